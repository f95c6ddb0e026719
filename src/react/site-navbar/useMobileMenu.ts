import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Below this width of its own the navbar folds its links into the disclosure menu: Tailwind's `@3xl` container
 * size (48rem, compiled to px at the standard 16px by scripts/shadow-css.ts).
 */
export const MOBILE_BREAKPOINT_PX = 768;

export type MobileMenu = {
  open: boolean;
  toggle(): void;
  /** Closes; with `focusButton`, focus returns to the menu button (Escape, or a choice that stays on the page). */
  close(options?: { focusButton?: boolean }): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** For the button and the menu: Escape closes and returns focus to the button. */
  onKeyDown(event: KeyboardEvent): void;
};

/**
 * At the breakpoint the menu and its button are hidden (display: none), so focus inside them would fall to
 * <body>. It moves to the same link in the bar instead, or else to the brand. Found by the declared parts
 * (src/elements/site-navbar.ts), which stay stable for host pages anyway.
 */
function moveFocusToBar(bar: HTMLElement, button: HTMLElement | null): void {
  const focused = (bar.getRootNode() as Document | ShadowRoot).activeElement;
  const panel = bar.querySelector('[part~="mobile-menu"]');
  if (!focused || !(focused === button || panel?.contains(focused))) return;
  const href = focused.getAttribute('href');
  const links = [...bar.querySelectorAll<HTMLAnchorElement>('[part~="menu"] a')];
  const target = links.find((link) => href !== null && link.getAttribute('href') === href);
  (target ?? bar.querySelector<HTMLAnchorElement>('a[part~="brand"]'))?.focus();
}

/**
 * The open/closed state of the mobile menu (WAI-ARIA disclosure pattern). While open, it watches the width of
 * `container` (the element that the container queries measure) and closes once it reaches the breakpoint, where
 * the menu is hidden and the links show in the bar.
 */
export function useMobileMenu(container: RefObject<HTMLElement | null>): MobileMenu {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((options: { focusButton?: boolean } = {}) => {
    setOpen(false);
    if (options.focusButton) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      close({ focusButton: true });
    },
    [open, close],
  );

  useEffect(() => {
    const node = container.current;
    if (!open || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? 0;
      if (width < MOBILE_BREAKPOINT_PX) return;
      // Now, before the browser's focus fixup at the end of this frame sends focus to <body>.
      moveFocusToBar(node, buttonRef.current);
      setOpen(false);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [open, container]);

  return { open, toggle, close, buttonRef, onKeyDown };
}
