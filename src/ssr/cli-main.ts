/**
 * What `coursify-elements render` does (cli.ts runs it): reads the page (a file, or standard input), writes it with
 * every element rendered (renderHtml) to standard output. Every problem an element reports while it renders goes to
 * standard error, in the browser's words: an error for what it shows as its error state (unusable input), a warning
 * for the rest. Returns the exit code: 0 rendered, 1 the page could not be read, 2 a usage error (no command, an
 * unknown one, an unknown option).
 */
import { readFileSync } from 'node:fs';
import { documentLang, renderHtml } from './render-html';

export const USAGE =
  'usage: coursify-elements render [file.html] [--lang <code>] [--dir ltr|rtl]  (the page goes to standard output)';

export type CliIo = {
  read: (file: string | 0) => string;
  write: (text: string) => void;
  error: (text: string) => void;
};

export const processIo: CliIo = {
  read: (file) => readFileSync(file, 'utf8'),
  write: (text) => process.stdout.write(text),
  error: (text) => console.error(text),
};

export function runCli(args: readonly string[], io: CliIo = processIo): number {
  const [command, ...rest] = args;
  if (command !== 'render') {
    io.error(USAGE);
    // Asked for (`--help`): not an error. Nothing, or something else: a usage error, so a script that calls it
    // wrongly fails instead of writing an empty page.
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const options: { lang?: string; dir?: string } = {};
  let file: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if ((arg === '--lang' || arg === '--dir') && i + 1 < rest.length)
      options[arg === '--lang' ? 'lang' : 'dir'] = rest[++i];
    else if (file === undefined && !arg.startsWith('--')) file = arg;
    else {
      io.error(USAGE);
      return 2;
    }
  }
  let html: string;
  try {
    html = io.read(file ?? 0);
  } catch (error) {
    io.error(`coursify-elements render: cannot read ${file ?? 'standard input'} (${(error as Error).message})`);
    return 1;
  }
  if (options.lang !== undefined) html = withLang(html, options.lang, io);
  io.write(renderHtml(html, options));
  return 0;
}

/**
 * `--lang` and the page's own `lang`: the elements in the browser read the page's (lib/i18n/resolve.ts), so a server
 * render in another language would be thrown away there and rendered again. A page whose `<html>` says nothing gets
 * `--lang` written on it (what the browser then reads); one that says another language keeps it, with a warning (its
 * own `lang` wins, here as in the browser); a fragment without `<html>` gets a warning that the page around it must
 * say the same.
 */
function withLang(html: string, lang: string, io: CliIo): string {
  const page = documentLang(html);
  const name = 'coursify-elements render';
  if (page.lang !== undefined) {
    if (page.lang.trim().toLowerCase() !== lang.trim().toLowerCase()) {
      io.error(
        `${name}: --lang ${lang} ignored: the page says lang="${page.lang}", which its elements follow here and in the browser.`,
      );
    }
    return html;
  }
  if (page.htmlStartTagEnd === undefined) {
    io.error(
      `${name}: --lang ${lang}: this markup has no <html> to carry it; the page that includes it must say lang="${lang}", or the browser renders its elements again in its own language.`,
    );
    return html;
  }
  const at = page.htmlStartTagEnd - 1; // before the start tag's ">"
  const attribute = ` lang="${lang.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  const slash = html[at - 1] === '/' ? 1 : 0;
  return html.slice(0, at - slash) + attribute + html.slice(at - slash);
}
