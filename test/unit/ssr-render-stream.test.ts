// @vitest-environment node
/**
 * renderStream (src/ssr/render-stream.ts): renderHtml's bytes for any chunking of the input, bytes before an element
 * out as soon as they arrive, each element out once it is closed, and an input that fails or ends early ends the
 * output with one warning. The chunkings are random from a seed printed here: `SSR_STREAM_SEED=<seed>` repeats a run.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RenderHtmlOptions, renderHtml } from '../../src/ssr/render-html';
import { renderStream } from '../../src/ssr/render-stream';
import courses from '../fixtures/courses.json';

const SEED = Number(process.env.SSR_STREAM_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RANDOM_CHUNKINGS = 4;

/** mulberry32: a small seeded generator, so a failing chunking can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const encoder = new TextEncoder();
const fixture = readFileSync(new URL('../fixtures/ssr-page.html', import.meta.url), 'utf8');
const catalog = `<course-catalog courses='${JSON.stringify(courses)}'></course-catalog>`;

/** The pages, each with the options it is rendered with: every place a chunk can cut, and the parser's odd corners. */
const PAGES: [string, string, RenderHtmlOptions?][] = [
  ['the bad-input page (every element, German and Arabic, warnings)', fixture],
  [
    'comments, raw text, templates and attribute values that only look like elements',
    '<!-- <course-catalog></course-catalog> --><script>document.write("<theme-toggle>")</script>' +
      '<style>course-catalog::after{content:"<theme-toggle>"}</style><textarea><theme-toggle></textarea>' +
      '<div title="<theme-toggle>"></div><title><theme-toggle></title><template><theme-toggle></theme-toggle>' +
      '</template><theme-toggle><template shadowrootmode="open"><p>mine</p></template></theme-toggle>' +
      '<script><!--<script>--></script><theme-toggle></theme-toggle><plaintext><theme-toggle>',
  ],
  [
    'nested elements, CRLF, entities, multi-byte text and an unclosed element at the end',
    '\uFEFF<!doctype html>\r\n<html lang="fr"><body>\r\n<p>caf&eacute; &amp;amp &notin;ß 😀\r\n' +
      `<site-navbar variant="public">\r\n<theme-toggle slot="theme-toggle"></theme-toggle>${catalog}</site-navbar>\r\n` +
      `<div lang="de" dir="rtl"><section>${catalog}</section></div><login-form/>\n<p>after</p>`,
  ],
  [
    'tables, misnested formatting, a late <html lang>, and the stylesheet and alias options',
    '<table><theme-toggle></theme-toggle><tr><td><theme-toggle></theme-toggle></td></tr></table>' +
      '<b><i><my-toggle></b></i></my-toggle><p><theme-toggle></p></theme-toggle><html lang="de">' +
      `<theme-toggle lang="ja"></theme-toggle>${catalog}`,
    { stylesheet: '/elements.css', elements: { 'my-toggle': 'theme-toggle' }, lang: 'es' },
  ],
  [
    'invalid JSON in an attribute and in a JSON child, and a fragment ending inside a start tag',
    `<course-catalog courses='[{'></course-catalog><ecosystem-grid><script type=" Application/JSON">[{"id":` +
      `</script></ecosystem-grid><theme-toggle></theme-toggle>${catalog}<course-catalog courses='[`,
  ],
];

/** Cuts `parts` (a string, or bytes) at random points: from 1 unit to a few hundred, the small ones most often. */
function cut<T extends string | Uint8Array>(whole: T, random: () => number): T[] {
  const chunks: T[] = [];
  for (let at = 0; at < whole.length; ) {
    const size = 1 + Math.floor(random() ** 3 * 300);
    chunks.push(whole.slice(at, at + size) as T);
    at += size;
  }
  return chunks;
}

function streamOf<T>(chunks: readonly T[]): ReadableStream<T> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  const all = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** A stream the test feeds by hand, to see what comes out before the next chunk is given. */
function handFed() {
  let feed!: ReadableStreamDefaultController<string | Uint8Array>;
  const input = new ReadableStream<string | Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  const reader = renderStream(input).getReader();
  /** What the output holds once it has had time to answer (its reads settle in microtasks and timers). */
  const next = async () => {
    const read = reader.read();
    const settled = await Promise.race([read, new Promise<'waiting'>((done) => setTimeout(() => done('waiting'), 50))]);
    if (settled === 'waiting') return { waiting: true as const, read };
    return { waiting: false as const, text: settled.done ? null : text(settled.value) };
  };
  return { feed, next, reader };
}

beforeAll(() => console.log(`renderStream chunking seed: ${SEED} (SSR_STREAM_SEED=${SEED} repeats this run)`));
afterEach(() => vi.restoreAllMocks());

