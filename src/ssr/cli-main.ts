/**
 * What `coursify-elements render` does (cli.ts runs it): reads the page (a file, or standard input), writes it with
 * every element rendered (renderHtml) to standard output; warnings go to standard error. Returns the exit code.
 */
import { readFileSync } from 'node:fs';
import { renderHtml } from './render-html';

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
    return command === undefined || command === '--help' || command === '-h' ? 0 : 2;
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
  io.write(renderHtml(html, options));
  return 0;
}
