import { Outlet } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';

/** The marketing page's frame: landing navbar (in-page links), page, landing footer. */
export function LandingLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader variant="landing" />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter variant="landing" />
    </div>
  );
}