describe('renderStream gives renderHtml’s bytes for any chunking', () => {
  const random = generator(SEED);
  for (const [name, page, options] of PAGES) {
    it(name, { timeout: 60_000 }, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const expected = encoder.encode(renderHtml(page, options));
      const bytes = encoder.encode(page);
      const chunkings: [string, (string | Uint8Array)[]][] = [
        ['one chunk', [page]],
        ['one character at a time', [...page.split('')]],
        ['one byte at a time', [...bytes].map((byte) => Uint8Array.of(byte))],
      ];
      for (let i = 0; i < RANDOM_CHUNKINGS; i++) {
        chunkings.push([`random strings #${i}`, cut(page, random)]);
        chunkings.push([`random bytes #${i}`, cut(bytes, random)]);
      }
      // Strings and bytes in one stream: each random piece of the text given as either.
      chunkings.push([
        'random, strings and bytes',
        cut(page, random).map((s) => (random() < 0.5 ? s : encoder.encode(s))),
      ]);
      for (const [how, chunks] of chunkings) {
        const out = await bytesOf(renderStream(streamOf(chunks), options));
        // Compared as text first for a readable difference, then byte for byte.
        expect(text(out), `${how} (seed ${SEED})`).toBe(text(expected));
        expect(out, `${how} (seed ${SEED})`).toEqual(expected);
      }
    });
  }

  it('the same warnings as renderHtml, in the same order', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHtml(fixture);
    const expected = warn.mock.calls.map(([message]) => String(message));
    expect(expected.length).toBeGreaterThan(5);
    warn.mockClear();
    await bytesOf(renderStream(streamOf(cut(fixture, generator(SEED)))));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(expected);
  });
});

describe('renderStream sends what it can, when it can', () => {
  it('bytes before the first element go out as they arrive; an element goes out once its end tag has', async () => {
    const { feed, next } = handFed();
    feed.enqueue('<!doctype html><title>Kurse</title><p>Hallo');
    expect(await next()).toEqual({ waiting: false, text: '<!doctype html><title>Kurse</title><p>Hallo' });
    feed.enqueue(encoder.encode(' Welt</p><theme-toggle the'));
    expect(await next()).toEqual({ waiting: false, text: ' Welt</p><theme-toggle the' });
    feed.enqueue('me="dark">');
    // The start tag is complete, so it goes out; what follows it waits for the element's end.
    expect(await next()).toEqual({ waiting: false, text: 'me="dark">' });
    feed.enqueue('<span>light DOM</span>');
    const waiting = await next();
    expect(waiting.waiting).toBe(true);
    feed.enqueue('</theme-toggle><p>after');
    const settled = waiting.waiting ? await waiting.read : undefined;
    const out = text(settled?.value ?? new Uint8Array());
    expect(out).toMatch(
      /^<template shadowrootmode="open">[\s\S]*<\/template><span>light DOM<\/span><\/theme-toggle><p>after$/,
    );
  });

  it('a character cut between two chunks goes out whole', async () => {
    const { feed, next } = handFed();
    const smile = encoder.encode('a😀b');
    feed.enqueue(smile.slice(0, 3));
    expect(await next()).toEqual({ waiting: false, text: 'a' });
    feed.enqueue(smile.slice(3));
    expect(await next()).toEqual({ waiting: false, text: '😀b' });
    feed.enqueue('x\uD83D');
    expect(await next()).toEqual({ waiting: false, text: 'x' });
    feed.enqueue('\uDE00');
    expect(await next()).toEqual({ waiting: false, text: '😀' });
  });
});

describe('renderStream on bad input', () => {
  it('an input that fails mid-element: what arrived, the element as written, one warning, and the end', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { feed, next } = handFed();
    feed.enqueue('<theme-toggle></theme-toggle><course-catalog courses="[]"><p>light');
    const first = await next();
    expect(first.waiting ? '' : first.text).toMatch(
      /^<theme-toggle><template[\s\S]*<\/theme-toggle><course-catalog courses="\[\]">$/,
    );
    feed.error(new Error('connection reset'));
    expect(await next()).toEqual({ waiting: false, text: '<p>light' });
    expect(await next()).toEqual({ waiting: false, text: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      'coursify-elements/ssr: the input stream failed (connection reset); the page ends there, inside ' +
        '<course-catalog>, left as written.',
    );
  });

  it('an input that fails between elements ends the output there, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let pulls = 0;
    const input = new ReadableStream<string>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue('<p>one</p>');
        else controller.error('gone');
      },
    });
    expect(text(await bytesOf(renderStream(input)))).toBe('<p>one</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe('coursify-elements/ssr: the input stream failed (gone); the page ends there.');
  });

  it('an input that ends inside a start tag of ours: as written, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = '<p>x</p><course-catalog courses="[{&quot;id';
    expect(text(await bytesOf(renderStream(streamOf(cut(page, generator(SEED))))))).toBe(page);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      'coursify-elements/ssr: the markup ends inside the start tag of <course-catalog>; left as written.',
    );
  });

  it('an input that ends inside an element: rendered as a browser ends it (renderHtml’s bytes), one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = '<theme-toggle><span>no end tag';
    const out = text(await bytesOf(renderStream(streamOf([page]))));
    expect(out).toMatch(/^<theme-toggle><template shadowrootmode="open">[\s\S]*<\/template><span>no end tag$/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^coursify-elements\/ssr: <theme-toggle> has no end tag before the end/);
  });

  it('a chunk that is neither text nor bytes ends the output with what came before, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const input = streamOf<unknown>(['<p>fine</p><theme-toggle>', 42, '</theme-toggle>']);
    const out = text(await bytesOf(renderStream(input as ReadableStream<string>)));
    expect(out).toBe('<p>fine</p><theme-toggle>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/neither text nor bytes \(number\)/);
  });

  it('cancelling the output cancels the input', async () => {
    let reason: unknown;
    const input = new ReadableStream<string>({
      cancel(why) {
        reason = why;
      },
    });
    await renderStream(input).cancel('visitor left');
    expect(reason).toBe('visitor left');
  });
});
