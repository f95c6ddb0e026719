/**
 * A page of a given viewport size inside the test page: a same-origin iframe whose document loads element
 * modules. It is how a test sizes the viewport in every engine (WebDriver cannot set WebKit's viewport, and
 * MiniBrowser's window is at least ~447px wide), and how a test loads a whole partner page.
 */
import { until } from './helpers';

export type FramePage = { frame: HTMLIFrameElement; doc: Document; win: Window & typeof globalThis };

/** Mounts an iframe of `width` × `height` showing `html` (a whole document), and waits until it has loaded and
 *  every custom element in it is defined. Remove it with `frame.remove()`. */
export async function framePage(width: number, height: number, html: string): Promise<FramePage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:${height}px;border:0;display:block`;
  frame.title = 'test page';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = html;
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument as Document;
  const tags = [
    ...new Set([...doc.querySelectorAll('*')].map((node) => node.localName).filter((name) => name.includes('-'))),
  ];
  await until(() => tags.every((tag) => win.customElements.get(tag)), `${tags.join(', ')} defined in the frame`);
  return { frame, doc, win };
}

/** A minimal document that loads `modules` (module script URLs) and shows `body`. */
export function pageWith(modules: string[], body: string): string {
  const scripts = modules.map((src) => `<script type="module" src="${src}"></script>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Frame</title>${scripts}</head><body>${body}</body></html>`;
}
