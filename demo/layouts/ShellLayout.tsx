import { Outlet } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

/** The public learning site's frame: Coursify navbar, page, public footer (2025). */
export function ShellLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader variant="public" />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter variant="public" />
    </div>
  );
}
