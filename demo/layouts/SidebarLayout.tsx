import { Outlet } from 'react-router';
import { Breadcrumb } from '../components/Breadcrumb';
import type { Crumb } from '../components/breadcrumbs';
import { SideMenu } from '../components/SideMenu';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import type { SideMenuConfig } from '../components/side-menus';

type Props = { menu: SideMenuConfig; trail: Crumb[] };

/**
 * The frame of the learner and admin areas: Coursify navbar, breadcrumb trail, side menu beside the page (above it
 * on narrow screens), public footer (2025).
 */
export function SidebarLayout({ menu, trail }: Props) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader variant="public" />
      <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Breadcrumb trail={trail} />
        <div className="mt-6 flex flex-col gap-8 md:flex-row">
          <aside className="md:w-60 md:shrink-0">
            <SideMenu menu={menu} />
          </aside>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
      <SiteFooter variant="public" />
    </div>
  );
}
