/// <reference types="mocha" />
/**
 * The CDN autoloader (dist/cdn/autoloader.js, a lite-build file whichever build the rest of the suite runs on):
 * an element's module loads when its tag is in the document at load, when it is added later, and inside an open
 * shadow root the page names with `autoload(root)`; only known tags, only from the autoloader's own directory.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { part, shadow, until, untilBar, untilCards, untilToggleButton } from './helpers';

const AUTOLOADER = '/dist/cdn/autoloader.js';

/** Every script the page fetched so far (module loads included), as paths. */
function fetchedPaths(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
}

let autoload: (root?: Document | DocumentFragment | Element) => void;

describe('the CDN autoloader', () => {
  before(async () => {
    // The runner's own modules can fill the default buffer of 250 entries; the element modules must be listed.
    performance.setResourceTimingBufferSize(10_000);
    // In the page before the autoloader runs, as a partner's HTML would have it.
    const early = document.createElement('theme-toggle');
    early.id = 'early';
    document.body.append(early);
    ({ autoload } = await import(/* @vite-ignore */ AUTOLOADER));
  });

  it('loads an element whose tag is in the document when it runs', async () => {
    await until(() => customElements.get('theme-toggle'), '<theme-toggle> defined');
    await untilToggleButton(document.getElementById('early') as HTMLElement);
  });

  it('loads an element whose tag is added later', async () => {
    expect(customElements.get('course-catalog'), 'not loaded before it appears').to.equal(undefined);
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    host.innerHTML = '<section><course-catalog></course-catalog></section>';
    await until(() => customElements.get('course-catalog'), '<course-catalog> defined');
    await untilCards(host.querySelector('course-catalog') as HTMLElement, 3);
  });

  it('inside an open shadow root: only once told about it, then later additions too', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<site-navbar variant="public"></site-navbar>';
    // The document's observer does not see into shadow roots.
    await nextFrame();
    await nextFrame();
    expect(customElements.get('site-navbar'), 'not loaded from an unknown shadow root').to.equal(undefined);

    autoload(root);
    await until(() => customElements.get('site-navbar'), '<site-navbar> defined');
    await untilBar(root.querySelector('site-navbar') as HTMLElement);

    root.append(document.createElement('ecosystem-grid'));
    const grid = root.querySelector('ecosystem-grid') as HTMLElement;
    await until(() => customElements.get('ecosystem-grid'), '<ecosystem-grid> defined');
    await until(() => part(grid, 'card'), '<ecosystem-grid> rendered in the shadow root');
    expect(shadow(grid).querySelectorAll('[part~="card"]').length).to.be.greaterThan(0);
  });

  it('loads only known tags, only from its own directory, each module once, and no React host', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    // A coursify-elements/react component's host (server-rendered, before its app hydrates) is the tag marked
    // data-cf-element: the component renders it, so the element's module would be downloaded for nothing.
    host.innerHTML =
      '<course-catalog-extra></course-catalog-extra><coursify-thing></coursify-thing><course-catalog></course-catalog>' +
      '<login-form data-cf-element="login-form"></login-form>';
    await nextFrame();
    await nextFrame();
    const scripts = fetchedPaths().filter((path) => path.startsWith('/dist/'));
    expect(
      scripts.every((path) => path.startsWith('/dist/cdn/')),
      scripts.join(', '),
    ).to.equal(true);
    // Shared chunks and the grid's card icons (a module each) aside: the element modules.
    const entries = scripts.filter((path) => !path.includes('/chunks/') && !path.includes('/icons/')).sort();
    // The autoloader imports each element's module (define/<tag>.js, which holds the code) and registers it: the
    // self-registering entry (<tag>.js) would be one more file to fetch.
    const loaded = ['course-catalog', 'ecosystem-grid', 'site-navbar', 'theme-toggle'];
    expect(entries).to.deep.equal(
      ['/dist/cdn/autoloader.js', ...loaded.map((tag) => `/dist/cdn/define/${tag}.js`)].sort(),
    );
    expect(customElements.get('course-catalog-extra')).to.equal(undefined);
    expect(customElements.get('login-form'), 'a React host loads nothing').to.equal(undefined);
  });
});
