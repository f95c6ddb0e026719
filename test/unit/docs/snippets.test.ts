/**
 * The playground's and the builder's snippets (demo/docs/snippets.ts): the forms the docs document (docs/guides/frameworks.md), every
 * value escaped for where it goes, and the React and Vue code valid syntax (parsed by the TypeScript compiler).
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { PropertyDoc } from '../../../demo/docs/model';
import {
  checkedCdnBase,
  escapeAttribute,
  htmlSnippet,
  inlineJsonChildSnippet,
  jsonAttributeSnippet,
  reactComponentName,
  reactSnippet,
  type SnippetInput,
  scriptSafeJson,
  shellCdnBase,
  vueSnippet,
} from '../../../demo/docs/snippets';

const CDN_BASE = shellCdnBase();

const PROPERTIES: PropertyDoc[] = [
  {
    name: 'courses',
    attribute: 'courses',
    type: 'CourseInput[]',
    description: '',
    control: { kind: 'json', valueType: 'CourseInput[]' },
  },
  {
    name: 'currency',
    attribute: 'currency',
    type: 'string',
    default: 'USD',
    description: '',
    control: { kind: 'text' },
  },
  { name: 'pageSize', attribute: 'page-size', type: 'number', description: '', control: { kind: 'number' } },
  { name: 'hideFilters', attribute: 'hide-filters', type: 'boolean', description: '', control: { kind: 'boolean' } },
  {
    name: 'theme',
    attribute: 'theme',
    type: "'light' | 'dark'",
    description: '',
    control: { kind: 'enum', options: ['light', 'dark'] },
  },
];

const input = (overrides: Partial<SnippetInput> = {}): SnippetInput => ({
  tag: 'course-catalog',
  className: 'CourseCatalogElement',
  properties: PROPERTIES,
  values: {},
  ...overrides,
});

/** Syntax errors of code as TypeScript reads it (JSX for .jsx), none for valid code. */
function syntaxErrors(code: string, fileName: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** Parses HTML as a browser would (happy-dom's parser) and returns the body. */
function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const body = document.createElement('div');
  body.append(template.content.cloneNode(true));
  return body;
}

describe('HTML', () => {
  it('the lite module script and the bare tag when nothing is set', () => {
    expect(htmlSnippet(input())).toBe(
      `<script type="module" src="${CDN_BASE}course-catalog.js"></script>\n\n<course-catalog></course-catalog>`,
    );
  });

  it('attributes in the manifest order, booleans bare, text escaped, JSON single-quoted, tokens in style', () => {
    const html = htmlSnippet(
      input({
        values: { theme: 'dark', 'hide-filters': true, currency: 'E"U&R', courses: '[{"title":"It\'s <b>"}]' },
        tokens: { '--cf-color-primary': '#ff0000', '--cf-font-family': '"Fira Sans"' },
      }),
    );
    expect(html).toContain(
      `<course-catalog courses='[\n  {\n    "title": "It&#39;s <b>"\n  }\n]' currency="E&quot;U&amp;R" hide-filters theme="dark" style="--cf-color-primary: #ff0000; --cf-font-family: &quot;Fira Sans&quot;"></course-catalog>`,
    );
    const element = parse(html).querySelector('course-catalog') as HTMLElement;
    expect(JSON.parse(element.getAttribute('courses') as string)).toEqual([{ title: "It's <b>" }]);
    expect(element.getAttribute('currency')).toBe('E"U&R');
    expect(element.getAttribute('hide-filters')).toBe('');
    expect(element.getAttribute('style')).toBe('--cf-color-primary: #ff0000; --cf-font-family: "Fira Sans"');
  });

  it('a listener per event', () => {
    const html = htmlSnippet(input({ events: ['course-navigate'] }));
    expect(html).toContain("element.addEventListener('course-navigate', (event) => console.log(event.detail));");
  });

  it('loads the lite build from the shell’s own copy: this page’s origin and /cdn/, never a placeholder host', () => {
    expect(CDN_BASE).toBe(`${location.origin}/cdn/`);
    expect(htmlSnippet(input())).not.toMatch(/\.example\b|your-cdn/);
    expect(htmlSnippet(input(), 'https://static.partner.test/ce/')).toContain(
      '<script type="module" src="https://static.partner.test/ce/course-catalog.js"></script>',
    );
  });

  it('a typed base URL: absolute http(s) only, written with one trailing slash, no query or fragment', () => {
    expect(checkedCdnBase(' https://static.partner.test/ce ')).toBe('https://static.partner.test/ce/');
    expect(checkedCdnBase('http://127.0.0.1:8080/wp-content/plugins/coursify-elements/cdn/')).toBe(
      'http://127.0.0.1:8080/wp-content/plugins/coursify-elements/cdn/',
    );
    expect(checkedCdnBase('https://a.test/x/?v=1#top')).toBe('https://a.test/x/');
    for (const bad of ['', '/cdn/', 'cdn', 'javascript:alert(1)//', 'data:text/javascript,1', 'ftp://a.test/']) {
      expect(checkedCdnBase(bad), bad).toBeUndefined();
    }
  });

  it('escapes attribute text', () => {
    expect(escapeAttribute('a"b&c<d')).toBe('a&quot;b&amp;c<d');
  });
});

describe('inline JSON child', () => {
  const nasty = [{ title: '</script><script>alert(1)</script>', description: '<!-- <script>', link: '/a?b=1&c=2' }];

  it('no "<" survives inside the script element, and the JSON still means the same', () => {
    const json = JSON.stringify(nasty, null, 2);
    expect(scriptSafeJson(json)).not.toContain('<');
    expect(JSON.parse(scriptSafeJson(json))).toEqual(nasty);
    const snippet = inlineJsonChildSnippet('ecosystem-grid', json);
    const grid = parse(snippet).querySelector('ecosystem-grid') as HTMLElement;
    const scripts = grid.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('type')).toBe('application/json');
    expect(JSON.parse(scripts[0].textContent as string)).toEqual(nasty);
    expect(
      snippet.startsWith(`<script type="module" src="${CDN_BASE}ecosystem-grid.js"></script>\n\n<ecosystem-grid>`),
    ).toBe(true);
  });

  it('both builder forms take the base URL the partner set', () => {
    const base = 'https://static.partner.test/ce/';
    expect(inlineJsonChildSnippet('ecosystem-grid', '[]', { base })).toContain(`src="${base}ecosystem-grid.js"`);
    expect(jsonAttributeSnippet('ecosystem-grid', 'items', '[]', { base })).toBe(
      `<script type="module" src="${base}ecosystem-grid.js"></script>\n\n<ecosystem-grid items='[]'></ecosystem-grid>`,
    );
  });

  it('a JSON attribute keeps its quotes and ampersands as data', () => {
    const data = [{ title: "Tom's & Jerry's", content: "/x'y" }];
    const snippet = jsonAttributeSnippet('course-catalog', 'courses', JSON.stringify(data));
    const catalog = parse(snippet).querySelector('course-catalog') as HTMLElement;
    expect(JSON.parse(catalog.getAttribute('courses') as string)).toEqual(data);
    expect(snippet).not.toMatch(/courses='[^']*'[^>]/);
  });
});

