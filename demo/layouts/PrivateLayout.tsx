import { Outlet } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

/** The private area's frame: Remotelify navbar, page, private footer (2024). */
export function PrivateLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader variant="private" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter variant="private" />
    </div>
  );
}
