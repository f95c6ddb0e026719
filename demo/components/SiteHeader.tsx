import dyslexicFontUrl from '@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2?url';
import Download from 'lucide-react/icons/download';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import '../../src/elements/auto/accessibility-panel';
import '../../src/elements/auto/site-navbar';
import '../../src/elements/auto/theme-toggle';
import type { InstallPromptElement } from '../../src/elements/install-prompt';
import type { MenuItemInput, NavbarNavigateDetail, SiteNavbarElement } from '../../src/elements/site-navbar';
import { COMPANY } from '../data/company';
import { hydratableJson } from './hydratable-json';
import { SkipLink } from './SkipLink';
import { useElementEvent } from './useElementEvent';
import { useInAppLinks } from './useInAppLinks';

/** The public learning site's menu; the item of the current area (`section`, a path prefix) is marked active. */
const PUBLIC_MENU = [
  { label: 'Courses', href: '/public/features/courses/all', section: '/public/features/courses/' },
  {
    label: 'Progress',
    href: '/public/features/learner/learner-progress-tracker',
    section: '/public/features/learner/',
  },
  { label: 'About', href: '/public/pages/about', section: '/public/pages/' },
  { label: 'Elements', href: '/docs/elements', section: '/docs/' },
];

/** The site has no chat service of its own; the shortcut points at the company's chat address. */
const CHAT_URL = 'https://chat.coursify.example/';

type Props = { variant: 'landing' | 'public' | 'private' };

/**
 * The banner of every layout: skip link, `<site-navbar>` with the install offer, the theme toggle and the
 * accessibility panel in its slots. The banner is what sticks (the bar is sticky within it); in-app links of the
 * bar are routed by react-router.
 *
 * The bar's `actions` slot holds the shell's "Install app" button: it opens the dialog of the page's one
 * `<install-prompt>`, which sits after the page (AppFrame) so that the banner it shows by itself comes in the Tab
 * order where it is on screen, at the bottom, not between the bar's buttons. The button shows only while that
 * element has something to offer (its `offer` state, styles.css).
 *
 * The header's height is published for the scroll padding that keeps focused elements clear of it (styles.css).
 */
export function SiteHeader({ variant }: Props) {
  const navbar = useRef<SiteNavbarElement>(null);
  const route = useInAppLinks();
  const { pathname } = useLocation();
  useElementEvent<NavbarNavigateDetail>(navbar, 'navbar-navigate', (event) => route(event, event.detail.href));
  // The landing bar has its in-page links; the private area's menu starts empty (SPEC: both menu lists start empty).
  const items: MenuItemInput[] | undefined =
    variant === 'public'
      ? PUBLIC_MENU.map(({ label, href, section }) => ({ label, href, isActive: pathname.startsWith(section) }))
      : undefined;
  const header = useRef<HTMLElement>(null);
  useBarHeight(header);
  return (
    <header ref={header} className="sticky top-0 z-40">
      <SkipLink />
      <site-navbar
        ref={navbar}
        variant={variant}
        items={items && hydratableJson(items)}
        phone={COMPANY.phone}
        chat={CHAT_URL}
      >
        <InstallAppButton />
        <theme-toggle slot="theme-toggle" />
        {/* The font is bundled with the shell (same origin); the panel registers it at document level when needed.
            An attribute, not the property: the landing page is server-rendered, and hydration sets no properties. */}
        <accessibility-panel slot="accessibility" font-url={dyslexicFontUrl} />
      </site-navbar>
    </header>
  );
}

/**
 * Pads the scrolling root by the sticky header's height, and keeps it current (a larger font size, the mobile menu
 * opening), so what the browser scrolls into view (a focused element, an in-page link's target) is never left
 * under the bar (styles.css has the padding until then). The padding itself, not a custom property the stylesheet
 * reads: custom properties are inherited, and one set on the root restyled every element of the page, shadow roots
 * included, right after the shell hydrated (231 elements, 120–300 ms at 4× CPU on the courses page).
 */
function useBarHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = header.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `calc(${node.offsetHeight}px + 1rem)`;
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [header]);
}

/**
 * "Install app" in the bar: opens the install dialog of the page's `<install-prompt>` (AppFrame), which returns
 * focus here when it closes. Hidden (not in the Tab order either) unless the element has something to offer.
 */
function InstallAppButton() {
  return (
    <button
      type="button"
      slot="actions"
      aria-haspopup="dialog"
      onClick={() => document.querySelector<InstallPromptElement>('install-prompt')?.open()}
      className="install-app-button h-9 shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-300"
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span className="max-sm:sr-only">Install app</span>
    </button>
  );
}
