/** Renders <InstallPrompt> against a fake window's capture and a hand-driven page-view counter. */
import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createInstallCapture, type InstallCapture } from '../../../../src/lib/install-capture';
import { InstallPrompt, type InstallPromptProps } from '../../../../src/react/install-prompt/InstallPrompt';
import { type FakeWindow, fakePageViews, fakeWindow, offerEvent } from './fixtures';

export type Harness = ReturnType<typeof harness>;

export const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
export const dialogOpen = () => dialog().open;
export const banner = () => document.querySelector<HTMLElement>('[part="banner"]');
export const status = () => screen.getByRole('status').textContent ?? '';
export const trigger = () => screen.queryByRole('button', { name: 'Install app' });
export const dialogInstall = () => screen.queryByRole('button', { name: 'Install App' });
export const bannerInstall = () => screen.queryByRole('button', { name: 'Install' });
export const notNow = () => screen.getByRole('button', { name: 'Not now' });
export const settle = () => act(async () => {});

/** A fresh fake window, capture and counter (2 page views by default: engaged). */
export function harness(options: { userAgent?: string; views?: number } = {}) {
  const win: FakeWindow = fakeWindow(options.userAgent ? { userAgent: options.userAgent } : {});
  let capture: InstallCapture = createInstallCapture(win);
  const views = fakePageViews(options.views ?? 2);

  const offer = (...args: Parameters<typeof offerEvent>) => {
    const event = offerEvent(...args);
    act(() => {
      win.dispatchEvent(event);
    });
    return event;
  };

  function setup(props: Partial<InstallPromptProps> = {}) {
    const callbacks = {
      onInstallAvailable: vi.fn(() => true),
      onInstallChoice: vi.fn(() => true),
      onInstallDismiss: vi.fn(() => true),
      setHostState: vi.fn(),
    };
    let methods: { open(): void } | undefined;
    const registerMethods = (m: { open(): void }) => {
      methods = m;
      return () => {
        methods = undefined;
      };
    };
    const view = render(
      <InstallPrompt capture={capture} pageViews={views} registerMethods={registerMethods} {...callbacks} {...props} />,
    );
    const open = () => act(() => methods?.open());
    return { ...callbacks, view, open };
  }

  return {
    win,
    get capture() {
      return capture;
    },
    /** A new capture for the same window (a new page load), the old one stopped. */
    recapture() {
      capture.stop();
      capture = createInstallCapture(win);
    },
    views,
    /** A navigation to another page of the site. */
    navigate: () => act(() => views.next()),
    offer,
    setup,
    stop() {
      capture.stop();
      views.stop();
    },
  };
}
