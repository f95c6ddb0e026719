import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { USER_TYPES } from '../../../../src/react/login-form/types';
import { UserTypePicker } from '../../../../src/react/login-form/UserTypePicker';
import { listbox, options, picker, pickerText } from './fixtures';

function Picker({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <UserTypePicker
        id="t"
        label="User type"
        placeholder="Select user type"
        options={USER_TYPES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const isOpen = () => picker().getAttribute('aria-expanded') === 'true' && !listbox().hidden;
const active = () => {
  const id = picker().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('UserTypePicker: the APG select-only combobox', () => {
  it('is a focusable combobox labelled "User type" that owns a listbox of the five types', () => {
    render(<Picker />);
    expect(picker().tabIndex).toBe(0);
    expect(picker().getAttribute('aria-haspopup')).toBe('listbox');
    expect(picker().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-labelledby')).toBe(picker().getAttribute('aria-labelledby'));
    expect(options().map((o) => o.textContent)).toEqual([
      'Learner',
      'Proctor',
      'Admin',
      'Instructor',
      'DeveloperNot available',
    ]);
    expect(options().map((o) => o.getAttribute('aria-disabled'))).toEqual([null, null, null, null, 'true']);
    expect(isOpen()).toBe(false);
    expect(pickerText()).toBe('Select user type');
  });

  it('opens with Down, moves with arrows (never onto Developer), chooses with Enter and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    picker().focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(active()).toBe('Learner');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Instructor');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Admin');
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(false);
    expect(picker().hasAttribute('aria-activedescendant')).toBe(false);
    expect(onChange).toHaveBeenCalledWith('admin');
    expect(pickerText()).toBe('Admin');
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(document.activeElement).toBe(picker());
  });

  it('Home/End land on the first and last enabled options; Space chooses; Escape closes without choosing', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    picker().focus();
    await user.keyboard('{End}');
    expect(active()).toBe('Instructor');
    await user.keyboard('{Home}');
    expect(active()).toBe('Learner');
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(pickerText()).toBe('Select user type');
    await user.keyboard('{End}[Space]');
    expect(pickerText()).toBe('Instructor');
  });

  it('type-ahead moves to a match, skips the disabled Developer, and opens at the chosen option', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    picker().focus();
    await user.keyboard('p');
    expect(isOpen()).toBe(true);
    expect(active()).toBe('Proctor');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard('d');
    expect(active()).toBe('Proctor');
    await user.keyboard('{Enter}');
    expect(pickerText()).toBe('Proctor');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Proctor');
  });

  it('Tab chooses the active option and lets focus move on', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    picker().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(pickerText()).toBe('Proctor');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'after' }));
    expect(isOpen()).toBe(false);
  });

  it('by mouse: a click opens, an option click chooses and closes; Developer ignores clicks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(picker());
    expect(isOpen()).toBe(true);
    await user.click(options()[4]);
    expect(isOpen()).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(options()[1]);
    expect(isOpen()).toBe(false);
    expect(onChange).toHaveBeenCalledWith('proctor');
    await user.click(picker());
    await user.click(picker());
    expect(isOpen()).toBe(false);
  });

  it('hover moves the active option; leaving the combobox closes it without choosing', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(picker());
    fireEvent.mouseMove(options()[3]);
    expect(active()).toBe('Instructor');
    fireEvent.mouseMove(options()[4]);
    expect(active()).toBe('Instructor');
    await user.click(screen.getByRole('button', { name: 'after' }));
    expect(isOpen()).toBe(false);
    expect(pickerText()).toBe('Select user type');
  });

  it('prevents the default of its own keys only (the page keeps Escape when closed, and F-keys)', () => {
    render(<Picker />);
    expect(fireEvent.keyDown(picker(), { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(picker(), { key: 'Escape' })).toBe(false);
    expect(fireEvent.keyDown(picker(), { key: 'Escape' })).toBe(true);
    expect(fireEvent.keyDown(picker(), { key: 'F5' })).toBe(true);
  });
});
