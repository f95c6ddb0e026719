/**
 * What the keyboard walk (test/keyboard/walks.mjs) asks the page at each focus stop. Each function runs inside the
 * page (puppeteer's evaluate, WebDriver's Execute Script): it is sent as source, so it uses nothing from this
 * module's scope.
 */

/**
 * Waits until scrolling has settled (the page's smooth scrolling, or an engine scrolling the focused element into
 * view), then describes the focused element (through shadow roots) and what is wrong with it:
 * - not visible (no box, `visibility`, `opacity`, `display`), or entirely outside the viewport (an engine may leave
 *   a tall element partly below the viewport's edge: Firefox does for a scrollable region, which is a Tab stop);
 * - under the sticky bar (outside the bar, its top above the bar's bottom edge), or hidden by anything else: the
 *   element found at its centre (through shadow roots) is neither it nor inside it;
 * - and for the stop before it, now unfocused: its focus indicator (outline, box shadow) did not differ from how
 *   it looks without focus.
 * Resolves to null when nothing in the page has focus (the walk left the document).
 */
export function focusStop() {
  const deepActive = () => {
    let node = document.activeElement;
    while (node?.shadowRoot?.activeElement) node = node.shadowRoot.activeElement;
    return node === document.body || node === document.documentElement ? null : node;
  };
  /** Whether `node` is `target` or inside it, across shadow roots and slots. */
  const within = (node, target) => {
    for (let n = node; n; n = n.assignedSlot ?? n.parentNode ?? n.host) if (n === target) return true;
    return false;
  };
  const inside = (node, selector) => {
    for (let n = node; n; n = n.assignedSlot ?? n.parentNode ?? n.host) if (n.matches?.(selector)) return n;
    return null;
  };
  const name = (el) => {
    const text = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
    const labelled = el.getAttribute('aria-labelledby');
    const root = el.getRootNode();
    const byId = labelled
      ?.split(/\s+/)
      .map((id) => root.getElementById?.(id)?.textContent)
      .join(' ');
    const label =
      text(el.getAttribute('aria-label')) ||
      text(byId) ||
      text(el.labels?.[0]?.textContent) ||
      text(el.textContent) ||
      text(el.getAttribute('title')) ||
      text(el.getAttribute('placeholder')) ||
      el.id;
    return `${el.localName} "${label.slice(0, 50)}"`;
  };
  const indicator = (el) => {
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return `outline ${outline}; box-shadow ${style.boxShadow}`;
  };
  const frames = (count) =>
    new Promise((done) => {
      const next = (left) => (left ? requestAnimationFrame(() => next(left - 1)) : done());
      next(count);
    });

  const settled = async () => {
    const started = performance.now();
    let last = '';
    let same = 0;
    while (performance.now() - started < 3000) {
      await frames(1);
      const box = deepActive()?.getBoundingClientRect();
      const now = `${scrollX},${scrollY},${box?.top},${box?.left}`;
      same = now === last ? same + 1 : 0;
      last = now;
      // A busy engine may start its smooth scroll to a far focus stop a few frames late: until the stop is in view,
      // stillness counts only once it has lasted a while.
      const inView = box && box.bottom > 0 && box.top < innerHeight;
      const waited = performance.now() - started;
      if (same >= 3 && waited > 60 && (inView || waited > 1500)) return;
    }
  };

  return settled().then(() => {
    window.__keyboardWalk ??= { previous: null };
    const state = window.__keyboardWalk;
    const el = deepActive();
    const problems = [];
    const earlier = state.previous;
    if (earlier && earlier.el !== el && earlier.el.isConnected && indicator(earlier.el) === earlier.focused) {
      problems.push(`no visible focus indicator on the stop before (${earlier.name}): ${earlier.focused}`);
    }
    if (!el) {
      state.previous = null;
      return { none: true, problems };
    }
    const rect = el.getBoundingClientRect();
    const bar = document.querySelector('site-navbar')?.closest('header') ?? document.querySelector('site-navbar');
    const barBottom = bar ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
    const region = inside(el, 'dialog')
      ? 'dialog'
      : bar && within(el, bar)
        ? 'bar'
        : inside(el, 'install-prompt')
          ? 'banner'
          : inside(el, 'main, #main')
            ? 'main'
            : inside(el, 'footer')
              ? 'footer'
              : 'page';
    const label = name(el);
    const where = `at x ${Math.round(rect.left)}, y ${Math.round(rect.top)}, ${Math.round(rect.width)}×${Math.round(rect.height)}`;

    const shown =
      rect.width > 0 &&
      rect.height > 0 &&
      (el.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) ?? true);
    if (!shown) problems.push(`${label} is not visible (${where})`);
    else if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) {
      problems.push(`${label} is outside the viewport (${where})`);
    } else {
      // Clear of the sticky bar: entirely below it (what is in the bar, or in a modal dialog, is above it).
      if (region !== 'bar' && region !== 'dialog' && rect.top < barBottom - 0.5) {
        problems.push(
          `${label} is under the sticky bar: its top at y ${rect.top.toFixed(1)}, the bar's bottom ${barBottom}`,
        );
      }
      // A link that wraps onto two lines has a bounding box whose centre may lie on the text around it: its first
      // line's box is the link itself.
      const line = el.getClientRects()[0] ?? rect;
      const x = Math.min(Math.max(line.left + line.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(line.top + line.height / 2, 0), innerHeight - 1);
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const deeper = hit.shadowRoot.elementFromPoint(x, y);
        if (!deeper || deeper === hit) break;
        hit = deeper;
      }
      if (!hit || !within(hit, el)) {
        problems.push(`${label} is hidden at its centre by ${hit ? name(hit) : 'nothing'} (${where})`);
      }
    }
    state.previous = { el, name: label, focused: indicator(el) };
    return { name: label, region, problems, top: Math.round(rect.top) };
  });
}

/** Forgets the stop before (a step that is not a Tab, after which the previous stop is not compared). */
export function forgetStop() {
  if (window.__keyboardWalk) window.__keyboardWalk.previous = null;
  return true;
}

/** Resolves once the shell has rendered: the navbar defined and drawn, the page's main content present. */
export function shellReady() {
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const started = performance.now();
  const ready = () =>
    document.querySelector('site-navbar')?.shadowRoot?.querySelector('nav') &&
    document.querySelector('#main')?.querySelector('h1, h2, a, button, input');
  return (async () => {
    while (!ready()) {
      if (performance.now() - started > 15_000) return false;
      await frames();
    }
    await customElements.whenDefined('install-prompt');
    await frames();
    return true;
  })();
}
