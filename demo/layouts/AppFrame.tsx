import { useEffect } from 'react';
import { Outlet } from 'react-router';
import '../../src/elements/auto/install-prompt';
import { useRouteFocus } from '../components/useRouteFocus';

/**
 * The outermost route: every shell renders inside it. It outlives the shells, so the announcement of a new page
 * comes from a live region that was already in the document (a region inserted with its text is often not read).
 *
 * The page's one `<install-prompt>` is placed here, after the page. The banner it shows by itself (from the second
 * page view on: a card in the bottom corner, a bar across the bottom of a phone) then comes in the Tab order and to
 * a screen reader after the footer, at the end, where the eye finds it, not among the navbar's buttons; the bar's
 * "Install app" button (SiteHeader) opens its dialog. Outside the shells, it stays put when a navigation changes
 * the layout.
 */
export function AppFrame() {
  const announcement = useRouteFocus();
  // The outermost component's effects run last: when this attribute appears, every listener of the first page is
  // live. Until then a prerendered page's links are plain links (a click loads the next page); scripts and tests
  // that must tell the two apart wait for it.
  useEffect(() => document.documentElement.setAttribute('data-shell-interactive', ''), []);
  return (
    <>
      <Outlet />
      <install-prompt instructions />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </p>
    </>
  );
}
