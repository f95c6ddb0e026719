import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createInstallCapture, type InstallCapture } from '../../../../src/lib/install-capture';
import { DISMISSAL_KEY, rememberDismissal } from '../../../../src/lib/install-dismissal';
import { InstallPrompt, type InstallPromptProps } from '../../../../src/react/install-prompt/InstallPrompt';
import { type FakeWindow, fakeWindow, offerEvent } from './fixtures';

let win: FakeWindow;
let capture: InstallCapture;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  win = fakeWindow();
  capture = createInstallCapture(win);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  capture.stop();
  localStorage.clear();
});

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const isOpen = () => dialog().open;
const installButton = () => screen.queryByRole('button', { name: 'Install App' });
const offer = (...args: Parameters<typeof offerEvent>) => {
  const event = offerEvent(...args);
  act(() => {
    win.dispatchEvent(event);
  });
  return event;
};
const settle = () => act(async () => {});

function setup(props: Partial<InstallPromptProps> = {}) {
  const callbacks = {
    onInstallAvailable: vi.fn(() => true),
    onInstallChoice: vi.fn(() => true),
    onInstallDismiss: vi.fn(() => true),
  };
  let methods: { open(): void } | undefined;
  const registerMethods = (m: { open(): void }) => {
    methods = m;
    return () => {
      methods = undefined;
    };
  };
  const view = render(<InstallPrompt capture={capture} registerMethods={registerMethods} {...callbacks} {...props} />);
  const open = () => act(() => methods?.open());
  return { ...callbacks, view, open };
}

describe('InstallPrompt: shown when the browser offers installation', () => {
  it('nothing shows without an offer', () => {
    setup();
    expect(isOpen()).toBe(false);
    expect(installButton()).toBeNull();
  });

  it('an offer arriving later opens the modal dialog: title, Install App, Close; install-available once', () => {
    const { onInstallAvailable } = setup();
    offer();
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Install Our App' })).toBe(dialog());
    expect(screen.getByRole('heading', { name: 'Install Our App' })).toBeTruthy();
    expect(installButton()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(onInstallAvailable.mock.calls).toEqual([[{ platforms: ['web'] }]]);
    expect(document.activeElement).toBe(installButton());
  });

  it('an offer captured before the element rendered shows on mount and is announced', () => {
    win.dispatchEvent(offerEvent());
    const { onInstallAvailable } = setup();
    expect(isOpen()).toBe(true);
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
  });

  it('appName names the title', () => {
    setup({ appName: 'Coursify' });
    offer();
    expect(screen.getByRole('dialog', { name: 'Install Coursify' })).toBeTruthy();
  });

  it('standalone: never shown, nothing announced, and open() does nothing', () => {
    win.standaloneQuery = true;
    const { onInstallAvailable, open } = setup();
    offer();
    open();
    expect(isOpen()).toBe(false);
    expect(onInstallAvailable).not.toHaveBeenCalled();
  });

  it('appinstalled while open hides it, without a dismiss', () => {
    const { onInstallDismiss } = setup();
    offer();
    act(() => {
      win.dispatchEvent(new Event('appinstalled'));
    });
    expect(isOpen()).toBe(false);
    expect(onInstallDismiss).not.toHaveBeenCalled();
  });
});

describe('InstallPrompt: the choice', () => {
  it('Install App calls prompt() once, hides, and reports the accepted outcome; nothing remembered', async () => {
    const { onInstallChoice } = setup();
    const event = offer('accepted');
    fireEvent.click(installButton() as HTMLElement);
    expect(event.prompted).toBe(1);
    expect(isOpen()).toBe(false);
    await settle();
    expect(onInstallChoice.mock.calls).toEqual([[{ outcome: 'accepted' }]]);
    expect(capture.offer()).toBeNull();
    expect(localStorage.getItem(DISMISSAL_KEY)).toBeNull();
  });

  it('a dismissed outcome is reported and remembered like a close', async () => {
    const { onInstallChoice, onInstallDismiss } = setup();
    offer('dismissed');
    fireEvent.click(installButton() as HTMLElement);
    await settle();
    expect(onInstallChoice.mock.calls).toEqual([[{ outcome: 'dismissed' }]]);
    expect(onInstallDismiss).not.toHaveBeenCalled();
    expect(localStorage.getItem(DISMISSAL_KEY)).not.toBeNull();
  });

  it('a new offer after a choice shows again (accepted remembers nothing)', async () => {
    setup();
    offer('accepted');
    fireEvent.click(installButton() as HTMLElement);
    await settle();
    offer('accepted');
    expect(isOpen()).toBe(true);
  });

  it('prompt() that throws: hidden, a warning, no choice event, nothing thrown', async () => {
    const { onInstallChoice } = setup();
    offer('accepted', { promptThrows: true });
    expect(() => fireEvent.click(installButton() as HTMLElement)).not.toThrow();
    await settle();
    expect(isOpen()).toBe(false);
    expect(onInstallChoice).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(String).join('\n')).toContain('<install-prompt>');
  });

  it('an unknown outcome: a warning, no choice event', async () => {
    const { onInstallChoice } = setup();
    offer('garbage');
    fireEvent.click(installButton() as HTMLElement);
    await settle();
    expect(onInstallChoice).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(String).join('\n')).toContain('no known outcome');
  });
});

