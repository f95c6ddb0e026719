/**
 * The dyslexia-friendly font (OpenDyslexic), self-hosted. A shadow root cannot load a font: `@font-face` only
 * works at document level, so the face is registered on `document.fonts` with the FontFace API (no stylesheet is
 * injected, which keeps a strict Content-Security-Policy host working). The file comes from a URL the host names
 * (the panel's `font-url`), and only from the page's own origin: nothing is ever loaded from another site.
 * A host that already declares an `OpenDyslexic` face in its own CSS (e.g. `@fontsource/opendyslexic`) needs no URL.
 */

export const DYSLEXIA_FONT_NAME = 'OpenDyslexic';

/** `loaded`: the face is ready; `error`: the file failed; `unavailable`: no usable URL and no face on the page. */
export type DyslexiaFontStatus = 'loaded' | 'error' | 'unavailable';

const FORMATS: Record<string, string> = { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' };

function pageUrl(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

/** The absolute URL of the font file when `value` is an http(s) URL on the page's own origin; otherwise null. */
export function dyslexiaFontSource(value: unknown, base: string | undefined = pageUrl()): string | null {
  if (typeof value !== 'string' || value.trim() === '' || base === undefined) return null;
  try {
    const url = new URL(value.trim(), base);
    const page = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === page.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The `format()` hint for a font file, from its extension; none for an unknown one (the browser sniffs). */
export function fontFormat(url: string): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  return FORMATS[extension] ?? null;
}

function fontSet(): FontFaceSet | null {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return null;
  return document.fonts ?? null;
}

const unquote = (family: string) => family.replace(/^["']|["']$/g, '');

let registered: { url: string; face: FontFace; status: Promise<DyslexiaFontStatus> } | undefined;

/** A face of the family that the page itself declared (not ours), if any. */
function pageFace(fonts: FontFaceSet): FontFace | undefined {
  for (const face of fonts) {
    if (unquote(face.family) === DYSLEXIA_FONT_NAME && face !== registered?.face) return face;
  }
  return undefined;
}

/** Whether the font can be used on this page: a usable URL, or a face the page declared itself. */
export function dyslexiaFontAvailable(url: unknown): boolean {
  const fonts = fontSet();
  return fonts !== null && (dyslexiaFontSource(url) !== null || pageFace(fonts) !== undefined);
}

async function settle(face: FontFace): Promise<DyslexiaFontStatus> {
  try {
    await face.load();
    return 'loaded';
  } catch {
    return 'error';
  }
}

/**
 * Registers the face at document level (once per URL; another URL replaces it) and loads it now, so text already
 * set in the family re-renders as soon as the file arrives. Never throws.
 */
export function ensureDyslexiaFont(url: unknown): Promise<DyslexiaFontStatus> {
  const fonts = fontSet();
  if (!fonts) return Promise.resolve('unavailable');
  const source = dyslexiaFontSource(url);
  if (source === null) {
    const face = pageFace(fonts);
    return face ? settle(face) : Promise.resolve('unavailable');
  }
  if (registered?.url === source) return registered.status;
  try {
    if (registered) fonts.delete(registered.face);
    const format = fontFormat(source);
    const face = new FontFace(DYSLEXIA_FONT_NAME, `url("${source}")${format ? ` format("${format}")` : ''}`, {
      display: 'swap',
    });
    fonts.add(face);
    registered = { url: source, face, status: settle(face) };
    return registered.status;
  } catch {
    return Promise.resolve('error');
  }
}

/** For tests: forget the registered face (and take it off the page). */
export function resetDyslexiaFontForTests(): void {
  if (registered) fontSet()?.delete(registered.face);
  registered = undefined;
}
