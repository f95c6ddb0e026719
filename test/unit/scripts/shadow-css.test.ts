// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeShadowSafe, shadowCss } from '../../../scripts/shadow-css';

const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('makeShadowSafe: the @layer properties fallback', () => {
  const input = `@layer properties {
  @supports ((-webkit-hyphens: none) and (not (margin-trim: inline))) or ((-moz-orient: inline) and (not (color:rgb(from red r g b)))) {
    *, ::before, ::after, ::backdrop {
      --tw-border-style: solid;
      --tw-shadow: 0 0 #0000;
    }
  }
}
.border { border-style: var(--tw-border-style); }`;

  it('removes the @supports guard so the initial values always apply', () => {
    const out = makeShadowSafe(input);
    expect(out).not.toContain('@supports');
    expect(squash(out)).toContain('--tw-border-style: solid;');
    expect(squash(out)).toContain('--tw-shadow: 0 0 #0000;');
  });

  it('adds :host to the selector list', () => {
    expect(squash(makeShadowSafe(input))).toContain(':host, *, ::before, ::after, ::backdrop {');
  });

  it('keeps the rules inside @layer properties and leaves what follows intact', () => {
    const out = squash(makeShadowSafe(input));
    expect(out).toMatch(/^@layer properties \{ ?:host, \*, .*--tw-shadow: 0 0 #0000; \} \} \.border \{/);
    expect(out).toContain('.border { border-style: var(--tw-border-style); }');
    // Braces still balance after unwrapping.
    expect(out.split('{').length).toBe(out.split('}').length);
  });

  it('handles minified output', () => {
    const out = makeShadowSafe(
      '@layer properties{@supports (-moz-orient:inline){*,:before,:after,::backdrop{--tw-ring-inset:initial}}}.x{color:red}',
    );
    expect(out).toBe('@layer properties{:host, *,:before,:after,::backdrop{--tw-ring-inset:initial}}.x{color:red}');
  });

  it('leaves CSS without the properties layer alone', () => {
    const css = '@layer base { *, ::before { box-sizing: border-box; } }';
    expect(makeShadowSafe(css)).toBe(css);
  });

  it('leaves a properties layer statement (no block) alone', () => {
    const css = '@layer properties, theme, base;\n.a { color: red; }';
    expect(makeShadowSafe(css)).toBe(css);
  });
});

describe('makeShadowSafe: @property rules', () => {
  it('drops every @property rule and keeps the rest', () => {
    const css = `.a { color: red; }
@property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid; }
@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}
.b { color: blue; }`;
    const out = makeShadowSafe(css);
    expect(out).not.toContain('@property');
    expect(out).not.toContain('initial-value');
    expect(out).toContain('.a { color: red; }');
    expect(out).toContain('.b { color: blue; }');
  });
});

describe('makeShadowSafe: rem', () => {
  it('turns rem in declarations into multiples of --_cf-font-size', () => {
    expect(makeShadowSafe('.p-4 { padding: 1rem; }')).toBe('.p-4 { padding: calc(1 * var(--_cf-font-size)); }');
  });

  it('handles decimals, leading dots, negatives and several values', () => {
    expect(makeShadowSafe('.a { margin: 0.25rem -1.5rem .5rem 2rem; }')).toBe(
      '.a { margin: calc(0.25 * var(--_cf-font-size)) calc(-1.5 * var(--_cf-font-size)) calc(.5 * var(--_cf-font-size)) calc(2 * var(--_cf-font-size)); }',
    );
  });

  it('converts rem inside calc() and custom properties', () => {
    expect(makeShadowSafe(':root { --spacing: 0.25rem; } .x { width: calc(100% - 3rem); }')).toBe(
      ':root { --spacing: calc(0.25 * var(--_cf-font-size)); } .x { width: calc(100% - calc(3 * var(--_cf-font-size))); }',
    );
  });

  it('turns rem in @container conditions into px at 16px, and keeps rem in @media (the user’s default size)', () => {
    const css =
      '@media (width >= 40rem) { .sm\\:flex { display: flex; } }\n@container (width >= 64rem) { .a { gap: 1rem; } }';
    const out = makeShadowSafe(css);
    expect(out).toContain('@media (width >= 40rem) {');
    expect(out).toContain('@container (width >= 1024px) {');
    expect(out).not.toMatch(/@(media|container)[^{]*var\(/);
    // Declarations inside the block still use the token.
    expect(out).toContain('.a { gap: calc(1 * var(--_cf-font-size)); }');
  });

  it('converts fractional rem in conditions and named containers', () => {
    expect(makeShadowSafe('@container card (min-width: 22.5rem) { .a { color: red; } }')).toBe(
      '@container card (min-width: 360px) { .a { color: red; } }',
    );
  });

  it('leaves escaped class names such as .flex-\\[1_1_9rem\\] untouched', () => {
    const css = '.flex-\\[1_1_9rem\\] { flex: 1 1 9rem; }';
    expect(makeShadowSafe(css)).toBe('.flex-\\[1_1_9rem\\] { flex: 1 1 calc(9 * var(--_cf-font-size)); }');
  });

  it('leaves other escaped arbitrary values in selectors untouched', () => {
    const css = '.w-\\[2rem\\] { width: 2rem; } .text-\\[1\\.5rem\\] { font-size: 1.5rem; }';
    expect(makeShadowSafe(css)).toBe(
      '.w-\\[2rem\\] { width: calc(2 * var(--_cf-font-size)); } .text-\\[1\\.5rem\\] { font-size: calc(1.5 * var(--_cf-font-size)); }',
    );
  });

  it('does not touch units that merely end in "rem" or other units', () => {
    const css = '.a { width: 10px; height: 2em; font-size: 3vw; } .lorem { color: red; }';
    expect(makeShadowSafe(css)).toBe(css);
  });
});

describe('shadowCss Vite plugin', () => {
  it('transforms only the inline element stylesheets: the shared base and each element’s own', () => {
    const plugin = shadowCss();
    const css = '.a { padding: 1rem; }';
    const done = { code: '.a { padding: calc(1 * var(--_cf-font-size)); }', map: null };
    expect(plugin.transform(css, '/work/src/styles/elements.css?inline')).toEqual(done);
    expect(plugin.transform(css, '/work/src/styles/elements/course-catalog.css?inline')).toEqual(done);
    expect(plugin.transform(css, '/work/src/styles/elements.css')).toBeUndefined();
    expect(plugin.transform(css, '/work/src/styles/tokens.css?inline')).toBeUndefined();
    expect(plugin.transform(css, '/work/demo/app.css?inline')).toBeUndefined();
  });

  it('accepts another file pattern', () => {
    const plugin = shadowCss(/widget\.css$/);
    expect(plugin.transform('.a{margin:2rem}', '/x/widget.css')?.code).toBe(
      '.a{margin:calc(2 * var(--_cf-font-size))}',
    );
  });
});

describe('makeShadowSafe fails loudly when Tailwind changes its output', () => {
  it('throws when --tw-* variables exist but no @layer properties block does', () => {
    expect(() => makeShadowSafe('.shadow { --tw-shadow: 0 1px red; box-shadow: var(--tw-shadow); }')).toThrow(
      /no @layer properties/,
    );
  });

  it('throws when the properties layer lost its @supports guard', () => {
    expect(() => makeShadowSafe('@layer properties { :host { --tw-border-style: solid; } }')).toThrow(/@supports/);
  });
});

describe('makeShadowSafe and arbitrary values in class names', () => {
  it('leaves rem inside escaped calc() class names alone and converts the declaration', () => {
    const css = '.max-h-\\[calc\\(100\\%-2rem\\)\\] { max-height: calc(100% - 2rem); }';
    expect(makeShadowSafe(css)).toBe(
      '.max-h-\\[calc\\(100\\%-2rem\\)\\] { max-height: calc(100% - calc(2 * var(--_cf-font-size))); }',
    );
  });
});

describe('makeShadowSafe: preflight for elements no component renders', () => {
  it('drops those rules, minified or not, and keeps the resets of rendered elements', () => {
    const css =
      '@layer base{hr{height:0}b,strong{font-weight:bolder}code,kbd,samp,pre{font-size:1em}sub{bottom:-.25em}' +
      'table{text-indent:0}::-webkit-datetime-edit-year-field{padding-block:0}textarea{resize:vertical}' +
      'button,input,select,optgroup,textarea{font:inherit}}';
    expect(makeShadowSafe(css)).toBe(
      '@layer base{b,strong{font-weight:bolder}button,input,select,optgroup,textarea{font:inherit}}',
    );
    const pretty =
      '@layer base {\n  code, kbd, samp, pre {\n    font-size: 1em;\n  }\n  ol, ul { list-style: none; }\n}';
    expect(makeShadowSafe(pretty)).toBe('@layer base {\n  ol, ul { list-style: none; }\n}');
  });
});

describe('makeShadowSafe: the monospace font only that preflight read', () => {
  it('drops its theme variables once nothing reads them', () => {
    const css =
      '@layer theme{:root,:host{--font-mono:ui-monospace, monospace;--default-mono-font-family:var(--font-mono);--spacing:4px}}' +
      '@layer base{code,kbd,samp,pre{font-family:var(--default-mono-font-family,monospace)}}';
    expect(makeShadowSafe(css)).toBe('@layer theme{:root,:host{--spacing:4px}}@layer base{}');
  });

  it('keeps them while a rule reads them', () => {
    const css =
      ':host{--font-mono:monospace;--default-mono-font-family:var(--font-mono)}.font-mono{font-family:var(--font-mono)}';
    expect(makeShadowSafe(css)).toBe(css);
  });
});

describe('makeShadowSafe: what no element can use', () => {
  it('drops the font stack behind --default-font-family when the sheet declares the variable', () => {
    const sheet =
      ':root,:host{--default-font-family:var(--_cf-font-family)}html,:host{line-height:1.5;font-family:var(--default-font-family,ui-sans-serif, system-ui, "Segoe UI", sans-serif);tab-size:4}';
    const out = makeShadowSafe(sheet);
    expect(out).toContain('font-family:var(--default-font-family);tab-size:4');
    expect(out).not.toContain('Segoe UI');
  });

  it('keeps the font stack in a sheet that does not declare the variable', () => {
    const sheet = 'html,:host{font-family:var(--default-font-family,ui-sans-serif, "Segoe UI", sans-serif)}';
    expect(makeShadowSafe(sheet)).toBe(sheet);
  });

  it('drops earlier copies of a declaration repeated word for word in one block, and nothing else', () => {
    const out = makeShadowSafe(
      'a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}',
    );
    expect(out).toBe('a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}');
    // A fallback followed by another value is not a repeat; blocks with quoted text are left alone.
    const fallback =
      '.x{background-image:linear-gradient(red,blue);background-image:linear-gradient(in oklab,red,blue)}';
    expect(makeShadowSafe(fallback)).toBe(fallback);
    const quoted = '.q{content:";";content:";"}';
    expect(makeShadowSafe(quoted)).toBe(quoted);
  });
});
