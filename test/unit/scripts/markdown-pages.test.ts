// @vitest-environment node
/**
 * The Markdown pages (README.md, docs/**): every link between them resolves, anchors included, as GitHub shows them
 * (heading ids are github-slugger's) and as the docs site shows them (scripts/markdown-pages.mjs rewrites each link
 * to its route; the site's own walk over every link is test/e2e/docs-guides.spec.ts). And the parser's tree itself.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  elementProse,
  markdownPages,
  parsePage,
  readPage,
  routeOf,
  siteLink,
  TAGS,
} from '../../../scripts/markdown-pages.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Every Markdown file GitHub shows of the docs: the README and everything under docs/ (and bench/README.md). */
function markdownFiles(dir = 'docs'): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}
const FILES = ['README.md', 'bench/README.md', ...markdownFiles()];
const parsed = new Map<string, Set<string>>();
/** A Markdown file's heading ids, as GitHub gives them (each file parsed once). */
function headingIds(file: string): Set<string> {
  let ids = parsed.get(file);
  if (!ids) {
    ids = new Set(parsePage(readFileSync(join(ROOT, file), 'utf8'), file).headings.map((h) => h.id));
    parsed.set(file, ids);
  }
  return ids;
}

/** The relative links of a Markdown file, as written (code blocks and code spans left out). */
function relativeLinks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, href]) => href as string)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href));
}

