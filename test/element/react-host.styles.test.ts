/**
 * The same partner CSS styles coursify-elements/react's <CourseCatalog> and the <course-catalog> element alike: the
 * component's host is the tag itself, a defined custom element with custom states (src/react-host/host-element.ts).
 * And a page with both (the element's script and a React app) behaves as docs/decisions/react-host-tag.md decides:
 * loaded first, the element leaves the React component's host to React; loaded after a React component rendered, it
 * is not defined, with one warning naming the tag. The app is React 19 (or preact/compat) bundled with the built
 * dist/react (scripts/wtr-react-bundle.mjs); the element is the build under test.
 */
import { expect } from '@open-wc/testing';
import { type FramePage, framePage, pageWith } from './frame';
import { CATALOG_MODULE, course, titles, until } from './helpers';

const PARTNER_CSS = `
  course-catalog { outline: 3px dashed rgb(1, 2, 3); content-visibility: auto; }
  course-catalog::part(card) { border-top-color: rgb(200, 10, 20); }
  course-catalog:state(dark) { outline-color: rgb(7, 8, 9); }
`;
const ELEMENT_COURSES = [course(1, { title: 'Element course' })];
const REACT_COURSES = [course(2, { title: 'React course' })];
const STATES = CSS.supports('selector(:state(dark))');

type ReactApp = { mount(container: Element, props: Record<string, unknown>): () => void };
const appUrl = (runtime: string) =>
  `/__react-bundle/course-catalog-app.js${runtime === 'preact' ? '?runtime=preact' : ''}`;

/** What the partner's CSS decides on a host and its first card. */
function partnerLook(host: Element) {
  const style = getComputedStyle(host);
  const card = host.shadowRoot?.querySelector('[part~="card"]');
  return {
    outlineStyle: style.outlineStyle,
    outlineColor: style.outlineColor,
    contentVisibility: style.getPropertyValue('content-visibility'),
    cardBorderTopColor: card ? getComputedStyle(card).borderTopColor : 'no card',
  };
}

const EXPECTED_LIGHT = {
  outlineStyle: 'dashed',
  outlineColor: 'rgb(1, 2, 3)',
  contentVisibility: CSS.supports('content-visibility', 'auto') ? 'auto' : '',
  cardBorderTopColor: 'rgb(200, 10, 20)',
};
const EXPECTED_DARK = { ...EXPECTED_LIGHT, outlineColor: STATES ? 'rgb(7, 8, 9)' : 'rgb(1, 2, 3)' };

async function mountReact(page: FramePage, courses: unknown[]): Promise<Element> {
  const win = page.win as unknown as { reactApp?: ReactApp };
  await until(() => win.reactApp !== undefined, 'the React app loaded');
  const container = page.doc.getElementById('app') as Element;
  win.reactApp?.mount(container, { courses });
  await until(
    () => (container.firstElementChild?.shadowRoot?.querySelectorAll('[part~="card"]').length ?? 0) > 0,
    'React cards',
  );
  return container.firstElementChild as Element;
}

function warningsOf(page: FramePage): string[] {
  const seen: string[] = [];
  page.win.console.warn = (...args: unknown[]) => seen.push(args.map(String).join(' '));
  return seen;
}

async function loadScript(page: FramePage, src: string): Promise<void> {
  const script = page.doc.createElement('script');
  script.type = 'module';
  script.src = src;
  const loaded = new Promise((resolve, reject) => {
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', reject, { once: true });
  });
  page.doc.head.append(script);
  await loaded;
}

async function untilLook(host: Element, expected: object, what: string): Promise<void> {
  await until(() => JSON.stringify(partnerLook(host)) === JSON.stringify(expected), what);
}

describe('partner CSS on the React component and on the element', () => {
  let frames: FramePage[] = [];
  afterEach(() => {
    for (const page of frames) page.frame.remove();
    frames = [];
  });
  const open = async (modules: string[], body: string) => {
    const page = await framePage(600, 500, pageWith(modules, `<style>${PARTNER_CSS}</style>${body}`));
    frames.push(page);
    return page;
  };

  for (const runtime of ['react', 'preact']) {
    it(`the tag's ::part(), :state(dark) and type selector apply alike (React entry on ${runtime})`, async () => {
      const elementPage = await open([CATALOG_MODULE], '<course-catalog></course-catalog>');
      const element = elementPage.doc.querySelector('course-catalog') as Element & { courses: unknown };
      element.courses = ELEMENT_COURSES;
      await until(() => titles(element).length === 1, 'element cards');

      const reactPage = await open([appUrl(runtime)], '<div id="app"></div>');
      const host = await mountReact(reactPage, REACT_COURSES);
      expect(host.localName).to.equal('course-catalog');

      await untilLook(element, EXPECTED_LIGHT, 'the element styled by the partner');
      await untilLook(host, EXPECTED_LIGHT, 'the React component styled as the element');

      for (const page of [elementPage, reactPage]) page.doc.documentElement.classList.add('dark');
      await untilLook(element, EXPECTED_DARK, 'the dark element');
      await untilLook(host, EXPECTED_DARK, 'the dark React component');
      if (STATES) expect(host.matches(':state(dark)')).to.equal(true);
      expect(partnerLook(host)).to.deep.equal(partnerLook(element));
    });
  }
});

