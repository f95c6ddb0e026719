/**
 * What every runtime of the runtimes stage (scripts/test-runtimes.mjs) runs on the built coursify-elements/ssr: the
 * page rendered whole (renderHtml), streamed in fixed chunks of text and of bytes (renderStream, cuts that split
 * tags, attribute values and multi-byte characters), one element alone (renderElement), the linked stylesheet's
 * text (allElementsCss), and the warnings written meanwhile. Plain ECMAScript and web APIs only, like the renderer:
 * Node, Deno, Bun, workerd and a browser's Web Worker load this same file.
 */

/** Chunk sizes cycled through: small primes, so the cuts land everywhere in the page, the same cuts everywhere. */
const SIZES = [1, 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];

function cut(whole) {
  const chunks = [];
  for (let at = 0, i = 0; at < whole.length; i++) {
    const size = SIZES[i % SIZES.length];
    chunks.push(whole.slice(at, at + size));
    at += size;
  }
  return chunks;
}

async function streamed(ssr, chunks) {
  const input = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const reader = ssr.renderStream(input).getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/** `ssr`: the module namespace of dist/ssr/index.js; `page`: the page's text. */
export async function probe(ssr, page) {
  const warnings = [];
  const { warn, error } = console;
  console.warn = (...args) => warnings.push(`warn: ${args.map(String).join(' ')}`);
  console.error = (...args) => warnings.push(`error: ${args.map(String).join(' ')}`);
  try {
    const html = ssr.renderHtml(page);
    const afterHtml = warnings.length;
    const streamText = await streamed(ssr, cut(page));
    const streamBytes = await streamed(ssr, cut(new TextEncoder().encode(page)));
    const element = ssr.renderElement('course-catalog', { lang: 'ja', dir: 'rtl', attributes: { 'page-size': '1' } });
    return {
      html,
      streamText,
      streamBytes,
      element,
      css: ssr.allElementsCss(),
      warnings: warnings.slice(0, afterHtml),
      streamWarnings: warnings.slice(afterHtml),
    };
  } finally {
    console.warn = warn;
    console.error = error;
  }
}
