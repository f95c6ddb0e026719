import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFormEn } from '../../../../src/lib/i18n/en/login-form';
import { LoginForm } from '../../../../src/react/login-form/LoginForm';
import { USER_TYPES } from '../../../../src/react/login-form/types';
import { UserTypeSelect } from '../../../../src/react/login-form/UserTypeSelect';
import { chooseType, loginNow, loginScreen, scriptSelect, typeSelect } from './fixtures';

function Select({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <UserTypeSelect
      id="t"
      label="User type"
      name="userType"
      placeholder="Select user type"
      options={USER_TYPES.map((option) => ({ ...option, label: loginFormEn[option.label] as string }))}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const options = () => [...typeSelect().options];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('UserTypeSelect: a native select', () => {
  it('is a <select> labelled "User type" by its <label>, showing the placeholder, with the five types', () => {
    render(<Select />);
    const select = typeSelect();
    expect(select.localName).toBe('select');
    expect(select.labels?.[0]?.textContent).toBe('User type');
    expect([select.name, select.required, select.multiple]).toEqual(['userType', true, false]);
    expect(select.getAttribute('data-part')).toBe('user-type-select');
    expect(select.closest('[data-part="user-type"]')).not.toBeNull();
    expect(options().map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['', 'Select user type', true],
      ['learner', 'Learner', false],
      ['proctor', 'Proctor', false],
      ['admin', 'Admin', false],
      ['instructor', 'Instructor', false],
      ['developer', 'Developer', true],
    ]);
    expect(select.value).toBe('');
    expect(select.selectedIndex).toBe(0);
  });

  it('a choice reaches onChange and shows; the disabled options cannot be chosen by a user', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    await chooseType(user, 'admin');
    expect(onChange).toHaveBeenCalledWith('admin');
    expect(typeSelect().value).toBe('admin');
    await user.selectOptions(typeSelect(), ['developer']);
    await user.selectOptions(typeSelect(), ['']);
    expect(onChange.mock.calls).toEqual([['admin']]);
    expect(typeSelect().value).toBe('admin');
  });

  it('a script selecting Developer (value + change) is undone, before and after a choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select onChange={onChange} />);
    scriptSelect(typeSelect(), 'developer');
    expect(typeSelect().value).toBe('');
    expect(options()[0].selected).toBe(true);
    await chooseType(user, 'proctor');
    scriptSelect(typeSelect(), 'developer');
    expect(typeSelect().value).toBe('proctor');
    // An unknown value selects nothing (value ''): also undone, never a choice.
    scriptSelect(typeSelect(), 'root');
    expect(typeSelect().value).toBe('proctor');
    expect(onChange.mock.calls).toEqual([['proctor']]);
  });
});

describe('LoginForm: Developer can never log in', () => {
  it('a script selecting Developer leaves Login Now disabled, with the hint', () => {
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm onLoginSubmit={onLoginSubmit} />);
    scriptSelect(typeSelect(), 'developer');
    expect(loginNow().disabled).toBe(true);
    expect(screen.getByText('Choose a user type to log in.')).toBeTruthy();
    fireEvent.submit(loginScreen());
    expect(onLoginSubmit).not.toHaveBeenCalled();
  });

  it('submit reads the type from the form: Developer selected without a change event submits nothing', async () => {
    const user = userEvent.setup();
    const onLoginSubmit = vi.fn(() => false);
    render(<LoginForm onLoginSubmit={onLoginSubmit} />);
    await chooseType(user, 'admin');
    expect(loginNow().disabled).toBe(false);
    scriptSelect(typeSelect(), 'developer', false);
    await user.click(loginNow());
    expect(onLoginSubmit).not.toHaveBeenCalled();
    // A type set in the field without a change event (state not caught up) is what the form submits.
    scriptSelect(typeSelect(), 'instructor', false);
    await user.click(loginNow());
    expect(onLoginSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ userType: 'instructor', url: '/private/features/instructor/dashboard' }),
    );
  });
});
