import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/react/login-form/LoginForm';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const registerNow = () => screen.getByRole('button', { name: 'Register Now' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('LoginForm mode="register": the registration screen', () => {
  it('has the five fields with their types and autocomplete tokens, and no user-type select', () => {
    render(<LoginForm mode="register" />);
    const fields = ['First name', 'Last name', 'Email address', 'Mobile number', 'Password'].map((label) => {
      const el = input(label);
      return [label, el.type, el.autocomplete, el.name];
    });
    expect(fields).toEqual([
      ['First name', 'text', 'given-name', 'firstName'],
      ['Last name', 'text', 'family-name', 'lastName'],
      ['Email address', 'email', 'email', 'email'],
      ['Mobile number', 'tel', 'tel', 'mobile'],
      ['Password', 'password', 'new-password', 'password'],
    ]);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('form', { name: 'Create your account' }).getAttribute('method')).toBe('post');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('Register Now emits register-submit with the fields and goes to the login screen', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onRegisterSubmit = vi.fn(() => true);
    render(<LoginForm mode="register" navigate={navigate} onRegisterSubmit={onRegisterSubmit} />);
    await user.type(input('First name'), 'Ada');
    await user.type(input('Last name'), 'Lovelace');
    await user.type(input('Email address'), 'ada@example.com');
    await user.type(input('Mobile number'), '+44 20 7946 0958');
    await user.type(input('Password'), 'engine');
    await user.click(registerNow());
    expect(onRegisterSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+44 20 7946 0958',
      password: 'engine',
      url: '/public/features/login',
    });
    expect(navigate).toHaveBeenCalledWith('/public/features/login');
  });

  it('with no validation, an empty form still goes on (no checks by default); login-url is configurable', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<LoginForm mode="register" loginUrl="/login" navigate={navigate} />);
    await user.click(registerNow());
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a cancelled register-submit stays; an unsafe login-url warns and goes nowhere', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { rerender } = render(<LoginForm mode="register" navigate={navigate} onRegisterSubmit={() => false} />);
    await user.click(registerNow());
    expect(navigate).not.toHaveBeenCalled();
    rerender(<LoginForm mode="register" loginUrl="vbscript:x" navigate={navigate} onRegisterSubmit={() => true} />);
    await user.click(registerNow());
    expect(navigate).not.toHaveBeenCalled();
    expect(vi.mocked(console.warn).mock.calls.flat().join(' ')).toContain('attribute "login-url"');
  });

  it('social buttons say which screen they were on', async () => {
    const user = userEvent.setup();
    const onSocialLogin = vi.fn(() => true);
    render(<LoginForm mode="register" onSocialLogin={onSocialLogin} />);
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(onSocialLogin).toHaveBeenCalledWith({ provider: 'facebook', mode: 'register' });
  });

  it('switching mode swaps the form', () => {
    const { rerender } = render(<LoginForm mode="register" />);
    expect(screen.queryByRole('button', { name: 'Login Now' })).toBeNull();
    rerender(<LoginForm mode="login" />);
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeTruthy();
    rerender(<LoginForm mode="signup" />);
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeTruthy();
  });
});

describe('LoginForm: empty URLs mean "none"', () => {
  it('an empty help-url or login-url removes the link or the navigation without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const navigate = vi.fn();
    const { rerender } = render(<LoginForm helpUrl="" />);
    expect(screen.queryByRole('link', { name: 'Troubleshoot Account' })).toBeNull();
    rerender(<LoginForm mode="register" loginUrl=" " navigate={navigate} />);
    await user.click(registerNow());
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
