import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DISMISSAL_KEY } from '../../../../src/lib/install-dismissal';
import { banner, bannerInstall, dialogOpen, type Harness, harness, notNow, settle, status, trigger } from './harness';

let h: Harness;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  h.stop();
  localStorage.clear();
});

describe('InstallPrompt: never in the way on a first visit', () => {
  it('nothing shows without an offer', () => {
    h = harness();
    h.setup({ trigger: true });
    expect(banner()).toBeNull();
    expect(dialogOpen()).toBe(false);
    expect(trigger()).toBeNull();
  });

  it('an offer on the first page view: announced to the host, but no banner, no dialog, focus untouched', () => {
    h = harness({ views: 1 });
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { onInstallAvailable, setHostState } = h.setup();
    h.offer();
    expect(onInstallAvailable.mock.calls).toEqual([[{ platforms: ['web'] }]]);
    expect(banner()).toBeNull();
    expect(dialogOpen()).toBe(false);
    expect(document.activeElement).toBe(before);
    expect(setHostState).not.toHaveBeenCalledWith('banner', true);
    expect(setHostState).toHaveBeenCalledWith('offer', true); // the element shows (its trigger, if any)
    before.remove();
  });

  it('the next page view (a navigation) brings the banner for the offer already held', () => {
    h = harness({ views: 1 });
    h.setup();
    h.offer();
    expect(banner()).toBeNull();
    h.navigate();
    expect(banner()).not.toBeNull();
    expect(dialogOpen()).toBe(false);
  });

  it('min-page-views 1 shows it on the first page view; 3 waits for the third; nonsense means 2', () => {
    h = harness({ views: 1 });
    const first = h.setup({ minPageViews: 1 });
    h.offer();
    expect(banner()).not.toBeNull();
    first.view.unmount();
    h.stop();

    h = harness({ views: 2 });
    const third = h.setup({ minPageViews: 3 });
    h.offer();
    expect(banner()).toBeNull();
    h.navigate();
    expect(banner()).not.toBeNull();
    third.view.unmount();
    h.stop();

    h = harness({ views: 1 });
    h.setup({ minPageViews: 0 });
    h.offer();
    expect(banner()).toBeNull();
    h.navigate();
    expect(banner()).not.toBeNull();
  });
});

describe('InstallPrompt: the banner, once engaged', () => {
  it('non-modal: a labelled region with Install and Not now; focus stays; announced politely; host state set', () => {
    h = harness();
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { setHostState } = h.setup({ appName: 'Coursify' });
    h.offer();
    expect(screen.getByRole('region', { name: 'Install Coursify' })).toBe(banner());
    expect(bannerInstall()).not.toBeNull();
    expect(notNow()).toBeTruthy();
    expect(dialogOpen()).toBe(false);
    expect(document.activeElement).toBe(before);
    expect(status()).toContain('Install Coursify');
    expect(setHostState).toHaveBeenLastCalledWith('banner', true);
    before.remove();
  });

  it('an offer captured before the element rendered shows the banner on mount, announced once', () => {
    h = harness();
    h.offer();
    const { onInstallAvailable } = h.setup();
    expect(banner()).not.toBeNull();
    expect(onInstallAvailable).toHaveBeenCalledTimes(1);
  });

  it('appinstalled hides it, without a dismiss; the host state follows', () => {
    h = harness();
    const { onInstallDismiss, setHostState } = h.setup();
    h.offer();
    act(() => {
      h.win.dispatchEvent(new Event('appinstalled'));
    });
    expect(banner()).toBeNull();
    expect(onInstallDismiss).not.toHaveBeenCalled();
    expect(setHostState).toHaveBeenLastCalledWith('banner', false);
    expect(setHostState).toHaveBeenCalledWith('offer', false);
  });

  it('standalone: never shown, nothing announced, and open() does nothing', () => {
    h = harness();
    h.win.standaloneQuery = true;
    const { onInstallAvailable, open } = h.setup({ trigger: true });
    h.offer();
    open();
    expect(banner()).toBeNull();
    expect(dialogOpen()).toBe(false);
    expect(trigger()).toBeNull();
    expect(onInstallAvailable).not.toHaveBeenCalled();
  });

  it('manual: no banner, even when engaged', () => {
    h = harness({ views: 5 });
    h.setup({ manual: true });
    h.offer();
    expect(banner()).toBeNull();
    expect(dialogOpen()).toBe(false);
  });
});

describe('InstallPrompt: the choice, from the banner', () => {
  it('Install calls prompt() once, hides, and reports the accepted outcome; nothing remembered', async () => {
    h = harness();
    const { onInstallChoice } = h.setup();
    const event = h.offer('accepted');
    fireEvent.click(bannerInstall() as HTMLElement);
    expect(event.prompted).toBe(1);
    expect(banner()).toBeNull();
    await settle();
    expect(onInstallChoice.mock.calls).toEqual([[{ outcome: 'accepted' }]]);
    expect(h.capture.offer()).toBeNull();
    expect(localStorage.getItem(DISMISSAL_KEY)).toBeNull();
  });

  it('a dismissed outcome is reported and remembered like Not now', async () => {
    h = harness();
    const { onInstallChoice, onInstallDismiss } = h.setup();
    h.offer('dismissed');
    fireEvent.click(bannerInstall() as HTMLElement);
    await settle();
    expect(onInstallChoice.mock.calls).toEqual([[{ outcome: 'dismissed' }]]);
    expect(onInstallDismiss).not.toHaveBeenCalled();
    expect(localStorage.getItem(DISMISSAL_KEY)).not.toBeNull();
  });

  it('a new offer after an accepted choice shows the banner again', async () => {
    h = harness();
    h.setup();
    h.offer('accepted');
    fireEvent.click(bannerInstall() as HTMLElement);
    await settle();
    h.offer('accepted');
    expect(banner()).not.toBeNull();
  });

  it('prompt() that throws: hidden, a warning, no choice event, nothing thrown', async () => {
    h = harness();
    const { onInstallChoice } = h.setup();
    h.offer('accepted', { promptThrows: true });
    expect(() => fireEvent.click(bannerInstall() as HTMLElement)).not.toThrow();
    await settle();
    expect(banner()).toBeNull();
    expect(onInstallChoice).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(String).join('\n')).toContain('<install-prompt>');
  });

  it('an unknown outcome: a warning, no choice event', async () => {
    h = harness();
    const { onInstallChoice } = h.setup();
    h.offer('garbage');
    fireEvent.click(bannerInstall() as HTMLElement);
    await settle();
    expect(onInstallChoice).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(String).join('\n')).toContain('no known outcome');
  });

  it('Not now hides it, emits install-dismiss {mode: offer}, remembers, and leaves focus alone', () => {
    h = harness();
    const { onInstallDismiss } = h.setup();
    h.offer();
    const close = notNow();
    close.focus();
    fireEvent.click(close);
    expect(banner()).toBeNull();
    expect(onInstallDismiss.mock.calls).toEqual([[{ mode: 'offer' }]]);
    expect(JSON.parse(localStorage.getItem(DISMISSAL_KEY) ?? '{}').at).toBeTypeOf('number');
    expect(status()).toBe('');
  });
});
