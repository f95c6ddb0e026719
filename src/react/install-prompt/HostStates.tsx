import { useBrowserLayoutEffect } from '../shared/browser-effects';

type Props = {
  /** From the element: turns one of its custom states on or off (absent for a React host component). */
  setHostState?: (state: 'offer' | 'banner', on: boolean) => void;
  offer: boolean;
  banner: boolean;
};

/**
 * Sets the element's custom states `offer` and `banner`, for its own sheet (no box without an offer) and for the
 * page's CSS; renders nothing. A component rather than a hook of InstallPrompt's: rendered first, its layout effect
 * runs before the dialog's, which needs the host displayed (state `offer`) to take focus. A parent's effects would
 * run after its children's.
 */
export function HostStates({ setHostState, offer, banner }: Props) {
  useBrowserLayoutEffect(() => {
    setHostState?.('offer', offer);
    setHostState?.('banner', banner);
  }, [setHostState, offer, banner]);
  return null;
}