describe('the element and the React component on one page', () => {
  let page: FramePage | undefined;
  afterEach(() => page?.frame.remove());

  it('element loaded first: it leaves the React host to React; both render, styled alike, no warning', async () => {
    page = await framePage(
      600,
      700,
      pageWith(
        [CATALOG_MODULE, appUrl('react')],
        `<style>${PARTNER_CSS}</style><course-catalog id="element"></course-catalog><div id="app"></div>`,
      ),
    );
    const warnings = warningsOf(page);
    const element = page.doc.getElementById('element') as unknown as Element & { courses: unknown };
    element.courses = ELEMENT_COURSES;
    const host = await mountReact(page, REACT_COURSES);
    await until(() => titles(element).length === 1, 'element cards');

    // The React host is an instance of the element's class, yet shows only what React renders, once.
    expect(host).to.be.instanceOf(page.win.customElements.get('course-catalog') as CustomElementConstructor);
    expect(titles(host)).to.deep.equal(['React course']);
    expect(host.shadowRoot?.querySelectorAll('.cf-root').length).to.equal(1);
    expect(titles(element)).to.deep.equal(['Element course']);

    await untilLook(host, EXPECTED_LIGHT, 'the React component styled');
    page.doc.documentElement.classList.add('dark');
    await untilLook(element, EXPECTED_DARK, 'the dark element');
    await untilLook(host, EXPECTED_DARK, 'the dark React component');
    expect(warnings).to.deep.equal([]);
  });

  it('element loaded after a React component rendered: not defined, one warning naming the tag; React unharmed', async () => {
    page = await framePage(600, 700, pageWith([appUrl('react')], `<style>${PARTNER_CSS}</style><div id="app"></div>`));
    const warnings = warningsOf(page);
    const host = await mountReact(page, REACT_COURSES);
    page.doc.body.insertAdjacentHTML('beforeend', '<course-catalog id="element"></course-catalog>');
    await loadScript(page, CATALOG_MODULE);

    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.contain('<course-catalog>');
    expect(warnings[0]).to.contain('coursify-elements/react');
    // The tag stays the React host's: the plain tag outside React has nothing in it.
    expect(page.doc.getElementById('element')?.shadowRoot ?? null).to.equal(null);
    expect(titles(host)).to.deep.equal(['React course']);
    page.doc.documentElement.classList.add('dark');
    await untilLook(host, EXPECTED_DARK, 'the dark React component');
  });
});

describe('the element sheets in engines without custom states', () => {
  /** A selector list's selectors: split at the commas outside parentheses (`:is(a, b)` is one selector). */
  function topLevelList(text: string): string[] {
    const parts = [''];
    let depth = 0;
    for (const char of text) {
      depth += char === '(' ? 1 : char === ')' ? -1 : 0;
      if (char === ',' && depth === 0) parts.push('');
      else parts[parts.length - 1] += char;
    }
    return parts;
  }

  /** Every style rule of a sheet, inside layers, media and container queries. */
  function styleRules(rules: CSSRuleList): CSSStyleRule[] {
    return [...rules].flatMap((rule) => {
      const nested = (rule as CSSGroupingRule).cssRules ? styleRules((rule as CSSGroupingRule).cssRules) : [];
      // Not `instanceof`: the rules are the frame's.
      return 'selectorText' in rule ? [rule as CSSStyleRule, ...nested] : nested;
    });
  }

  it('no rule lists a :state() selector beside other selectors (an engine without :state() would drop them all)', async () => {
    const page = await framePage(400, 300, pageWith([CATALOG_MODULE], '<course-catalog></course-catalog>'));
    try {
      const sheets = page.doc.querySelector('course-catalog')?.shadowRoot?.adoptedStyleSheets ?? [];
      const rules = sheets.flatMap((sheet) => styleRules(sheet.cssRules));
      expect(rules.some((rule) => rule.selectorText.includes(':state('))).to.equal(true);
      const mixed = rules
        .map((rule) => rule.selectorText)
        .filter((text) => text.includes(':state(') && topLevelList(text).some((part) => !part.includes(':state(')));
      expect(mixed).to.deep.equal([]);
    } finally {
      page.frame.remove();
    }
  });
});
