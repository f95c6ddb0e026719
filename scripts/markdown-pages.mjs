/**
 * The repository's Markdown pages as the shell's docs site shows them (scripts/docs-guides-plugin.ts): which file is
 * at which route, and each file parsed once, at build time, into a small tree of plain data that
 * demo/docs/guides/MarkdownTree.tsx renders with React. One source, shown twice: GitHub renders the files as they
 * are; the site renders the same files, with every link between them rewritten to its route.
 *
 * Parsed with markdown-it (CommonMark and GitHub's tables and strikethrough); heading ids are github-slugger's, the
 * ids GitHub gives the same headings, so `guide.md#a-heading` and `/docs/guides/guide#a-heading` land on the same
 * place. Nothing of either library reaches the browser: the site gets the tree, not the parser, and the tree holds
 * text and a fixed set of tags, never HTML (the shell runs with Trusted Types enforced, and no page of ours is ever
 * inserted as markup). Raw HTML in a page is dropped: the only HTML the pages hold is the API blocks' comments.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt from 'markdown-it';

/** The site's routes for the pages it shows. */
export const DOCS_ROUTE = '/docs';
export const GUIDES_ROUTE = '/docs/guides';
export const ELEMENTS_ROUTE = '/docs/elements';

/**
 * The pages the site renders from Markdown: README.md (the docs' overview, at /docs), the guides' index and each
 * guide, and each element's page (its words shown on /docs/elements/<tag>, above the API from the manifest).
 * @param {string} root
 * @returns {{ id: string, file: string, route: string, kind: 'overview' | 'guide' | 'element' }[]}
 */
export function markdownPages(root) {
  const list = (dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((name) => name.endsWith('.md') && name !== 'README.md')
          .sort()
          .map((name) => name.slice(0, -3))
      : [];
  return [
    { id: 'readme', file: 'README.md', route: DOCS_ROUTE, kind: 'overview' },
    { id: 'guides', file: 'docs/guides/README.md', route: GUIDES_ROUTE, kind: 'overview' },
    ...list('docs/guides').map((name) => ({
      id: name,
      file: `docs/guides/${name}.md`,
      route: `${GUIDES_ROUTE}/${name}`,
      kind: 'guide',
    })),
    ...list('docs/elements').map((tag) => ({
      id: `element-${tag}`,
      file: `docs/elements/${tag}.md`,
      route: `${ELEMENTS_ROUTE}/${tag}`,
      kind: 'element',
    })),
  ];
}

/**
 * The site route of a repository file, or undefined when the site does not show it (the design notes, the
 * changelog, source files: they are read on GitHub, and the site shows their link text without a link).
 * @param {string} file a path relative to the repository's root
 */
export function routeOf(file) {
  if (file === 'README.md') return DOCS_ROUTE;
  if (file === 'docs/guides/README.md' || file === 'docs/guides') return GUIDES_ROUTE;
  if (file === 'docs/elements/README.md' || file === 'docs/elements') return ELEMENTS_ROUTE;
  const page = /^docs\/(guides|elements)\/([a-z0-9-]+)\.md$/.exec(file);
  return page ? `${DOCS_ROUTE}/${page[1]}/${page[2]}` : undefined;
}

/**
 * A link of the page at `from` (repository-relative) as the site writes it: `{ href }` for a link the site can
 * follow (another page's route, the same page's `#anchor`, or a URL with a scheme), `{ file }` for a file the site
 * does not show.
 * @param {string} from
 * @param {string} href
 * @returns {{ href: string } | { file: string }}
 */
export function siteLink(from, href) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return { href };
  const [path = '', fragment] = href.split('#');
  const file = normalize(join(dirname(from), decodeURI(path))).replace(/\/$/, '');
  const route = routeOf(file);
  if (route === undefined) return { file };
  return { href: fragment === undefined ? route : `${route}#${fragment}` };
}

/**
 * The tree: a node is a string (text), or `[tag, props, ...children]` with tag one of TAGS. A code block is
 * `['pre', { lang }, code]`; a heading carries its `id`; a link its site `href` (or, to a file the site does not
 * show, it is `['span', { file }, ...]`); a table cell its `align`.
 * @typedef {string | [string, Record<string, string> | null, ...MarkdownNode[]]} MarkdownNode
 */
export const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'a',
  'span',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'br',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

const markdown = new MarkdownIt({ html: true });

