/** Shared by the login-form unit tests: queries for the form's controls, and a user type chosen by keyboard. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const email = () => screen.getByLabelText('Email') as HTMLInputElement;
export const password = () => screen.getByLabelText('Password') as HTMLInputElement;
export const picker = () => screen.getByRole('combobox', { name: 'User type' });
export const listbox = () => screen.getByRole('listbox', { hidden: true });
export const options = () => screen.getAllByRole('option', { hidden: true });
export const loginNow = () => screen.getByRole('button', { name: 'Login Now' }) as HTMLButtonElement;
export const showPassword = () => screen.getByRole('button', { name: 'Show password' });

/** Opens the picker and chooses the option `downs` arrow presses below the first. */
export async function chooseByKeyboard(user: UserEvent, downs: number): Promise<void> {
  picker().focus();
  await user.keyboard('{ArrowDown}');
  for (let i = 0; i < downs; i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

/** The text of the picker's face (its value or the placeholder). */
export const pickerText = () => picker().textContent ?? '';
