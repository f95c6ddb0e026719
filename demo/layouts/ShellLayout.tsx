import { Outlet } from 'react-router';
import '../../src/elements/site-navbar';
import { COMPANY } from '../../src/data/company';
import type { NavbarNavigateDetail } from '../../src/react/site-navbar/navigation';
import { SiteFooter } from '../components/SiteFooter';
import { SkipLink } from '../components/SkipLink';
import { useInAppLinks } from '../components/useInAppLinks';

/** Set as a property (an array, kept as given): React 19 passes props to custom elements as properties. */
const PUBLIC_MENU = [{ label: 'Courses', href: '/public/features/courses/all', isActive: false }];

/** The public learning site's frame: Coursify navbar, page, public footer (2025). */
export function ShellLayout() {
  const route = useInAppLinks();
  const onNavigate = (event: CustomEvent<NavbarNavigateDetail>) => route(event, event.detail.href);
  return (
    <div className="flex min-h-screen flex-col">
      {/* The banner landmark holds the skip link and the bar; it is what sticks (the bar is sticky within it). */}
      <header className="sticky top-0 z-40">
        <SkipLink />
        <site-navbar
          onnavbar-navigate={onNavigate}
          variant="public"
          items={PUBLIC_MENU}
          phone={COMPANY.phone}
          chat={`mailto:${COMPANY.email}`}
        />
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter variant="public" />
    </div>
  );
}