describe('React', () => {
  it('the coursify-elements/react component, props in camelCase, typed values, tokens in style, handlers', () => {
    const code = reactSnippet(
      input({
        values: { 'page-size': '6', 'hide-filters': true, currency: 'EUR', courses: '[{"title":"A"}]', theme: 'dark' },
        tokens: { '--cf-color-primary': '#ff0000' },
        events: ['course-navigate'],
      }),
    );
    expect(code).toBe(
      [
        "import { CourseCatalog } from 'coursify-elements/react';",
        '',
        '<CourseCatalog',
        '  courses={[',
        '    {',
        '      "title": "A"',
        '    }',
        '  ]}',
        '  currency="EUR"',
        '  pageSize={6}',
        '  hideFilters',
        '  theme="dark"',
        "  style={{ '--cf-color-primary': '#ff0000' }}",
        '  onCourseNavigate={(event) => console.log(event.detail)}',
        '/>',
      ].join('\n'),
    );
    expect(syntaxErrors(code, 'snippet.jsx')).toEqual([]);
  });

  it('strings that JSX attribute quotes cannot hold become expressions; the result still parses', () => {
    const code = reactSnippet(input({ values: { currency: `a"b{c}'d\\e\nf` } }));
    expect(code).toContain(`currency={'a"b{c}\\'d\\\\e\\nf'}`);
    expect(syntaxErrors(code, 'snippet.jsx')).toEqual([]);
  });

  it('a self-closing component with nothing set; the name from the class', () => {
    expect(reactSnippet(input())).toBe("import { CourseCatalog } from 'coursify-elements/react';\n\n<CourseCatalog />");
    expect(reactComponentName('A11yPanelElement')).toBe('A11yPanel');
  });

  it('a number control holding something else stays a string', () => {
    expect(reactSnippet(input({ values: { 'page-size': 'abc' } }))).toContain('pageSize="abc"');
  });
});

describe('Vue', () => {
  it('the lite element through h(): attributes as attributes, rich data as the property, on<Event>', () => {
    const code = vueSnippet(
      input({
        values: { 'hide-filters': true, 'page-size': '6', courses: '[]' },
        tokens: { '--cf-radius': '0' },
        events: ['course-navigate'],
      }),
    );
    expect(code).toContain("import 'coursify-elements/lite/course-catalog';");
    expect(code).toContain("isCustomElement: (tag) => tag === 'course-catalog'");
    expect(code).toContain(
      [
        "h('course-catalog', {",
        '  courses: [],',
        "  'page-size': '6',",
        "  'hide-filters': '',",
        "  style: { '--cf-radius': '0' },",
        '  onCourseNavigate: (event) => console.log(event.detail),',
        '});',
      ].join('\n'),
    );
    expect(syntaxErrors(code, 'snippet.js')).toEqual([]);
  });

  it('with nothing set', () => {
    expect(vueSnippet(input())).toMatch(/h\('course-catalog'\);$/);
    expect(syntaxErrors(vueSnippet(input({ values: { currency: "it's" } })), 'snippet.js')).toEqual([]);
  });
});
