import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A path of this app (`/public/…`), not another site, a protocol-relative URL or an in-page `#anchor`. */
export function isAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/**
 * For the elements' cancelable navigation events (`course-navigate`, `navbar-navigate`): a link into this app is
 * routed by react-router (no page load); anything else is left to the browser.
 */
export function useInAppLinks(): (event: Event, href: string | null | undefined) => void {
  const navigate = useNavigate();
  return useCallback(
    (event, href) => {
      // A listener nearer the element may already have taken over (and cancelled): leave it to that one.
      if (event.defaultPrevented || !isAppPath(href)) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
