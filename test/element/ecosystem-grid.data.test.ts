/// <reference types="mocha" />
/**
 * <ecosystem-grid> data paths other than the inline child (ecosystem-grid.json-child.test.ts), on the built
 * module: the items property and JSON attribute, src (loading, 404, not JSON, unsafe, Retry, abort), and the
 * order of precedence property/attribute > src > inline child > default apps.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import {
  alertText,
  app,
  cards,
  hasAlertIn,
  loadGrid,
  shadow,
  spyConsole,
  spyFetch,
  titles,
  until,
  untilCards,
} from './helpers';

const FIXTURE = '/test/fixtures/ecosystem.json';
const MISSING = '/test/fixtures/missing-apps.json';
const retryButton = (el: Element) =>
  [...shadow(el).querySelectorAll('button')].find((button) => button.textContent === 'Retry') ?? null;

describe('<ecosystem-grid> data', () => {
  before(async () => {
    await loadGrid();
  });

  describe('items', () => {
    it('a property keeps the array as given and writes no attribute', async () => {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
      const data = [app(1), app(2)];
      el.items = data;
      await untilCards(el, 2);
      expect(el.items).to.equal(data);
      expect(el.hasAttribute('items')).to.equal(false);
      expect(titles(el)).to.deep.equal(['App 1', 'App 2']);
    });

    it('a JSON attribute works for HTML-only pages, and a change re-renders', async () => {
      const json = JSON.stringify([app(1, { title: 'From an attribute' })]);
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid items=${json}></ecosystem-grid>`);
      await untilCards(el, 1);
      expect(titles(el)).to.deep.equal(['From an attribute']);
      el.setAttribute('items', JSON.stringify([app(1), app(2), app(3)]));
      await untilCards(el, 3);
    });

    it('removing the attribute returns to the default apps', async () => {
      const el = await fixture<EcosystemGridElement>(
        html`<ecosystem-grid items=${JSON.stringify([app(1)])}></ecosystem-grid>`,
      );
      await untilCards(el, 1);
      el.removeAttribute('items');
      await untilCards(el, 20);
    });

    it('setting the property to null clears it: the default apps, no error state', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
        el.items = [app(1)];
        await untilCards(el, 1);
        (el as { items?: unknown }).items = null;
        await untilCards(el, 20);
        expect(hasAlertIn(el)).to.equal(false);
        expect(logs.error).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });

    it('a property set before the element is defined is applied on upgrade', async () => {
      const { define } = await loadGrid();
      const el = document.createElement('late-grid') as EcosystemGridElement;
      const data = [app(9, { title: 'Set before upgrade' })];
      el.items = data;
      document.body.append(el);
      try {
        define('late-grid');
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['Set before upgrade']);
        expect(el.items).to.equal(data);
      } finally {
        el.remove();
      }
    });
  });

  describe('src', () => {
    it('shows a busy loading state, then the fetched cards', async () => {
      let release = () => {};
      const fetches = spyFetch({ hold: new Promise<void>((resolve) => (release = resolve)) });
      try {
        const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid src=${FIXTURE}></ecosystem-grid>`);
        await until(() => shadow(el).querySelector('[part~="grid"][aria-busy="true"]'), 'a busy region');
        expect(shadow(el).querySelector('[role="status"]')?.textContent).to.equal('Loading apps…');
        expect(cards(el)).to.have.length(0);
        release();
        await untilCards(el, 2);
        expect(titles(el)).to.deep.equal(['Notes', 'Calendar']);
        expect(shadow(el).querySelector('[aria-busy]') === null).to.equal(true);
        expect(fetches.urls).to.deep.equal([FIXTURE]);
      } finally {
        release();
        fetches.restore();
      }
    });

    it('a 404 shows an alert with Retry and logs console.error naming the element and src; Retry refetches', async () => {
      const logs = spyConsole();
      const fetches = spyFetch();
      try {
        const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid src=${MISSING}></ecosystem-grid>`);
        await until(() => retryButton(el), 'a Retry button');
        expect(alertText(el)).to.contain('404');
        const message = logs.error.find((line) => line.includes('404')) ?? '';
        expect(message).to.contain('<ecosystem-grid>');
        expect(message).to.contain('attribute "src"');
        retryButton(el)?.click();
        await until(() => logs.error.length === 2, 'a second failed attempt');
        expect(fetches.urls).to.deep.equal([MISSING, MISSING]);
      } finally {
        fetches.restore();
        logs.restore();
      }
    });

    it('an answer that is not JSON shows the error state', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<EcosystemGridElement>(
          html`<ecosystem-grid src="/test/fixtures/partner.html"></ecosystem-grid>`,
        );
        await until(() => hasAlertIn(el), 'an alert');
        expect(alertText(el)).to.contain('did not answer with JSON');
        expect(logs.error.some((line) => line.startsWith('<ecosystem-grid> attribute "src":'))).to.equal(true);
      } finally {
        logs.restore();
      }
    });

    it('JSON that is not an array shows the error state', async () => {
      const logs = spyConsole();
      try {
        const el = await fixture<EcosystemGridElement>(
          html`<ecosystem-grid src="/test/fixtures/not-a-list.json"></ecosystem-grid>`,
        );
        await until(() => hasAlertIn(el), 'an alert');
        expect(alertText(el)).to.contain('Apps could not be shown');
        expect(logs.error).to.deep.equal([
          '<ecosystem-grid> attribute "src": expected an array of apps, got an object',
        ]);
      } finally {
        logs.restore();
      }
    });

    for (const unsafe of ['javascript:alert(1)', 'data:application/json,[]']) {
      it(`the unsafe src ${JSON.stringify(unsafe)} fetches nothing and shows the error state`, async () => {
        const logs = spyConsole();
        const fetches = spyFetch();
        try {
          const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid src=${unsafe}></ecosystem-grid>`);
          await until(() => hasAlertIn(el), 'an alert');
          await nextFrame();
          expect(fetches.urls).to.deep.equal([]);
          expect(logs.error.some((line) => line.includes('<ecosystem-grid>') && line.includes(unsafe))).to.equal(true);
        } finally {
          fetches.restore();
          logs.restore();
        }
      });
    }

    it('changing src aborts the request in flight; leaving the page aborts too', async () => {
      const realFetch = window.fetch;
      const signals: AbortSignal[] = [];
      window.fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => {});
      };
      try {
        const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid src="/a.json"></ecosystem-grid>`);
        await until(() => signals.length === 1, 'first request');
        el.src = '/b.json';
        await until(() => signals.length === 2, 'second request');
        expect(signals[0].aborted).to.equal(true);
        expect(signals[1].aborted).to.equal(false);
        el.remove();
        await until(() => signals[1].aborted, 'aborted after leaving');
      } finally {
        window.fetch = realFetch;
      }
    });
  });

  describe('precedence: property/attribute > src > inline child > default', () => {
    const child = JSON.stringify([app(5, { title: 'From the child' })]);

    it('items win over src and the child, and nothing is fetched', async () => {
      const fetches = spyFetch();
      try {
        const host = await fixture<HTMLDivElement>(html`<div></div>`);
        host.innerHTML = `<ecosystem-grid src="${FIXTURE}" items='${JSON.stringify([app(1, { title: 'From items' })])}'><script type="application/json">${child}</script></ecosystem-grid>`;
        const el = host.firstElementChild as EcosystemGridElement;
        await untilCards(el, 1);
        await nextFrame();
        expect(titles(el)).to.deep.equal(['From items']);
        expect(fetches.urls).to.deep.equal([]);
      } finally {
        fetches.restore();
      }
    });

    it('src wins over the child; removing src falls back to the child, removing that to the defaults', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.innerHTML = `<ecosystem-grid src="${FIXTURE}"><script type="application/json">${child}</script></ecosystem-grid>`;
      const el = host.firstElementChild as EcosystemGridElement;
      await untilCards(el, 2);
      expect(titles(el)).to.deep.equal(['Notes', 'Calendar']);
      el.removeAttribute('src');
      await until(() => titles(el).join() === 'From the child', 'the child’s card');
      el.querySelector('script')?.remove();
      await untilCards(el, 20);
    });
  });
});