/** The text of a run of inline tokens, as a heading's slug and an image's alt read it. */
function plainText(tokens = []) {
  return tokens.map((token) => (token.children ? plainText(token.children) : token.content)).join('');
}

/**
 * One Markdown page parsed into the tree, with its title (the first h1), a description (the first paragraph's
 * text, for the page's meta description), its headings (level, id, text) and the links it makes (for the tests).
 * @param {string} text the Markdown
 * @param {string} file its path relative to the repository's root (links are relative to it)
 */
export function parsePage(text, file) {
  const slugger = new GithubSlugger();
  const headings = [];
  const links = [];
  const root = [];
  const stack = [root];
  const top = () => stack[stack.length - 1];
  let description;

  const open = (tag, props) => {
    const node = [tag, props];
    top().push(node);
    stack.push(node);
  };
  const close = () => stack.pop();
  /** Text next to text is one string: a smaller tree, and one text node each in the page. */
  const push = (node) => {
    const parent = top();
    if (typeof node === 'string' && typeof parent[parent.length - 1] === 'string') parent[parent.length - 1] += node;
    else parent.push(node);
  };

  const inline = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'text') push(token.content);
      else if (token.type === 'code_inline') top().push(['code', null, token.content]);
      else if (token.type === 'softbreak') push(' ');
      else if (token.type === 'hardbreak') top().push(['br', null]);
      else if (token.type === 'image') {
        const link = siteLink(file, token.attrGet('src') ?? '');
        // A repository file (the README's screenshots): served by the site at the same path (docs-guides-plugin.ts).
        top().push(['img', { src: 'file' in link ? `/${link.file}` : link.href, alt: plainText(token.children) }]);
      } else if (token.type === 'link_open') {
        const link = siteLink(file, token.attrGet('href') ?? '');
        links.push(link);
        open(...('file' in link ? ['span', { file: link.file }] : ['a', { href: link.href }]));
      } else if (token.nesting === 1) open(token.tag, null);
      else if (token.nesting === -1) close();
      // html_inline: dropped (see the module's comment).
    }
  };

  const tokens = markdown.parse(text, {});
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    // A tight list's paragraphs are hidden: their text goes straight into the item, as GitHub shows it.
    if (token.hidden) continue;
    if (token.type === 'inline') inline(token.children ?? []);
    else if (token.type === 'fence' || token.type === 'code_block') {
      top().push(['pre', { lang: token.info.trim().split(/\s+/)[0] ?? '' }, token.content]);
    } else if (token.type === 'heading_open') {
      const words = plainText(tokens[index + 1]?.children);
      const id = slugger.slug(words);
      headings.push({ level: Number(token.tag.slice(1)), id, text: words });
      open(token.tag, { id });
    } else if (token.type === 'paragraph_open' && description === undefined && stack.length === 1) {
      description = plainText(tokens[index + 1]?.children)
        .replace(/\s+/g, ' ')
        .trim();
      open('p', null);
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /text-align:(\w+)/.exec(token.attrGet('style') ?? '')?.[1];
      open(token.tag, align ? { align } : null);
    } else if (token.type === 'hr') top().push(['hr', null]);
    else if (token.nesting === 1) open(token.tag, null);
    else if (token.nesting === -1) close();
    // html_block: dropped.
  }
  const title = headings.find((heading) => heading.level === 1)?.text ?? file;
  return { title, description: shorten(description ?? title), headings, links, tree: root };
}

/** A page's description for search results: its first paragraph, cut at a word within 200 characters. */
function shorten(text) {
  return text.length <= 200 ? text : `${text.slice(0, 199).replace(/\s+\S*$/, '')}…`;
}

/** A page of the list, read and parsed. */
export function readPage(root, page) {
  return { ...page, ...parsePage(readFileSync(join(root, page.file), 'utf8'), page.file) };
}

/**
 * An element page's words as the site shows them: everything before its `## API` section (the site shows the API
 * from the manifest) and without its h1 (the site's page has its own).
 * @param {MarkdownNode[]} tree
 */
export function elementProse(tree) {
  const api = tree.findIndex((node) => Array.isArray(node) && node[0] === 'h2' && node[1]?.id === 'api');
  return (api === -1 ? tree : tree.slice(0, api)).filter((node) => !(Array.isArray(node) && node[0] === 'h1'));
}
