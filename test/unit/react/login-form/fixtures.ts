/** Shared by the login-form unit tests: queries for the form's controls, and a user type chosen like a user. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const email = () => screen.getByLabelText('Email') as HTMLInputElement;
export const password = () => screen.getByLabelText('Password') as HTMLInputElement;
/** The user type: a native select, whose implicit role is combobox. */
export const typeSelect = () => screen.getByRole('combobox', { name: 'User type' }) as HTMLSelectElement;
export const loginNow = () => screen.getByRole('button', { name: 'Login Now' }) as HTMLButtonElement;
export const showPassword = () => screen.getByRole('button', { name: 'Show password' });
/** The login screen's form, named by its default heading. */
export const loginScreen = () => screen.getByRole('form', { name: 'Log in' }) as HTMLFormElement;

/** Chooses a user type in the select as a user does (the select's own change). */
export async function chooseType(user: UserEvent, value: string): Promise<void> {
  await user.selectOptions(typeSelect(), value);
}

/**
 * What a page script can do that no user can: select an option, disabled or not, and tell the form it changed.
 * The value setter selects a disabled option too (HTML's rule); only our change handler stands in the way.
 */
export function scriptSelect(select: HTMLSelectElement, value: string, change = true): void {
  select.value = value;
  if (change) select.dispatchEvent(new Event('change', { bubbles: true }));
}
