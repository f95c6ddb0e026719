/// <reference types="mocha" />
/**
 * The inline `<script type="application/json">` child (the CMS editor's way in), on the built module in a real
 * browser: defined after the child exists (upgrade) and before (the child or its text arrives later, also
 * straight from the HTML parser), later text changes, malformed JSON, and the observer's lifetime.
 */
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import type { EcosystemGridElement } from '../../src/elements/ecosystem-grid';
import {
  alertText,
  app,
  GRID_MODULE,
  hasAlertIn,
  loadGrid,
  shadow,
  spyConsole,
  titles,
  until,
  untilCards,
} from './helpers';

const json = (...titles: string[]) => JSON.stringify(titles.map((title, i) => app(i + 1, { title })));
const jsonChild = (text: string) => `<script type="application/json">${text}</script>`;
const SOURCE = 'inline <script type="application/json">';

/** Inserts markup (the way a CMS page holds it) and returns its first element. */
async function paste(markup: string): Promise<EcosystemGridElement> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = markup;
  return host.firstElementChild as EcosystemGridElement;
}

let define: Awaited<ReturnType<typeof loadGrid>>['define'];
let tags = 0;
const freshTag = () => `cms-grid-${++tags}`;

describe('<ecosystem-grid> inline JSON child', () => {
  before(async () => {
    ({ define } = await loadGrid());
  });

  it('defined after the child exists: the cards come from the child (upgrade)', async () => {
    const tag = freshTag();
    const el = await paste(`<${tag}>${jsonChild(json('Alpha', 'Beta'))}</${tag}>`);
    expect(el.shadowRoot === null).to.equal(true);
    define(tag);
    await untilCards(el, 2);
    expect(titles(el)).to.deep.equal(['Alpha', 'Beta']);
  });

  it('pasted under the already defined tag', async () => {
    const el = await paste(`<ecosystem-grid heading-level="2">${jsonChild(json('Pasted'))}</ecosystem-grid>`);
    await untilCards(el, 1);
    expect(titles(el)).to.deep.equal(['Pasted']);
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Pasted');
  });

  it('defined before the child exists: the child appended later replaces the default apps', async () => {
    const el = await fixture<EcosystemGridElement>(html`<ecosystem-grid></ecosystem-grid>`);
    await untilCards(el, 20);
    const script = document.createElement('script');
    script.type = 'application/json';
    el.append(script); // empty at first, as the parser inserts it
    script.append(document.createTextNode(json('Late')));
    await untilCards(el, 1);
    expect(titles(el)).to.deep.equal(['Late']);
  });

  it('straight from the HTML parser, defined before it reaches the element, with the text arriving in pieces', async () => {
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="parser"></iframe>`);
    const win = frame.contentWindow as Window & typeof globalThis & { loaded?: Promise<unknown> };
    const doc = frame.contentDocument as Document;
    const errors: string[] = [];
    doc.open();
    doc.write(`<!doctype html><html><body><script>window.loaded = import(${JSON.stringify(GRID_MODULE)})</script>`);
    await win.loaded;
    win.console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    expect(win.customElements.get('ecosystem-grid'), 'defined in the frame').not.to.equal(undefined);

    doc.write('<ecosystem-grid id="streamed">');
    const el = doc.getElementById('streamed') as EcosystemGridElement;
    await until(() => el.shadowRoot?.querySelector('[aria-busy="true"]'), 'loading while the parser is inside');
    doc.write('<script type="application/json">[{"title": "Stre');
    await nextFrame();
    expect(hasAlertIn(el), 'no error for a half-written text').to.equal(false);
    expect(titles(el)).to.deep.equal([]); // no flash of the default apps either
    doc.write('amed", "description": "From the parser.", "link": "https://s.coursify.example/"}]</script>');
    doc.write('</ecosystem-grid><p>after</p>');
    doc.close();
    await untilCards(el, 1);
    expect(titles(el)).to.deep.equal(['Streamed']);
    expect(errors).to.deep.equal([]);
  });

  it('a later change of the script’s text re-renders; removing the child returns to the default apps', async () => {
    const el = await paste(`<ecosystem-grid>${jsonChild(json('One'))}</ecosystem-grid>`);
    await untilCards(el, 1);
    const script = el.querySelector('script') as HTMLScriptElement;
    script.textContent = json('Two', 'Three');
    await untilCards(el, 2);
    expect(titles(el)).to.deep.equal(['Two', 'Three']);
    (script.firstChild as Text).data = json('Four');
    await until(() => titles(el).join() === 'Four', 'edited text node');
    script.remove();
    await untilCards(el, 20);
  });

  it('malformed JSON: a visible alert and one console.error naming the element and the source', async () => {
    const logs = spyConsole();
    try {
      const el = await paste(`<ecosystem-grid>${jsonChild('[{"title": oops}]')}</ecosystem-grid>`);
      await until(() => hasAlertIn(el), 'an alert');
      const notice = shadow(el).querySelector('[role="alert"]') as HTMLElement;
      expect(notice.checkVisibility()).to.equal(true);
      expect(alertText(el)).to.contain(`<ecosystem-grid> ${SOURCE} is not valid JSON`);
      await nextFrame();
      expect(logs.error).to.have.length(1);
      expect(logs.error[0].startsWith(`<ecosystem-grid> ${SOURCE}: is not valid JSON (`)).to.equal(true);
      // Fixing the text recovers.
      (el.querySelector('script') as HTMLScriptElement).textContent = json('Fixed');
      await untilCards(el, 1);
      expect(hasAlertIn(el)).to.equal(false);
    } finally {
      logs.restore();
    }
  });

  it('a malformed child under another tag name names that tag', async () => {
    const logs = spyConsole();
    try {
      const tag = freshTag();
      define(tag);
      const el = await paste(`<${tag}>${jsonChild('nope')}</${tag}>`);
      await until(() => hasAlertIn(el), 'an alert');
      expect(logs.error[0].startsWith(`<${tag}> ${SOURCE}:`)).to.equal(true);
    } finally {
      logs.restore();
    }
  });

  it('non-array JSON in the child: the error state naming the inline source', async () => {
    const logs = spyConsole();
    try {
      const el = await paste(`<ecosystem-grid>${jsonChild('{"title": "Not a list"}')}</ecosystem-grid>`);
      await until(() => hasAlertIn(el), 'an alert');
      expect(alertText(el)).to.contain('Apps could not be shown');
      await until(() => logs.error.length === 1, 'console.error');
      expect(logs.error[0]).to.equal(`<ecosystem-grid> ${SOURCE}: expected an array of apps, got an object`);
    } finally {
      logs.restore();
    }
  });

  it('an items attribute wins over a malformed child: its cards show, no alert', async () => {
    const logs = spyConsole();
    try {
      const el = await paste(`<ecosystem-grid items='${json('From items')}'>${jsonChild('[oops')}</ecosystem-grid>`);
      await untilCards(el, 1);
      expect(titles(el)).to.deep.equal(['From items']);
      expect(hasAlertIn(el)).to.equal(false);
    } finally {
      logs.restore();
    }
  });

  describe('text but no JSON child (what a CMS sanitizer leaves of the snippet)', () => {
    const CHILD_TEXT_WARNING = `<ecosystem-grid> content: holds text but no <script type="application/json"> (removed by a sanitizer?); the default data is not shown`;
    const childTextNotice = (el: Element) => alertText(el).includes('no JSON data script');

    for (const [name, content] of [
      ['the script’s JSON left as text', json('Stripped')],
      ['text in a paragraph (a CMS’s automatic paragraphs)', `<p>${json('Stripped')}</p>`],
      ['any other text', 'Our apps'],
    ]) {
      it(`${name}: a visible error naming what happened, one warning naming the element, no default apps`, async () => {
        const logs = spyConsole();
        try {
          const el = await paste(`<ecosystem-grid>${content}</ecosystem-grid>`);
          await until(() => hasAlertIn(el), 'an alert');
          const notice = shadow(el).querySelector('[role="alert"]') as HTMLElement;
          expect(notice.checkVisibility()).to.equal(true);
          expect(alertText(el)).to.contain('This content could not be shown');
          expect(childTextNotice(el)).to.equal(true);
          await nextFrame();
          await nextFrame();
          expect(titles(el)).to.deep.equal([]);
          expect(logs.warn).to.deep.equal([CHILD_TEXT_WARNING]);
          expect(logs.error).to.deep.equal([]);
        } finally {
          logs.restore();
        }
      });
    }

    it('defined after the content exists (upgrade): the same error state', async () => {
      const logs = spyConsole();
      try {
        const tag = freshTag();
        const el = await paste(`<${tag}>${json('Stripped')}</${tag}>`);
        define(tag);
        await until(() => hasAlertIn(el), 'an alert');
        expect(childTextNotice(el)).to.equal(true);
        expect(logs.warn).to.deep.equal([CHILD_TEXT_WARNING.replace('ecosystem-grid', tag)]);
      } finally {
        logs.restore();
      }
    });

    it('watched: editing the text warns no more; a JSON child added recovers; whitespace left shows the defaults', async () => {
      const logs = spyConsole();
      try {
        const el = await paste('<ecosystem-grid>leftover</ecosystem-grid>');
        await until(() => hasAlertIn(el), 'an alert');
        (el.firstChild as Text).data = 'edited leftover';
        await nextFrame();
        await nextFrame();
        expect(logs.warn).to.deep.equal([CHILD_TEXT_WARNING]);
        el.insertAdjacentHTML('beforeend', jsonChild(json('Recovered')));
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['Recovered']);
        expect(hasAlertIn(el)).to.equal(false);
        el.replaceChildren(document.createTextNode('\n   \n'));
        await untilCards(el, 20);
        expect(logs.warn).to.deep.equal([CHILD_TEXT_WARNING]);
      } finally {
        logs.restore();
      }
    });

    it('whitespace only around nothing: the default apps, no warning', async () => {
      const logs = spyConsole();
      try {
        const el = await paste('<ecosystem-grid>\n  \t\n</ecosystem-grid>');
        await untilCards(el, 20);
        expect(hasAlertIn(el)).to.equal(false);
        expect(logs.warn).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });

    it('an items attribute wins over leftover text', async () => {
      const logs = spyConsole();
      try {
        const el = await paste(`<ecosystem-grid items='${json('From items')}'>leftover</ecosystem-grid>`);
        await untilCards(el, 1);
        expect(titles(el)).to.deep.equal(['From items']);
        expect(hasAlertIn(el)).to.equal(false);
        expect(logs.warn).to.deep.equal([]);
      } finally {
        logs.restore();
      }
    });
  });

  describe('the observer', () => {
    const RealObserver = window.MutationObserver;
    let records: { target: Node; disconnected: boolean }[] = [];

    beforeEach(() => {
      records = [];
      window.MutationObserver = class extends RealObserver {
        #record?: { target: Node; disconnected: boolean };
        observe(target: Node, options?: MutationObserverInit) {
          this.#record = { target, disconnected: false };
          records.push(this.#record);
          super.observe(target, options);
        }
        disconnect() {
          if (this.#record) this.#record.disconnected = true;
          super.disconnect();
        }
      };
    });
    afterEach(() => {
      window.MutationObserver = RealObserver;
    });

    it('is disconnected when the element leaves, and reads the child afresh when it returns', async () => {
      const el = await paste(`<ecosystem-grid>${jsonChild(json('Before'))}</ecosystem-grid>`);
      await untilCards(el, 1);
      const record = records.find((r) => r.target === el);
      expect(record?.disconnected).to.equal(false);
      const parent = el.parentElement as HTMLElement;
      el.remove();
      await until(() => record?.disconnected, 'observer disconnected');
      (el.querySelector('script') as HTMLScriptElement).textContent = json('While away');
      parent.append(el);
      await until(() => titles(el).join() === 'While away', 'the new text after returning');
    });

    it('is kept when the element is only moved, and still sees changes', async () => {
      const el = await paste(`<ecosystem-grid>${jsonChild(json('Moving'))}</ecosystem-grid>`);
      await untilCards(el, 1);
      const elsewhere = await fixture<HTMLElement>(html`<section></section>`);
      elsewhere.append(el); // remove + insert in one task
      await nextFrame();
      expect(records.filter((r) => r.target === el).map((r) => r.disconnected)).to.deep.equal([false]);
      (el.querySelector('script') as HTMLScriptElement).textContent = json('Moved');
      await until(() => titles(el).join() === 'Moved', 'a change after the move');
    });
  });
});
