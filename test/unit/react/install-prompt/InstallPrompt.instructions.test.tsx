import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPromptEn } from '../../../../src/lib/i18n/en/install-prompt';
import { createInstallCapture, type InstallCapture } from '../../../../src/lib/install-capture';
import { DISMISSAL_KEY } from '../../../../src/lib/install-dismissal';
import { availability, InstallPrompt } from '../../../../src/react/install-prompt/InstallPrompt';
import { STEPS } from '../../../../src/react/install-prompt/InstallSteps';

const english = (keys: readonly (keyof typeof installPromptEn)[]) => keys.map((key) => installPromptEn[key]);

import {
  ANDROID_FIREFOX,
  DESKTOP_FIREFOX,
  fakePageViews,
  fakeWindow,
  IOS_SAFARI,
  MAC_SAFARI,
  offerEvent,
} from './fixtures';

let capture: InstallCapture | undefined;
afterEach(() => {
  capture?.stop();
  localStorage.clear();
});

const isOpen = () => (document.querySelector('dialog') as HTMLDialogElement).open;
const banner = () => document.querySelector('[part="banner"]');
/** The banner's "Show me how": the visitor asks, and the dialog with the steps opens. */
const showMeHow = () => fireEvent.click(screen.getByRole('button', { name: 'Show me how' }));
const steps = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function setup(
  userAgent: string,
  props: { instructions?: boolean; manual?: boolean; trigger?: boolean } = { instructions: true },
) {
  const win = fakeWindow({ userAgent });
  capture = createInstallCapture(win);
  const onInstallDismiss = vi.fn(() => true);
  let open: (() => void) | undefined;
  render(
    <InstallPrompt
      capture={capture}
      pageViews={fakePageViews(2)}
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
  it('iOS: a banner offers the steps; asked, the dialog shows them, no Install App button', () => {
    setup(IOS_SAFARI);
    expect(banner()).not.toBeNull();
    expect(isOpen()).toBe(false);
    showMeHow();
    expect(banner()).toBeNull();
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Install Our App' })).toBeTruthy();
    expect(steps()).toEqual(english(STEPS.ios));
    expect(steps().join(' ')).toContain('Add to Home Screen');
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('Safari on macOS and Firefox on Android get their own steps', () => {
    setup(MAC_SAFARI);
    showMeHow();
    expect(steps()).toEqual(english(STEPS['mac-safari']));
  });

  it('Firefox on Android', () => {
    setup(ANDROID_FIREFOX);
    showMeHow();
    expect(steps()).toEqual(english(STEPS.android));
  });

  it('without the instructions attribute: nothing', () => {
    setup(IOS_SAFARI, { trigger: true });
    expect(isOpen()).toBe(false);
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('desktop Firefox (no way to install): nothing, even with instructions', () => {
    setup(DESKTOP_FIREFOX);
    expect(isOpen()).toBe(false);
    expect(banner()).toBeNull();
  });

  it('already on the home screen (iOS standalone): nothing', () => {
    const win = fakeWindow({ userAgent: IOS_SAFARI });
    win.navigator.standalone = true;
    capture = createInstallCapture(win);
    render(<InstallPrompt capture={capture} pageViews={fakePageViews(2)} instructions />);
    expect(isOpen()).toBe(false);
    expect(banner()).toBeNull();
  });

  it('dismissible and remembered: Not now hides, emits install-dismiss {mode: instructions}, stores the time', () => {
    const { onInstallDismiss } = setup(IOS_SAFARI);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(banner()).toBeNull();
    expect(isOpen()).toBe(false);
    expect(onInstallDismiss.mock.calls).toEqual([[{ mode: 'instructions' }]]);
    expect(localStorage.getItem(DISMISSAL_KEY)).not.toBeNull();
  });

  it('a remembered dismissal keeps the steps closed; manual waits for open()', () => {
    localStorage.setItem(DISMISSAL_KEY, JSON.stringify({ at: Date.now() }));
    setup(IOS_SAFARI);
    expect(banner()).toBeNull();
    expect(isOpen()).toBe(false);
  });

  it('the trigger button opens the steps too', () => {
    setup(IOS_SAFARI, { instructions: true, trigger: true });
    fireEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(isOpen()).toBe(true);
    expect(steps()).toEqual(english(STEPS.ios));
  });

  it('manual: open() shows the steps', () => {
    const { open } = setup(IOS_SAFARI, { instructions: true, manual: true });
    expect(isOpen()).toBe(false);
    expect(banner()).toBeNull();
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
