import { Outlet } from 'react-router';
import { useRouteFocus } from '../components/useRouteFocus';

/**
 * The outermost route: every shell renders inside it. It outlives the shells, so the announcement of a new page
 * comes from a live region that was already in the document (a region inserted with its text is often not read).
 */
export function AppFrame() {
  const announcement = useRouteFocus();
  return (
    <>
      <Outlet />
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </p>
    </>
  );
}
