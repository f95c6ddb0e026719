import BookOpen from 'lucide-react/icons/book-open';
import ChartLine from 'lucide-react/icons/chart-line';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import LogIn from 'lucide-react/icons/log-in';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ComponentType, SVGProps } from 'react';
import { ADMIN_PROGRESS_PATH, LEARNER_PATHS } from './breadcrumbs';

/** A sidebar item: id, icon, label, link, optional badge. */
export type SidebarItem = {
  id: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  link: string;
  badge?: string;
};

/** A side menu: its main items and a secondary section. */
export type SideMenuConfig = { label: string; items: SidebarItem[]; secondary: SidebarItem[] };

const SECONDARY: SidebarItem[] = [
  { id: 'courses', icon: BookOpen, label: 'All courses', link: '/public/features/courses/all' },
  { id: 'help', icon: LifeBuoy, label: 'Account help', link: '/public/pages/about' },
];

export const LEARNER_MENU: SideMenuConfig = {
  label: 'Learner',
  items: [
    { id: 'progress-tracker', icon: ChartLine, label: 'Progress Tracker', link: LEARNER_PATHS.tracker },
    { id: 'templates', icon: LayoutTemplate, label: 'Templates', link: LEARNER_PATHS.templates, badge: 'New' },
  ],
  secondary: [...SECONDARY, { id: 'login', icon: LogIn, label: 'Log in', link: LEARNER_PATHS.login }],
};

export const ADMIN_MENU: SideMenuConfig = {
  label: 'Admin',
  items: [
    { id: 'admin-progress-tracker', icon: ShieldCheck, label: 'Admin Progress Tracker', link: ADMIN_PROGRESS_PATH },
  ],
  secondary: [
    { id: 'progress-tracker', icon: ChartLine, label: 'Learner progress tracker', link: LEARNER_PATHS.tracker },
    ...SECONDARY,
  ],
};

/** An item is the current page when the path is its link or a page below it (finalizing-features). */
export function isActiveItem(item: SidebarItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === item.link || path.startsWith(`${item.link}/`);
}
