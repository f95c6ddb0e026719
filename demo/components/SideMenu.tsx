import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { isActiveItem, type SidebarItem, type SideMenuConfig } from './side-menus';

function MenuLink({ item, active }: { item: SidebarItem; active: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.link}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
        active
          ? 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900/60 dark:text-white'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
      }`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="flex-1">{item.label}</span>
      {item.badge && (
        <span className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only">(</span>
          {item.badge}
          <span className="sr-only">)</span>
        </span>
      )}
    </Link>
  );
}

type ListProps = { items: SidebarItem[]; pathname: string; labelledBy?: string };

function MenuList({ items, pathname, labelledBy }: ListProps) {
  return (
    <ul className="space-y-1" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id}>
          <MenuLink item={item} active={isActiveItem(item, pathname)} />
        </li>
      ))}
    </ul>
  );
}

/** The side menu of the learner and admin areas: main items, then a secondary section; the current page marked. */
export function SideMenu({ menu }: { menu: SideMenuConfig }) {
  const { pathname } = useLocation();
  const moreId = useId();
  return (
    <nav aria-label={`${menu.label} menu`} className="space-y-6">
      <MenuList items={menu.items} pathname={pathname} />
      <div>
        <p
          id={moreId}
          className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
        >
          More
        </p>
        <div className="mt-2">
          <MenuList items={menu.secondary} pathname={pathname} labelledBy={moreId} />
        </div>
      </div>
    </nav>
  );
}
