import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISMISSAL_KEY, rememberDismissal } from '../../../../src/lib/install-dismissal';
import { InstallPrompt } from '../../../../src/react/install-prompt/InstallPrompt';
import { banner, dialog, dialogInstall, dialogOpen, type Harness, harness, notNow, settle, trigger } from './harness';

let h: Harness;

afterEach(() => {
  h.stop();
  localStorage.clear();
});

describe('InstallPrompt: the trigger button (on purpose)', () => {
  it('present only while the browser holds an offer, from the first page view on', async () => {
    h = harness({ views: 1 });
    h.setup({ trigger: true });
    expect(trigger()).toBeNull();
    h.offer('accepted');
    expect(trigger()).not.toBeNull();
    expect(trigger()?.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(trigger() as HTMLElement);
    fireEvent.click(dialogInstall() as HTMLElement);
    await settle();
    expect(trigger()).toBeNull(); // the offer is used: prompt() works once
  });

  it('without the attribute: no button', () => {
    h = harness();
    h.setup();
    h.offer();
    expect(trigger()).toBeNull();
  });

  it('opens the modal dialog, focus on Install App; Close returns focus to the button and remembers', () => {
    h = harness({ views: 1 });
    const { onInstallDismiss } = h.setup({ trigger: true, appName: 'Coursify' });
    h.offer();
    const button = trigger() as HTMLElement;
    button.focus();
    fireEvent.click(button);
    expect(dialogOpen()).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Install Coursify' })).toBe(dialog());
    expect(document.activeElement).toBe(dialogInstall());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogOpen()).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(onInstallDismiss.mock.calls).toEqual([[{ mode: 'offer' }]]);
    expect(localStorage.getItem(DISMISSAL_KEY)).not.toBeNull();
  });

  it('over the banner: the dialog replaces it', () => {
    h = harness();
    h.setup({ trigger: true });
    h.offer();
    expect(banner()).not.toBeNull();
    fireEvent.click(trigger() as HTMLElement);
    expect(banner()).toBeNull();
    expect(dialogOpen()).toBe(true);
  });
});

describe('InstallPrompt: open() and the dialog', () => {
  it('Install App in the dialog calls prompt() once and closes it', async () => {
    h = harness({ views: 1 });
    const { onInstallChoice, open } = h.setup({ manual: true });
    const event = h.offer('accepted');
    open();
    fireEvent.click(dialogInstall() as HTMLElement);
    expect(event.prompted).toBe(1);
    expect(dialogOpen()).toBe(false);
    await settle();
    expect(onInstallChoice.mock.calls).toEqual([[{ outcome: 'accepted' }]]);
  });

  it('Escape (the native dialog closing itself) counts as a dismissal', () => {
    h = harness();
    const { onInstallDismiss, open } = h.setup({ manual: true });
    h.offer();
    open();
    act(() => dialog().close()); // what the browser does on Escape
    expect(dialogOpen()).toBe(false);
    expect(onInstallDismiss).toHaveBeenCalledTimes(1);
  });

  it('manual: open() with nothing to offer does nothing; with an offer it opens the dialog', () => {
    h = harness();
    const { onInstallAvailable, open } = h.setup({ manual: true });
    open();
    expect(dialogOpen()).toBe(false);
    h.offer();
    expect(dialogOpen()).toBe(false);
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
    open();
    expect(dialogOpen()).toBe(true);
  });

  it('unregisters open() when it unmounts', () => {
    h = harness();
    const registerMethods = vi.fn(() => vi.fn());
    const { unmount } = render(
      <InstallPrompt capture={h.capture} pageViews={h.views} registerMethods={registerMethods} />,
    );
    expect(registerMethods).toHaveBeenCalledTimes(1);
    const unregister = registerMethods.mock.results[0].value as ReturnType<typeof vi.fn>;
    unmount();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});

describe('InstallPrompt: a remembered dismissal', () => {
  it('keeps the banner away, but the offer is announced and open() still works', () => {
    rememberDismissal(30);
    h = harness();
    const { onInstallAvailable, open } = h.setup();
    h.offer();
    expect(banner()).toBeNull();
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
    open();
    expect(dialogOpen()).toBe(true);
  });

  it('an expired one does not count', () => {
    rememberDismissal(30, Date.now() - 31 * 24 * 60 * 60 * 1000);
    h = harness();
    h.setup();
    h.offer();
    expect(banner()).not.toBeNull();
  });

  it('dismissDays 0 remembers nothing; a shorter span expires an older dismissal', () => {
    h = harness();
    const first = h.setup({ dismissDays: 0 });
    h.offer();
    fireEvent.click(notNow());
    expect(localStorage.getItem(DISMISSAL_KEY)).toBeNull();
    first.view.unmount();
    rememberDismissal(30, Date.now() - 8 * 24 * 60 * 60 * 1000);
    h.recapture();
    h.setup({ dismissDays: 7 });
    h.offer();
    expect(banner()).not.toBeNull();
  });

  it('garbage in storage: shown normally', () => {
    localStorage.setItem(DISMISSAL_KEY, '{"at":"yesterday"}');
    h = harness();
    h.setup();
    h.offer();
    expect(banner()).not.toBeNull();
  });
});
