import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/react/login-form/LoginForm';
import { chooseType, email, loginNow, password } from './fixtures';

const alert = () => screen.getByRole('alert');
const descriptionOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('LoginForm validate: opt-in checks with announced messages', () => {
  it('without validate nothing is checked: an empty login goes through', async () => {
    const user = userEvent.setup();
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm onLoginSubmit={onLoginSubmit} />);
    await chooseType(user, 'learner');
    await user.click(loginNow());
    expect(onLoginSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: '', password: '' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email().hasAttribute('aria-invalid')).toBe(false);
  });

  it('with validate, a failed submit marks fields invalid, describes them, announces, and focuses the first', async () => {
    const user = userEvent.setup();
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm validate onLoginSubmit={onLoginSubmit} />);
    expect(alert().textContent).toBe('');
    expect(email().getAttribute('aria-required')).toBe('true');
    await user.type(email(), 'ada');
    await chooseType(user, 'learner');
    await user.click(loginNow());
    expect(onLoginSubmit).not.toHaveBeenCalled();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email())).toBe('Enter an email address like name@example.com.');
    expect(descriptionOf(password())).toBe('Enter your password.');
    expect(alert().textContent).toBe(
      '2 fields need attention: Enter an email address like name@example.com. Enter your password.',
    );
    expect(document.activeElement).toBe(email());
  });

  it('a fixed field loses its message as it is typed; the first invalid one gets focus next time', async () => {
    const user = userEvent.setup();
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm validate onLoginSubmit={onLoginSubmit} />);
    await chooseType(user, 'learner');
    await user.click(loginNow());
    await user.type(email(), 'ada@example.com');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
    expect(alert().textContent).toBe('1 field needs attention: Enter your password.');
    await user.click(loginNow());
    expect(document.activeElement).toBe(password());
    await user.type(password(), 'pw');
    await user.click(loginNow());
    expect(onLoginSubmit).toHaveBeenCalledTimes(1);
    expect(alert().textContent).toBe('');
  });

  it('register: every field is checked, in order, and focus goes to the first invalid one', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<LoginForm mode="register" validate navigate={navigate} />);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Mobile number'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(navigate).not.toHaveBeenCalled();
    const invalid = screen
      .getAllByRole('textbox')
      .concat(screen.getByLabelText('Password'))
      .filter((el) => el.getAttribute('aria-invalid') === 'true')
      .map((el) => el.getAttribute('name'));
    expect(invalid).toEqual(['lastName', 'email', 'mobile', 'password']);
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));
    expect(alert().textContent).toMatch(/^4 fields need attention: Enter your last name\./);
  });
});
