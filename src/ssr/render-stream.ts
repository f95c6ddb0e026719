/**
 * renderHtml for a page that arrives in pieces (an origin's response in a Worker, a template engine's stream): the
 * same expansion (page-expander.ts), fed each chunk as it arrives. Bytes before the first element go out at once;
 * each element goes out expanded once its end tag (or whatever closes it) has arrived; the output is renderHtml's
 * for the whole input, byte for byte, however the input is cut. Web streams and text encoding only: it runs in
 * Node, Deno, Bun, Workers and browsers alike.
 */
import { PageExpander } from './page-expander';
import type { RenderHtmlOptions } from './render-html';

/**
 * The page read from `input` (strings, or bytes read as UTF-8), written out as UTF-8 with every Coursify element
 * expanded. Never errors: an input that fails (or a chunk that is neither text nor bytes) ends the output with what
 * arrived, an element whose end has not arrived as written, with one warning. Cancelling the output cancels the
 * input.
 */
export function renderStream(
  input: ReadableStream<string | Uint8Array>,
  options: RenderHtmlOptions = {},
): ReadableStream<Uint8Array> {
  const expander = new PageExpander(options);
  // A multi-byte character cut between two chunks is decoded once both halves are in; a BOM is kept as it came.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const encoder = new TextEncoder();
  let reader: ReadableStreamDefaultReader<string | Uint8Array>;
  return new ReadableStream<Uint8Array>({
    start() {
      reader = input.getReader();
    },
    async pull(controller) {
      const send = (text: string) => {
        if (text !== '') controller.enqueue(encoder.encode(text));
      };
      // Reads until there is something to send: a chunk inside an element that is not yet closed yields nothing.
      for (;;) {
        let chunk: ReadableStreamReadResult<string | Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          send(expander.abort(`the input stream failed (${messageOf(error)})`));
          controller.close();
          return;
        }
        if (chunk.done) {
          send(expander.write(decoder.decode()) + expander.end());
          controller.close();
          return;
        }
        const text = textOf(chunk.value, decoder);
        if (text === undefined) {
          send(expander.abort(`the input stream gave a chunk that is neither text nor bytes (${typeof chunk.value})`));
          controller.close();
          reader.cancel().catch(() => {});
          return;
        }
        const out = expander.write(text);
        if (out !== '') {
          send(out);
          return;
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function textOf(value: unknown, decoder: TextDecoder): string | undefined {
  // A string after bytes: the bytes' unfinished character (if any) is ended first, as a whole decode would not be
  // asked to do; a stream mixes the two only if its producer does.
  if (typeof value === 'string') return decoder.decode() + value;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return decoder.decode(value, { stream: true });
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
