/// <reference types="mocha" />
/**
 * <ecosystem-grid> never breaks the page (the element contract's rule on bad input, docs/architecture.md), on the built module in a real browser: malformed JSON,
 * non-array data, items with missing fields, HTML in text, unsafe links, unknown icons, invalid colours.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import {
  alertText,
  app,
  cards,
  hasAlertIn,
  loadGrid,
  shadow,
  spyConsole,
  titles,
  until,
  untilCards,
  watchPageErrors,
} from './helpers';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

async function gridWith(data: unknown): Promise<EcosystemGridElement> {
  const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
  (el as { items?: unknown }).items = data;
  return el;
}

const warned = (logs: { warn: string[] }, where: string) =>
  logs.warn.find((line) => line.startsWith(`<ecosystem-grid> ${where}:`)) ?? `(no warning for ${where})`;
const badgeIcon = (card: Element) =>
  /\blucide-([a-z-]+)/.exec(card.querySelector('[part~="card-icon"] svg')?.getAttribute('class') ?? '')?.[1];

describe('<ecosystem-grid> bad input', () => {
  before(async () => {
    await loadGrid();
  });

  it('a malformed items attribute: a visible alert and one console.error naming element and attribute', async () => {
    const logs = spyConsole();
    const errors = watchPageErrors();
    try {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid items="[{oops"></ecosystem-grid>`);
      await until(() => hasAlertIn(el), 'an alert');
      const notice = shadow(el).querySelector('[role="alert"]') as HTMLElement;
      expect(notice.checkVisibility()).to.equal(true);
      expect(alertText(el)).to.contain('<ecosystem-grid> attribute "items" is not valid JSON');
      expect(cards(el)).to.have.length(0);
      expect(logs.error.filter((line) => line.startsWith('<ecosystem-grid> attribute "items":'))).to.have.length(1);
      expect(errors.messages).to.deep.equal([]);
      el.items = [app(1)];
      await untilCards(el, 1);
      expect(hasAlertIn(el)).to.equal(false);
    } finally {
      logs.restore();
      errors.stop();
    }
  });

  for (const [label, data] of [
    ['an object', { apps: [] }],
    ['a number', 42],
    ['a string', 'todo'],
  ] as const) {
    it(`non-array data (${label}): the error state and console.error naming the element`, async () => {
      const logs = spyConsole();
      try {
        const el = await gridWith(data);
        await until(() => hasAlertIn(el), 'an alert');
        await until(() => logs.error.length > 0, 'console.error');
        expect(alertText(el)).to.contain('Apps could not be shown');
        expect(logs.error[0]).to.match(/^<ecosystem-grid> items: expected an array of apps, got /);
      } finally {
        logs.restore();
      }
    });
  }

  it('the attribute items="{}" shows the error state too', async () => {
    const logs = spyConsole();
    try {
      const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid items="{}"></ecosystem-grid>`);
      await until(() => hasAlertIn(el), 'an alert');
      expect(alertText(el)).to.contain('Apps could not be shown');
    } finally {
      logs.restore();
    }
  });

  it('items with missing fields are skipped with a warning naming index and field; the rest show', async () => {
    const logs = spyConsole();
    try {
      const { title: _t, ...noTitle } = app(2);
      const { link: _l, ...noLink } = app(3);
      const el = await gridWith([app(1), noTitle, noLink, null, app(5, { enable: 'yes' as never }), app(6)]);
      await untilCards(el, 2);
      await until(() => logs.warn.length >= 4, 'four warnings');
      expect(titles(el)).to.deep.equal(['App 1', 'App 6']);
      expect(warned(logs, 'items[1].title')).to.contain('missing');
      expect(warned(logs, 'items[2].link')).to.contain('missing');
      expect(warned(logs, 'items[3]')).to.contain('expected an object');
      expect(warned(logs, 'items[4].enable')).to.contain('expected true or false');
      expect(logs.warn).to.have.length(4);
    } finally {
      logs.restore();
    }
  });

  it('HTML in text is shown literally and runs nothing', async () => {
    const title = '<img src=x onerror="window.__pwned=1">';
    try {
      const el = await gridWith([app(1, { title, description: '<script>window.__pwned=2</script><b>x</b>' })]);
      await untilCards(el, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(titles(el)).to.deep.equal([title]);
      expect(cards(el)[0].textContent).to.contain('<script>window.__pwned=2</script><b>x</b>');
      expect(shadow(el).querySelectorAll('img, script, b')).to.have.length(0);
      expect(window.__pwned).to.equal(undefined);
    } finally {
      delete window.__pwned;
    }
  });

  for (const link of [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'java\tscript:x',
  ]) {
    it(`the unsafe link ${JSON.stringify(link)} never becomes a link`, async () => {
      const logs = spyConsole();
      try {
        const el = await gridWith([app(1, { link }), app(2)]);
        await untilCards(el, 2);
        await until(() => logs.warn.length === 1, 'a warning');
        const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
        expect(hrefs).to.deep.equal(['https://app2.coursify.example/']);
        expect(cards(el)[0].querySelector('[part~="button-unavailable"]')?.textContent).to.equal('Link unavailable');
        expect(warned(logs, 'items[0].link')).to.contain('unsafe');
      } finally {
        logs.restore();
      }
    });
  }

  it('an unknown icon shows the default icon, with a warning naming index and field', async () => {
    const logs = spyConsole();
    try {
      const el = await gridWith([app(1, { icon: 'unicorn' }), app(2, { icon: 'HeartPulse' })]);
      await untilCards(el, 2);
      await until(() => logs.warn.length === 1, 'a warning');
      // Each icon is a module of its own, loaded when a card names it.
      await until(() => cards(el).every((card) => badgeIcon(card)), 'both icons drawn');
      expect(cards(el).map(badgeIcon)).to.deep.equal(['app-window', 'heart-pulse']);
      expect(warned(logs, 'items[0].icon')).to.contain('unknown icon "unicorn"');
    } finally {
      logs.restore();
    }
  });

  it('an invalid colour falls back to the theme colour, with a warning; nothing reaches CSS', async () => {
    const logs = spyConsole();
    try {
      const evil = 'red; background-image: url(/test/fixtures/pixel.png)';
      const el = await gridWith([app(1, { color: evil }), app(2, { color: 'expression(alert(1))' })]);
      await untilCards(el, 2);
      await until(() => logs.warn.length === 2, 'two warnings');
      for (const card of cards(el)) {
        const badge = card.querySelector('[part~="card-icon"]') as HTMLElement;
        expect(getComputedStyle(badge).backgroundColor).to.equal('rgb(67, 56, 202)');
        expect(getComputedStyle(badge).backgroundImage).to.equal('none');
        expect(badge.hasAttribute('style')).to.equal(false);
      }
      expect(warned(logs, 'items[0].color')).to.contain('theme colour is used');
      expect(warned(logs, 'items[1].color')).to.contain('theme colour is used');
    } finally {
      logs.restore();
    }
  });
});
