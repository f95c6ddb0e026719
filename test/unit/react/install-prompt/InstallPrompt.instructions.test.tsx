import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInstallCapture, type InstallCapture } from '../../../../src/lib/install-capture';
import { DISMISSAL_KEY } from '../../../../src/lib/install-dismissal';
import { availability, InstallPrompt } from '../../../../src/react/install-prompt/InstallPrompt';
import { STEPS } from '../../../../src/react/install-prompt/InstallSteps';
import { ANDROID_FIREFOX, DESKTOP_FIREFOX, fakeWindow, IOS_SAFARI, MAC_SAFARI, offerEvent } from './fixtures';

let capture: InstallCapture | undefined;
afterEach(() => {
  capture?.stop();
  localStorage.clear();
});

const isOpen = () => (document.querySelector('dialog') as HTMLDialogElement).open;
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function setup(userAgent: string, props: { instructions?: boolean; manual?: boolean } = { instructions: true }) {
  const win = fakeWindow({ userAgent });
  capture = createInstallCapture(win);
  const onInstallDismiss = vi.fn(() => true);
  let open: (() => void) | undefined;
  render(
    <InstallPrompt
      capture={capture}
      onInstallDismiss={onInstallDismiss}
      registerMethods={(m) => {
        open = m.open;
        return () => {};
      }}
      {...props}
    />,
  );
  return { win, onInstallDismiss, open: () => act(() => open?.()) };
}

describe('InstallPrompt: instructions where the browser never offers installation', () => {
  it('iOS: the dialog shows the Add to Home Screen steps, no Install App button', () => {
    setup(IOS_SAFARI);
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Install Our App' })).toBeTruthy();
    expect(steps()).toEqual([...STEPS.ios]);
    expect(steps().join(' ')).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('Safari on macOS and Firefox on Android get their own steps', () => {
    setup(MAC_SAFARI);
    expect(steps()).toEqual([...STEPS['mac-safari']]);
  });

  it('Firefox on Android', () => {
    setup(ANDROID_FIREFOX);
    expect(steps()).toEqual([...STEPS.android]);
  });

  it('without the instructions attribute: nothing', () => {
    setup(IOS_SAFARI, {});
    expect(isOpen()).toBe(false);
  });

  it('desktop Firefox (no way to install): nothing, even with instructions', () => {
    setup(DESKTOP_FIREFOX);
    expect(isOpen()).toBe(false);
  });

  it('already on the home screen (iOS standalone): nothing', () => {
    const win = fakeWindow({ userAgent: IOS_SAFARI });
    win.navigator.standalone = true;
    capture = createInstallCapture(win);
    render(<InstallPrompt capture={capture} instructions />);
    expect(isOpen()).toBe(false);
  });

  it('dismissible and remembered: Close hides, emits install-dismiss {mode: instructions}, stores the time', () => {
    const { onInstallDismiss } = setup(IOS_SAFARI);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isOpen()).toBe(false);
    expect(onInstallDismiss.mock.calls).toEqual([[{ mode: 'instructions' }]]);
    expect(localStorage.getItem(DISMISSAL_KEY)).not.toBeNull();
  });

  it('a remembered dismissal keeps the steps closed; manual waits for open()', () => {
    localStorage.setItem(DISMISSAL_KEY, JSON.stringify({ at: Date.now() }));
    setup(IOS_SAFARI);
    expect(isOpen()).toBe(false);
  });

  it('manual: open() shows the steps', () => {
    const { open } = setup(IOS_SAFARI, { instructions: true, manual: true });
    expect(isOpen()).toBe(false);
    open();
    expect(isOpen()).toBe(true);
  });
});

describe('availability()', () => {
  it('offer beats steps; standalone, installed or no capture: nothing', () => {
    const win = fakeWindow({ userAgent: IOS_SAFARI });
    capture = createInstallCapture(win);
    expect(availability(null, true)).toEqual({ mode: null, platform: null });
    expect(availability(capture, false)).toEqual({ mode: null, platform: null });
    expect(availability(capture, true)).toEqual({ mode: 'instructions', platform: 'ios' });
    win.dispatchEvent(offerEvent());
    expect(availability(capture, true)).toEqual({ mode: 'offer', platform: null });
    win.dispatchEvent(new Event('appinstalled'));
    expect(availability(capture, true)).toEqual({ mode: null, platform: null });
  });
});
