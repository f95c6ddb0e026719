import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/react/login-form/LoginForm';
import { chooseType, email, loginNow, loginScreen, password, showPassword, typeSelect } from './fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('LoginForm: the login screen', () => {
  it('has labelled email and password inputs with the types and autocomplete password managers expect', () => {
    render(<LoginForm />);
    expect(email().type).toBe('email');
    expect(email().autocomplete).toBe('username');
    expect(email().name).toBe('email');
    expect(password().type).toBe('password');
    expect(password().autocomplete).toBe('current-password');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Log in');
    expect(typeSelect()).toBeTruthy();
  });

  it('is a POST form without an action, so a submission without script could never put the password in a URL', () => {
    render(<LoginForm />);
    expect(loginScreen().getAttribute('method')).toBe('post');
    expect(loginScreen().hasAttribute('action')).toBe(false);
    expect(loginScreen().noValidate).toBe(true);
  });

  it('Login Now is disabled until a user type is chosen, with a hint tied to the select', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    expect(loginNow().disabled).toBe(true);
    const hint = screen.getByText('Choose a user type to log in.');
    expect(typeSelect().getAttribute('aria-describedby')).toBe(hint.id);
    await chooseType(user, 'learner');
    expect(loginNow().disabled).toBe(false);
    expect(screen.queryByText('Choose a user type to log in.')).toBeNull();
    expect(typeSelect().hasAttribute('aria-describedby')).toBe(false);
  });

  it('submits with the detail a host needs and navigates to the type’s dashboard when not cancelled', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onLoginSubmit = vi.fn(() => true);
    render(<LoginForm navigate={navigate} onLoginSubmit={onLoginSubmit} />);
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 's3cret pass');
    await chooseType(user, 'instructor');
    await user.click(loginNow());
    expect(onLoginSubmit).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 's3cret pass',
      userType: 'instructor',
      url: '/private/features/instructor/dashboard',
    });
    expect(navigate).toHaveBeenCalledWith('/private/features/instructor/dashboard');
  });

  it('a cancelled login-submit (the callback returns false) stops the navigation', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<LoginForm navigate={navigate} onLoginSubmit={() => false} />);
    await chooseType(user, 'learner');
    await user.click(loginNow());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Enter in a field submits once a type is chosen, and not before', async () => {
    const user = userEvent.setup();
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm onLoginSubmit={onLoginSubmit} />);
    await user.type(email(), 'ada@example.com{Enter}');
    expect(onLoginSubmit).not.toHaveBeenCalled();
    await chooseType(user, 'proctor');
    await user.type(password(), 'pw{Enter}');
    expect(onLoginSubmit).toHaveBeenCalledTimes(1);
    expect(onLoginSubmit.mock.calls[0]).toEqual([
      { email: 'ada@example.com', password: 'pw', userType: 'proctor', url: '/private/features/proctor/dashboard' },
    ]);
  });

  it('a submit event without a type (a forced submit) does nothing', () => {
    const onLoginSubmit = vi.fn(() => true);
    render(<LoginForm onLoginSubmit={onLoginSubmit} />);
    expect(fireEvent.submit(loginScreen())).toBe(false); // default prevented: never a real submission
    expect(onLoginSubmit).not.toHaveBeenCalled();
  });

  it('uses the dashboard-url template, and with an unsafe one warns and stays', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onLoginSubmit = vi.fn(() => true);
    const { rerender } = render(
      <LoginForm dashboardUrl="/app/{userType}?from=login" navigate={navigate} onLoginSubmit={onLoginSubmit} />,
    );
    await chooseType(user, 'admin');
    await user.click(loginNow());
    expect(navigate).toHaveBeenLastCalledWith('/app/admin?from=login');
    rerender(<LoginForm dashboardUrl="javascript:alert(1)" navigate={navigate} onLoginSubmit={onLoginSubmit} />);
    await user.click(loginNow());
    expect(onLoginSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ url: null }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls.flat().join(' ')).toContain('<login-form> attribute "dashboard-url"');
  });

  it('show/hide password: a toggle button with aria-pressed that controls the input', async () => {
    const user = userEvent.setup();
    render(<LoginForm onLoginSubmit={() => false} />);
    expect(showPassword().getAttribute('aria-pressed')).toBe('false');
    expect(showPassword().getAttribute('aria-controls')).toBe(password().id);
    await user.click(showPassword());
    expect(showPassword().getAttribute('aria-pressed')).toBe('true');
    expect(password().type).toBe('text');
    // Hidden again on submit, so a password manager sees a password field when it offers to save.
    await chooseType(user, 'learner');
    await user.click(loginNow());
    expect(password().type).toBe('password');
  });

  it('Google and Facebook are labelled buttons that only emit social-login, with no field in it', async () => {
    const user = userEvent.setup();
    const onSocialLogin = vi.fn(() => true);
    const navigate = vi.fn();
    render(<LoginForm onSocialLogin={onSocialLogin} navigate={navigate} />);
    await user.type(password(), 'hunter2');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(onSocialLogin.mock.calls).toEqual([
      [{ provider: 'google', mode: 'login' }],
      [{ provider: 'facebook', mode: 'login' }],
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(JSON.stringify(onSocialLogin.mock.calls)).not.toContain('hunter2');
  });

  it('links Troubleshoot Account to help-url (about page by default); an unsafe one is no link', () => {
    const { rerender } = render(<LoginForm />);
    expect(screen.getByRole('link', { name: 'Troubleshoot Account' }).getAttribute('href')).toBe('/public/pages/about');
    rerender(<LoginForm helpUrl="https://help.example/login" />);
    expect(screen.getByRole('link', { name: 'Troubleshoot Account' }).getAttribute('href')).toBe(
      'https://help.example/login',
    );
    rerender(<LoginForm helpUrl="javascript:alert(1)" />);
    expect(screen.queryByRole('link', { name: 'Troubleshoot Account' })).toBeNull();
  });

  it('a custom heading names the form; an empty one removes the heading and keeps a name', () => {
    const { rerender } = render(<LoginForm heading="Welcome back" />);
    expect(screen.getByRole('form', { name: 'Welcome back' })).toBeTruthy();
    rerender(<LoginForm heading="" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
  });

  it('touches neither localStorage nor sessionStorage', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    sessionStorage.clear();
    render(<LoginForm navigate={() => {}} />);
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'hunter2');
    await chooseType(user, 'learner');
    await user.click(loginNow());
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('two forms on one page have distinct ids, so each label names its own input', () => {
    render(
      <>
        <LoginForm />
        <LoginForm />
      </>,
    );
    const emails = screen.getAllByLabelText('Email');
    expect(emails).toHaveLength(2);
    expect(emails[0].id).not.toBe(emails[1].id);
  });
});
