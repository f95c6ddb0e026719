import type { KeyboardEvent, MouseEvent } from 'react';
import { ariaCurrent, type MenuItem } from '../../lib/menu-items';

type Props = {
  items: readonly MenuItem[];
  /** `bar`: the row of links at wide widths; `panel`: the mobile menu's column. */
  layout: 'bar' | 'panel';
  id?: string;
  hidden?: boolean;
  onLinkClick(item: MenuItem, event: MouseEvent<HTMLAnchorElement>): void;
  onKeyDown?(event: KeyboardEvent): void;
};

const LINK = {
  bar: 'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap motion-safe:transition-colors',
  panel: 'block rounded-md px-3 py-2.5 text-base font-medium motion-safe:transition-colors',
};
const ACTIVE = 'bg-muted text-primary';
const INACTIVE = 'text-fg-muted hover:bg-muted hover:text-fg';

const LIST = {
  // Shown from the breakpoint up; below it the mobile menu holds the same links.
  bar: 'hidden items-center gap-1 @3xl:flex',
  panel: 'flex flex-col gap-1 border-t border-line px-3 py-3 @sm:px-4 @3xl:hidden',
};

/** The menu items as real links (text is text), the active one marked with `aria-current`. */
export function MenuLinks({ items, layout, id, hidden, onLinkClick, onKeyDown }: Props) {
  return (
    <ul id={id} hidden={hidden} part={layout === 'bar' ? 'menu' : 'mobile-menu'} className={LIST[layout]}>
      {items.map((item) => (
        <li key={item.key}>
          <a
            part={item.isActive ? 'link link-active' : 'link'}
            href={item.href}
            aria-current={ariaCurrent(item)}
            onClick={(event) => onLinkClick(item, event)}
            onKeyDown={onKeyDown}
            className={`${LINK[layout]} ${item.isActive ? ACTIVE : INACTIVE}`}
          >
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
