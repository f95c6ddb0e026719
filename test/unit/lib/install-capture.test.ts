import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createInstallCapture,
  detectInstructionsPlatform,
  type InstallCapture,
  installCapture,
  isOfferEvent,
} from '../../../src/lib/install-capture';
import {
  ANDROID_FIREFOX,
  DESKTOP_CHROME,
  DESKTOP_FIREFOX,
  fakeWindow,
  IOS_SAFARI,
  MAC_SAFARI,
  offerEvent,
} from '../react/install-prompt/fixtures';

let capture: InstallCapture | undefined;
afterEach(() => capture?.stop());

describe('install capture: beforeinstallprompt', () => {
  it('keeps the offer, calls preventDefault, and tells subscribers', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    const listener = vi.fn();
    capture.subscribe(listener);
    expect(capture.offer()).toBeNull();
    const event = offerEvent();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(capture.offer()).toBe(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('listens from creation: an offer fired before any subscriber is still kept', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    const event = offerEvent();
    win.dispatchEvent(event);
    const listener = vi.fn();
    capture.subscribe(listener);
    expect(capture.offer()).toBe(event);
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores an event without prompt() (not an install offer), and does not cancel it', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    const bare = new Event('beforeinstallprompt', { cancelable: true });
    win.dispatchEvent(bare);
    expect(isOfferEvent(bare)).toBe(false);
    expect(bare.defaultPrevented).toBe(false);
    expect(capture.offer()).toBeNull();
  });

  it('a newer offer replaces the older one; consume() forgets only the offer it is given', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    const first = offerEvent();
    const second = offerEvent();
    win.dispatchEvent(first);
    win.dispatchEvent(second);
    expect(capture.offer()).toBe(second);
    const listener = vi.fn();
    capture.subscribe(listener);
    capture.consume(first);
    expect(capture.offer()).toBe(second);
    expect(listener).not.toHaveBeenCalled();
    capture.consume(second);
    expect(capture.offer()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('appinstalled drops the offer and marks the app installed', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    win.dispatchEvent(offerEvent());
    const listener = vi.fn();
    capture.subscribe(listener);
    win.dispatchEvent(new Event('appinstalled'));
    expect(capture.installed()).toBe(true);
    expect(capture.offer()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('unsubscribe and stop() end the notifications and the listening', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    const listener = vi.fn();
    const unsubscribe = capture.subscribe(listener);
    unsubscribe();
    win.dispatchEvent(offerEvent());
    expect(listener).not.toHaveBeenCalled();
    capture.stop();
    const late = offerEvent();
    win.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(capture.offer()).not.toBe(late);
  });

  it('the shared capture is one per page, listening on window from the module load', () => {
    const shared = installCapture();
    expect(shared).not.toBeNull();
    expect(installCapture()).toBe(shared);
    const event = offerEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(shared?.offer()).toBe(event);
    shared?.consume(event);
  });
});

describe('install capture: standalone detection (read at each call)', () => {
  it('false in a browser tab; true with display-mode standalone, stubbed after creation', () => {
    const win = fakeWindow();
    capture = createInstallCapture(win);
    expect(capture.isStandalone()).toBe(false);
    win.standaloneQuery = true;
    expect(capture.isStandalone()).toBe(true);
  });

  it("true with iOS's navigator.standalone", () => {
    const win = fakeWindow({ userAgent: IOS_SAFARI });
    capture = createInstallCapture(win);
    expect(capture.isStandalone()).toBe(false);
    win.navigator.standalone = true;
    expect(capture.isStandalone()).toBe(true);
  });

  it('fullscreen and minimal-ui count as installed too', () => {
    const win = fakeWindow();
    win.matchMedia = (query) => ({ matches: query === '(display-mode: minimal-ui)' });
    capture = createInstallCapture(win);
    expect(capture.isStandalone()).toBe(true);
  });

  it('a window without matchMedia, or one that throws, is not standalone', () => {
    const win = fakeWindow();
    win.matchMedia = undefined;
    capture = createInstallCapture(win);
    expect(capture.isStandalone()).toBe(false);
    win.matchMedia = () => {
      throw new Error('no');
    };
    expect(capture.isStandalone()).toBe(false);
  });
});

describe('install capture: which manual steps fit', () => {
  it('none where the browser fires beforeinstallprompt (Chromium), whatever it claims to be', () => {
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: DESKTOP_CHROME, chromium: true }))).toBeNull();
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: IOS_SAFARI, chromium: true }))).toBeNull();
  });

  it('iPhone and iPad (which presents itself as a Mac with touch) → ios', () => {
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: IOS_SAFARI }))).toBe('ios');
    const iPad = fakeWindow({ userAgent: MAC_SAFARI });
    iPad.navigator.maxTouchPoints = 5;
    expect(detectInstructionsPlatform(iPad)).toBe('ios');
  });

  it('Safari on macOS → mac-safari; Firefox on Android → android; Firefox on the desktop → none', () => {
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: MAC_SAFARI }))).toBe('mac-safari');
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: ANDROID_FIREFOX }))).toBe('android');
    expect(detectInstructionsPlatform(fakeWindow({ userAgent: DESKTOP_FIREFOX }))).toBeNull();
    const macFirefox = fakeWindow({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Firefox/125.0',
    });
    expect(detectInstructionsPlatform(macFirefox)).toBeNull();
  });

  it('the capture reads it lazily', () => {
    const win = fakeWindow({ userAgent: DESKTOP_FIREFOX });
    capture = createInstallCapture(win);
    expect(capture.instructionsPlatform()).toBeNull();
    win.navigator.userAgent = IOS_SAFARI;
    expect(capture.instructionsPlatform()).toBe('ios');
  });
});
