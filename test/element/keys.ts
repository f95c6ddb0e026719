/**
 * Real key presses in every engine (scripts/wtr-keys.mjs on the server side): `press('Tab')`,
 * `press('Tab', { shift: true })`, `press(' ')`. Use these instead of @web/test-runner-commands' sendKeys, which
 * cannot hold Shift or Alt in WebKit and knows no "Space" in Firefox.
 */
import { executeServerCommand } from '@web/test-runner-commands';

type Modifiers = { shift?: boolean; alt?: boolean; control?: boolean };

export async function press(key: string, modifiers: Modifiers = {}): Promise<void> {
  const held = [modifiers.shift && 'Shift', modifiers.alt && 'Alt', modifiers.control && 'Control'].filter(Boolean);
  await executeServerCommand('press-key', { key, modifiers: held });
}

/** Several keys, one after another. */
export async function pressAll(...keys: string[]): Promise<void> {
  for (const key of keys) await press(key);
}

export function shiftTab(): Promise<void> {
  return press('Tab', { shift: true });
}
