import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { squeezeCss, squeezeCssTemplate } from '../../../scripts/squeeze-css-template';

describe('squeezeCss', () => {
  it('drops comments and the whitespace around braces, semicolons, commas and after colons', () => {
    expect(squeezeCss(' .a {\n  color: red;\n  /* why */\n  margin: 0 auto;\n}\n')).toBe(
      ' .a{color:red;margin:0 auto}',
    );
  });

  it('keeps the spaces CSS reads: descendant combinators, values, calc operators, a space before a pseudo-class', () => {
    expect(squeezeCss(' .a .b > .c :focus-visible { top: calc(100% + ')).toBe(
      ' .a .b > .c :focus-visible{top:calc(100% + ',
    );
  });
});

describe('squeezeCssTemplate', () => {
  const source = readFileSync(resolve(import.meta.dirname, '../../../src/react/login-form/styles.ts'), 'utf8');
  const squeezed = squeezeCssTemplate(source)?.toString() ?? '';
  const literal = (code: string) => /export const LOGIN_FORM_CSS = `([^`]*)`/.exec(code)?.[1] ?? '';

  it('finds the login form’s CSS literal and makes it shorter', () => {
    expect(literal(squeezed).length).toBeGreaterThan(1000);
    expect(literal(squeezed).length).toBeLessThan(literal(source).length * 0.9);
    expect(literal(squeezed)).not.toContain('/*');
  });

  it('leaves every interpolation as it was, in order, and the code outside the literal untouched', () => {
    const interpolations = (text: string) => text.match(/\$\{[^{}]*\}/g);
    expect(interpolations(literal(squeezed))).toEqual(interpolations(literal(source)));
    expect(squeezed.replace(literal(squeezed), '')).toBe(source.replace(literal(source), ''));
  });

  it('keeps the descendant space after the scope interpolation, and the space between two interpolated values', () => {
    expect(literal(squeezed)).toContain(`\${FORM} .clf-card{`);
    expect(literal(squeezed)).toContain(`padding:\${baseSize(0.5)} \${baseSize(0.75)};`);
  });

  it('returns nothing for a module without the literal', () => {
    expect(squeezeCssTemplate('export const x = 1;')).toBeUndefined();
  });
});
