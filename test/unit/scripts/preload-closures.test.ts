/**
 * scripts/preload-closures.ts: the autoloader's preload map read from a bundle's chunk graph. A made-up bundle with
 * the shapes the element builds produce: an element module importing shared chunks (one of them importing another),
 * its default content and the `src` fetch imported dynamically, and the language modules.
 */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  PRELOAD_LOCALES,
  PRELOAD_MAP,
  PRELOAD_MAP_FILE,
  preloadClosures,
  preloadMap,
} from '../../../scripts/preload-closures';

const chunk = (fileName: string, more: Partial<Rollup.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    code: '',
    ...more,
  }) as Rollup.OutputChunk;

/** Runs the plugin's hook on `output`, with the one method of the plugin context it uses; returns what it emitted. */
function generate(tags: string[], output: Rollup.OutputBundle): Rollup.EmittedAsset[] {
  const emitted: Rollup.EmittedAsset[] = [];
  const emitFile = (file: Rollup.EmittedAsset) => {
    emitted.push(file);
    return file.fileName ?? '';
  };
  const hook = preloadClosures(tags).generateBundle as unknown as (
    this: { emitFile: typeof emitFile },
    options: unknown,
    bundle: Rollup.OutputBundle,
  ) => void;
  hook.call({ emitFile }, {}, output);
  return emitted;
}

function bundle(): Rollup.OutputBundle {
  const chunks = [
    chunk('define/course-catalog.js', {
      imports: ['chunks/lists-1.js', 'chunks/define-1.js'],
      dynamicImports: ['chunks/default-courses-1.js'],
    }),
    chunk('define/theme-toggle.js', { imports: ['chunks/define-1.js'] }),
    chunk('chunks/lists-1.js', { imports: ['chunks/define-1.js'], dynamicImports: ['chunks/fetch-json-1.js'] }),
    chunk('chunks/define-1.js', { dynamicImports: ['chunks/strings-1.js', 'chunks/hydrate-1.js'] }),
    chunk('chunks/hydrate-1.js', { moduleIds: ['/r/src/elements/kit/features/hydrate.ts'] }),
    chunk('chunks/strings-1.js', { moduleIds: ['/r/src/lib/i18n/strings.ts'] }),
    chunk('chunks/default-courses-1.js', { moduleIds: ['/r/src/lib/default-courses.ts', '/r/src/data/courses.ts'] }),
    chunk('chunks/fetch-json-1.js', { moduleIds: ['/r/src/react/element-data/fetch-json.ts'] }),
    chunk('locales/de.js'),
    chunk('locales/ar.js'),
    chunk('autoloader.js', { code: `const m=\`${PRELOAD_MAP}\`,l=\`${PRELOAD_LOCALES}\`;` }),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('the preload map', () => {
  it("lists each element's static closure (at any depth), its default content, its fetch, its hydration, and the languages", () => {
    expect(preloadMap(bundle(), ['course-catalog', 'theme-toggle'])).toEqual({
      map:
        'course-catalog=define/course-catalog.js chunks/lists-1.js chunks/define-1.js' +
        '|chunks/default-courses-1.js|chunks/fetch-json-1.js|chunks/hydrate-1.js' +
        ';theme-toggle=define/theme-toggle.js chunks/define-1.js|||chunks/hydrate-1.js',
      locales: 'ar de',
    });
  });

  it('is written into autoloader.js in place of its placeholders, and beside it as preload-map.json', () => {
    const output = bundle();
    const emitted = generate(['theme-toggle'], output);
    expect((output['autoloader.js'] as Rollup.OutputChunk).code).toBe(
      'const m=`theme-toggle=define/theme-toggle.js chunks/define-1.js|||chunks/hydrate-1.js`,l=`ar de`;',
    );
    expect(emitted.map((file) => file.fileName)).toEqual([PRELOAD_MAP_FILE]);
    expect(JSON.parse(String(emitted[0].source))).toEqual({
      elements: {
        'theme-toggle': {
          files: ['define/theme-toggle.js', 'chunks/define-1.js'],
          defaults: [],
          fetch: [],
          hydrate: ['chunks/hydrate-1.js'],
        },
      },
      locales: ['ar', 'de'],
    });
  });

  it('fails the build when an element module is missing, or the autoloader lost its placeholders', () => {
    expect(() => preloadMap(bundle(), ['login-form'])).toThrow('no define/login-form.js');
    const output = bundle();
    (output['autoloader.js'] as Rollup.OutputChunk).code = 'export{}';
    expect(() => generate(['theme-toggle'], output)).toThrow('lost its placeholders');
  });
});
