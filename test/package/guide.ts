/**
 * The static-site recipes of docs/guides/server-rendering.md ("Static sites: Astro, Eleventy, any build"), read from
 * the guide itself: the package stage runs the CLI's commands as the guide prints them, and a unit test
 * (test/unit/docs/server-rendering-recipes.test.ts) holds the Astro and Eleventy fixtures' config files to the
 * guide's code blocks, so a recipe cannot change without its consumer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GUIDE = join(import.meta.dirname, '../../docs/guides/server-rendering.md');

/** The guide's section on static sites: up to the next `## ` heading. */
function section(): string {
  const text = readFileSync(GUIDE, 'utf8');
  const start = text.indexOf('\n## Static sites: Astro, Eleventy, any build\n');
  if (start < 0) throw new Error('server-rendering.md has no section "Static sites: Astro, Eleventy, any build"');
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** The fenced code blocks of the section, each as written between its fences (ending with a line feed). */
function codeBlocks(): { lang: string; code: string }[] {
  return [...section().matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map(([, lang, code]) => ({ lang, code }));
}

/** The code block that starts with `firstLine` (a config file's block names its file on its first line). */
export function recipe(firstLine: string): string {
  const found = codeBlocks().filter(({ code }) => code.startsWith(`${firstLine}\n`));
  if (found.length !== 1) throw new Error(`server-rendering.md: ${found.length} code blocks start with ${firstLine}`);
  return found[0].code;
}

/** The CLI's commands as the guide gives them: one page (inline code), and the build step over every page (`sh`). */
export function cliRecipes(): { onePage: string; everyPage: string } {
  const onePage = /`(npx coursify-elements render in\.html > out\.html)`/.exec(section())?.[1];
  const steps = codeBlocks().filter(({ lang, code }) => lang === 'sh' && code.includes('coursify-elements render'));
  if (onePage === undefined || steps.length !== 1) throw new Error('server-rendering.md: the CLI recipes moved');
  return { onePage, everyPage: steps[0].code.trim() };
}
