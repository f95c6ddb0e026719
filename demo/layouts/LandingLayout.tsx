import { Outlet } from 'react-router';
import '../../src/elements/site-navbar';
import { COMPANY } from '../../src/data/company';
import type { NavbarNavigateDetail } from '../../src/react/site-navbar/navigation';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { useInAppLinks } from '../components/useInAppLinks';

/** The marketing page's frame: landing navbar (in-page links), page, landing footer. */
export function LandingLayout() {
  const route = useInAppLinks();
  const onNavigate = (event: CustomEvent<NavbarNavigateDetail>) => route(event, event.detail.href);
  return (
    <div className="flex min-h-screen flex-col">
      {/* The banner landmark holds the skip link and the bar; it is what sticks (the bar is sticky within it). */}
      <header className="sticky top-0 z-40">
        <SkipLink />
        <site-navbar
          onnavbar-navigate={onNavigate}
          variant="landing"
          phone={COMPANY.phone}
          chat={`mailto:${COMPANY.email}`}
        />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter variant="landing" />
    </div>
  );
}