describe('InstallPrompt: closing and remembering', () => {
  it('Close hides, emits install-dismiss, remembers, and returns focus to where it was', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { onInstallDismiss } = setup();
    offer();
    expect(document.activeElement).not.toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(isOpen()).toBe(false);
    expect(onInstallDismiss.mock.calls).toEqual([[{ mode: 'offer' }]]);
    expect(JSON.parse(localStorage.getItem(DISMISSAL_KEY) ?? '{}').at).toBeTypeOf('number');
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('Escape (the native dialog closing itself) counts as a dismissal', () => {
    const { onInstallDismiss } = setup();
    offer();
    act(() => dialog().close()); // what the browser does on Escape
    expect(isOpen()).toBe(false);
    expect(onInstallDismiss).toHaveBeenCalledTimes(1);
  });

  it('a remembered dismissal keeps a later element closed, but announces the offer and obeys open()', () => {
    rememberDismissal(30);
    const { onInstallAvailable, open } = setup();
    offer();
    expect(isOpen()).toBe(false);
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
    open();
    expect(isOpen()).toBe(true);
  });

  it('an expired dismissal does not count', () => {
    rememberDismissal(30, Date.now() - 31 * 24 * 60 * 60 * 1000);
    setup();
    offer();
    expect(isOpen()).toBe(true);
  });

  it('dismissDays 0 remembers nothing; a shorter span expires an older dismissal', () => {
    setup({ dismissDays: 0 });
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem(DISMISSAL_KEY)).toBeNull();
    rememberDismissal(30, Date.now() - 8 * 24 * 60 * 60 * 1000);
    capture.stop();
    capture = createInstallCapture(win);
    const { view } = setup({ dismissDays: 7 });
    offer();
    expect(view.container.querySelector('dialog')?.open).toBe(true);
  });

  it('garbage in storage: shown normally', () => {
    localStorage.setItem(DISMISSAL_KEY, '{"at":"yesterday"}');
    setup();
    offer();
    expect(isOpen()).toBe(true);
  });
});

describe('InstallPrompt: manual', () => {
  it('never opens by itself; open() opens it; open() with nothing to offer does nothing', () => {
    const { onInstallAvailable, open } = setup({ manual: true });
    open();
    expect(isOpen()).toBe(false);
    offer();
    expect(isOpen()).toBe(false);
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
    open();
    expect(isOpen()).toBe(true);
  });

  it('unregisters open() when it unmounts', () => {
    const registerMethods = vi.fn(() => vi.fn());
    const { unmount } = render(<InstallPrompt capture={capture} registerMethods={registerMethods} />);
    expect(registerMethods).toHaveBeenCalledTimes(1);
    const unregister = registerMethods.mock.results[0].value as ReturnType<typeof vi.fn>;
    unmount();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});
