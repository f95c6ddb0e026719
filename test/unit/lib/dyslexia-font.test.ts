import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DYSLEXIA_FONT_NAME,
  dyslexiaFontAvailable,
  dyslexiaFontSource,
  ensureDyslexiaFont,
  fontFormat,
  resetDyslexiaFontForTests,
} from '../../../src/lib/dyslexia-font';

const PAGE = 'https://shop.example/courses/all';

/** A stand-in for the browser's FontFace (happy-dom has none): `load()` fails for URLs containing "missing". */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors = {},
  ) {
    FakeFontFace.made.push(this);
  }
  async load() {
    this.status = this.source.includes('missing') ? 'error' : 'loaded';
    if (this.status === 'error') throw new DOMException('not found', 'NetworkError');
    return this;
  }
}

let faces: Set<FakeFontFace>;

beforeEach(() => {
  FakeFontFace.made = [];
  faces = new Set();
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { configurable: true, value: faces });
});
afterEach(() => {
  resetDyslexiaFontForTests();
  vi.unstubAllGlobals();
  delete (document as unknown as Record<string, unknown>).fonts;
});

describe('dyslexiaFontSource: only http(s) on the page’s own origin', () => {
  it('resolves relative and same-origin URLs', () => {
    expect(dyslexiaFontSource('/fonts/od.woff2', PAGE)).toBe('https://shop.example/fonts/od.woff2');
    expect(dyslexiaFontSource(' fonts/od.woff2 ', PAGE)).toBe('https://shop.example/courses/fonts/od.woff2');
    expect(dyslexiaFontSource('https://shop.example/f.woff2', PAGE)).toBe('https://shop.example/f.woff2');
  });

  it('refuses other sites, other schemes and non-strings', () => {
    for (const value of [
      'https://fonts.example/od.woff2',
      '//cdn.example/od.woff2',
      'http://shop.example/od.woff2', // another origin: another scheme
      'data:font/woff2;base64,AAAA',
      'javascript:alert(1)',
      'blob:https://shop.example/123',
      '',
      '   ',
      undefined,
      null,
      42,
    ]) {
      expect(dyslexiaFontSource(value, PAGE), String(value)).toBeNull();
    }
  });

  it('names the format by extension, none for an unknown one', () => {
    expect(fontFormat('https://a.example/x/OpenDyslexic.woff2?v=1')).toBe('woff2');
    expect(fontFormat('https://a.example/x.WOFF')).toBe('woff');
    expect(fontFormat('https://a.example/x.ttf')).toBe('truetype');
    expect(fontFormat('https://a.example/x.otf')).toBe('opentype');
    expect(fontFormat('https://a.example/font')).toBeNull();
  });
});

describe('ensureDyslexiaFont: document-level registration', () => {
  it('adds one OpenDyslexic face to document.fonts, loads it, and reports loaded', async () => {
    expect(await ensureDyslexiaFont('/fonts/od.woff2')).toBe('loaded');
    expect([...faces].map((face) => [face.family, face.source, face.status, face.descriptors.display])).toEqual([
      [DYSLEXIA_FONT_NAME, `url("${location.origin}/fonts/od.woff2") format("woff2")`, 'loaded', 'swap'],
    ]);
  });

  it('registers a URL once, however often it is asked; another URL replaces the face', async () => {
    await Promise.all([ensureDyslexiaFont('/a.woff2'), ensureDyslexiaFont('/a.woff2')]);
    await ensureDyslexiaFont(`${location.origin}/a.woff2`);
    expect(FakeFontFace.made).toHaveLength(1);
    await ensureDyslexiaFont('/b.woff2');
    expect([...faces].map((face) => face.source)).toEqual([`url("${location.origin}/b.woff2") format("woff2")`]);
  });

  it('a file that fails to load: error, never a throw', async () => {
    expect(await ensureDyslexiaFont('/missing.woff2')).toBe('error');
  });

  it('no URL, or one from another site: nothing is added, unavailable', async () => {
    expect(await ensureDyslexiaFont(undefined)).toBe('unavailable');
    expect(await ensureDyslexiaFont('https://fonts.example/od.woff2')).toBe('unavailable');
    expect(faces.size).toBe(0);
    expect(dyslexiaFontAvailable(undefined)).toBe(false);
    expect(dyslexiaFontAvailable('/od.woff2')).toBe(true);
  });

  it('uses a face the page declared itself (e.g. @fontsource CSS) when no URL is given', async () => {
    const own = new FakeFontFace('"OpenDyslexic"', 'url(/page/od.woff2)');
    faces.add(own);
    expect(dyslexiaFontAvailable(undefined)).toBe(true);
    expect(await ensureDyslexiaFont(undefined)).toBe('loaded');
    expect(faces.size).toBe(1);
  });

  it('without the FontFace API: unavailable, never a throw', async () => {
    vi.stubGlobal('FontFace', undefined);
    expect(await ensureDyslexiaFont('/od.woff2')).toBe('unavailable');
    expect(dyslexiaFontAvailable('/od.woff2')).toBe(false);
  });
});
