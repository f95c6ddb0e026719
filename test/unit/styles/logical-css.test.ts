// @vitest-environment node
/**
 * Element CSS is logical only: on a right-to-left page every element mirrors because nothing in its sheets names a
 * physical side. The sheets are compiled as the build compiles them (scripts/element-sheets.ts: Tailwind over each
 * element's sources, minified, made shadow-safe); any `left`, `margin-right`, `text-align: left`, lopsided `inset`,
 * one-sided border or radius, or x translation that no `rtl:` rule turns around fails here, named by element,
 * selector and property. So is <login-form>'s light-DOM sheet (src/react/login-form/styles.ts). Inline style objects in the components are held to the same rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSheets } from '../../../scripts/element-sheets';
import { LOGIN_FORM_CSS } from '../../../src/react/login-form/styles';
import { physicalDeclarations } from './physical-css';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('physicalDeclarations', () => {
  it('finds each kind of physical left/right, and passes the logical ones', () => {
    const css = [
      '.a{left:0;inset-inline-start:0}',
      '.b{margin-right:1px;margin-inline-end:1px;padding-left:2px}',
      '.c{border-left-width:1px;border-top-right-radius:3px;border-start-end-radius:3px}',
      '.d{text-align:left}.d2{text-align:start}',
      '.e{float:right;clear:left}',
      '.f{inset:0 1px 0 2px}.f2{inset:0 auto}.f3{inset:0 1px 2px 1px}',
      '.g{--tw-translate-x:calc(var(--spacing)*5);translate:var(--tw-translate-x) var(--tw-translate-y)}',
      '.g0{--tw-translate-x:0}',
      '.h:where(:dir(rtl),[dir="rtl"],[dir="rtl"] *){--tw-translate-x:-1rem}',
      '@keyframes k{from{transform:translateX(-100%)}to{transform:translateX(0)}}',
      '.i{transform:translateY(4px)}.j{translate:calc(var(--_cf-dir)*1rem) 0}',
      '@media (min-width:40rem){.m{margin:0 4px 0 0}}',
      '.r{border-radius:4px 0 0 4px}.r2{border-radius:4px}',
      '.s{scroll-padding-left:1rem}',
      '.t{border-top-left-radius:4px;border-top-right-radius:4px}.u{margin-left:1px;margin-right:2px}',
    ].join('');
    const found = physicalDeclarations(css).map((d) => `${d.selector} ${d.property}`);
    expect(found).toEqual([
      '.a left',
      '.b margin-right',
      '.b padding-left',
      '.c border-left-width',
      '.c border-top-right-radius',
      '.d text-align',
      '.e float',
      '.e clear',
      '.f inset',
      '.g --tw-translate-x',
      '@keyframes k > from transform',
      '@media (min-width:40rem) > .m margin',
      '.r border-radius',
      '.s scroll-padding-left',
      '.u margin-left',
      '.u margin-right',
    ]);
  });
});

describe('element sheets, as built', () => {
  it('name no physical left or right', async () => {
    const { compiled } = await planSheets('course-catalog');
    const found: string[] = [];
    for (const [file, css] of compiled) {
      const element = file.endsWith('elements.css') ? 'base sheet' : `<${basename(file, '.css')}>`;
      for (const d of physicalDeclarations(css)) found.push(`${element} ${d.selector} { ${d.property}: ${d.value} }`);
    }
    expect(compiled.size).toBe(8);
    expect(found).toEqual([]);
  }, 60_000);

  it('turn by the resolved dir on the shadow content, never by language (`:dir()` compiled to `:lang()`s)', async () => {
    const { compiled } = await planSheets('course-catalog');
    const byLanguage = [...compiled].filter(([, css]) => /:lang\(|:dir\(/.test(css)).map(([file]) => basename(file));
    expect(byLanguage).toEqual([]);
    const grid = [...compiled].find(([file]) => file.endsWith('ecosystem-grid.css'))?.[1] ?? '';
    expect(grid).toMatch(/\.rtl\\:[^{]*\[dir=("?)rtl\1\]/);
  }, 60_000);

  it("and neither does <login-form>'s light-DOM sheet", () => {
    const found = physicalDeclarations(LOGIN_FORM_CSS).map((d) => `${d.selector} { ${d.property}: ${d.value} }`);
    expect(LOGIN_FORM_CSS).toContain('inset-inline-end');
    expect(found).toEqual([]);
  });

  it('inline style objects in the components name no physical side either', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(join(ROOT, 'src/react'));
    const found: string[] = [];
    const PHYSICAL_KEY =
      /\b(left|right|marginLeft|marginRight|paddingLeft|paddingRight|borderLeft\w*|borderRight\w*|border(?:Top|Bottom)(?:Left|Right)Radius)\s*:/;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/style=\{\{([^}]*)\}\}/g)) {
        const key = PHYSICAL_KEY.exec(match[1]);
        if (key) found.push(`${file.slice(ROOT.length + 1)}: ${key[1]}`);
      }
      for (const match of source.matchAll(/\.style\.(left|right|marginLeft|marginRight|paddingLeft|paddingRight)\b/g))
        found.push(`${file.slice(ROOT.length + 1)}: style.${match[1]}`);
    }
    expect(found).toEqual([]);
  });
});