describe('the Markdown pages on GitHub', () => {
  it('every relative link names a file of the repository, and every #anchor a heading of it', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of FILES) {
      for (const href of relativeLinks(file)) {
        checked++;
        const [path = '', fragment] = href.split('#');
        const target = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
        if (!existsSync(join(ROOT, target))) {
          broken.push(`${file}: ${href} (no ${target})`);
          continue;
        }
        if (fragment !== undefined && target.endsWith('.md') && !headingIds(target).has(fragment)) {
          broken.push(`${file}: ${href} (no heading #${fragment} in ${target})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  }, 30_000); // every Markdown file of the repository parsed: seconds while the machine is busy
});

describe('the Markdown pages on the docs site', () => {
  const pages = markdownPages(ROOT).map((page) => readPage(ROOT, page));
  /** The ids a route's page has: its headings; an element page adds its own sections'. */
  const ids = new Map<string, Set<string>>(
    pages.map((page) => [
      page.route,
      new Set([
        ...page.headings.map((h) => h.id),
        ...(page.kind === 'element' ? ['live-example', 'guide', 'api', 'messages'] : []),
      ]),
    ]),
  );
  const routes = new Set([...ids.keys(), '/docs/elements', '/docs/translations']);

  it('lists the README, the guides and the element pages, each at its route', () => {
    const byFile = new Map(pages.map((page) => [page.file, page.route]));
    expect(byFile.get('README.md')).toBe('/docs');
    expect(byFile.get('docs/guides/README.md')).toBe('/docs/guides');
    expect(byFile.get('docs/guides/embedding.md')).toBe('/docs/guides/embedding');
    expect(byFile.get('docs/elements/course-catalog.md')).toBe('/docs/elements/course-catalog');
    for (const file of markdownFiles('docs/guides')) expect(byFile.has(file), file).toBe(true);
  });

  it('every link between them is a route of the site, and every #anchor an id of its page', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const page of pages) {
      for (const link of page.links) {
        if (!('href' in link) || /^[a-z]+:/.test(link.href)) continue;
        checked++;
        const [path, fragment] = link.href.split('#');
        const route = path === '' ? page.route : (path as string);
        if (!routes.has(route)) broken.push(`${page.file}: ${link.href} (no route ${route})`);
        else if (fragment !== undefined && ids.has(route) && !ids.get(route)?.has(fragment)) {
          broken.push(`${page.file}: ${link.href} (no #${fragment} on ${route})`);
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  });
});

describe('siteLink and routeOf', () => {
  it('rewrite links between the pages to their routes, and leave the rest', () => {
    expect(siteLink('docs/guides/security.md', 'embedding.md#one-line')).toEqual({
      href: '/docs/guides/embedding#one-line',
    });
    expect(siteLink('README.md', 'docs/elements/course-catalog.md')).toEqual({ href: '/docs/elements/course-catalog' });
    expect(siteLink('docs/guides/README.md', '../../README.md')).toEqual({ href: '/docs' });
    expect(siteLink('docs/elements/login-form.md', '../guides/README.md')).toEqual({ href: '/docs/guides' });
    expect(siteLink('docs/guides/a.md', '#here')).toEqual({ href: '#here' });
    expect(siteLink('docs/guides/a.md', 'https://example.org/x.md')).toEqual({ href: 'https://example.org/x.md' });
    // Files the site does not show: the link's words stay, as text.
    expect(siteLink('docs/guides/a.md', '../decisions/cdn.md')).toEqual({ file: 'docs/decisions/cdn.md' });
    expect(siteLink('README.md', 'CHANGELOG.md')).toEqual({ file: 'CHANGELOG.md' });
    expect(routeOf('docs/elements/README.md')).toBe('/docs/elements');
    expect(routeOf('src/lib/text-cap.ts')).toBeUndefined();
  });
});

describe('parsePage', () => {
  const page = parsePage(
    [
      '# A title',
      '',
      'First *para*graph, with `code` and a [link](other.md#x-y) and [a note](../decisions/cdn.md).',
      '',
      '## Same',
      '',
      '## Same',
      '',
      '- one',
      '- two',
      '',
      '| a | b |',
      '|---|:-:|',
      '| `x \\| y` | &lt;html> |',
      '',
      '```html',
      '<course-catalog></course-catalog>',
      '```',
      '',
      '<!-- api:x:start -->',
      '<script>alert(1)</script>',
      '',
      'Text <b>bold</b> ![shot](../images/a.png)',
    ].join('\n'),
    'docs/guides/page.md',
  );

  it('gives the title, a description, the headings with GitHub’s ids, and the links', () => {
    expect(page.title).toBe('A title');
    expect(page.description).toBe('First paragraph, with code and a link and a note.');
    expect(page.headings.map((h) => h.id)).toEqual(['a-title', 'same', 'same-1']);
    expect(page.links).toEqual([{ href: '/docs/guides/other#x-y' }, { file: 'docs/decisions/cdn.md' }]);
  });

  it('builds a tree of known tags and text only: raw HTML is dropped, code stays text', () => {
    const tags = new Set<string>();
    const walk = (nodes: unknown[]) => {
      for (const node of nodes) {
        if (Array.isArray(node)) {
          tags.add(node[0]);
          walk(node.slice(2));
        }
      }
    };
    walk(page.tree);
    for (const tag of tags) expect(TAGS, tag).toContain(tag);
    const json = JSON.stringify(page.tree);
    expect(json).not.toContain('alert(1)');
    expect(json).not.toContain('<b>');
    expect(json).not.toContain('api:x');
    expect(page.tree).toContainEqual(['pre', { lang: 'html' }, '<course-catalog></course-catalog>\n']);
    expect(json).toContain('["td",null,["code",null,"x | y"]]');
    expect(json).toContain('["td",{"align":"center"},"<html>"]');
    expect(json).toContain('["ul",null,["li",null,"one"],["li",null,"two"]]');
    expect(json).toContain('["img",{"src":"/docs/images/a.png","alt":"shot"}]');
  });

  it('elementProse keeps an element page’s words before its API, without its title', () => {
    const element = parsePage(
      '# `<x-y>`\n\nWords.\n\n## Notes\n\nMore.\n\n## API\n\nTables.\n',
      'docs/elements/x-y.md',
    );
    expect(elementProse(element.tree)).toEqual([
      ['p', null, 'Words.'],
      ['h2', { id: 'notes' }, 'Notes'],
      ['p', null, 'More.'],
    ]);
  });
});
