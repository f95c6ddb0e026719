// @vitest-environment node
/**
 * The element's types come from its one declaration. These assertions are checked by `tsc` (npm run typecheck);
 * the runtime test only makes sure the file is part of the suite.
 */
import type { ComponentType } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type * as CatalogModule from '../../../src/elements/course-catalog';
import type { CourseCatalogElement, courseCatalogApi } from '../../../src/elements/course-catalog';
import type * as GridModule from '../../../src/elements/ecosystem-grid';
import type { ecosystemGridApi } from '../../../src/elements/ecosystem-grid';
import type { installPromptApi } from '../../../src/elements/install-prompt';
import type { ElementJsxProps } from '../../../src/elements/jsx';
import type { CallbackName, ElementComponentProps } from '../../../src/elements/kit/api';
import { defineElement, type ElementFeatures } from '../../../src/elements/kit/define';
import type { MethodRelay } from '../../../src/elements/kit/features/method-relay';
import type { structuredData } from '../../../src/elements/kit/features/structured-data';
import { watchJsonChild } from '../../../src/elements/kit/features/watch-json-child';
import type * as NavbarModule from '../../../src/elements/site-navbar';
import type { themeToggleApi } from '../../../src/elements/theme-toggle';
import type { CourseInput } from '../../../src/lib/courses';
import type { EcosystemItemInput } from '../../../src/lib/ecosystem-items';
import type { MenuItemInput } from '../../../src/lib/menu-items';
import type { CourseNavigateDetail } from '../../../src/react/course-catalog/types';
import type { AppOpenDetail } from '../../../src/react/ecosystem-grid/types';
import type { NavbarNavigateDetail } from '../../../src/react/site-navbar/types';

describe('types derived from the declaration', () => {
  it('maps the tag to the element type, with one typed property per declared prop', () => {
    expectTypeOf<HTMLElementTagNameMap['course-catalog']>().toEqualTypeOf<CourseCatalogElement>();
    expectTypeOf<CourseCatalogElement['courses']>().toEqualTypeOf<CourseInput[] | null | undefined>();
    expectTypeOf<CourseCatalogElement['hideSearch']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<CourseCatalogElement['pageSize']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<CourseCatalogElement['theme']>().toEqualTypeOf<'light' | 'dark' | 'system' | null | undefined>();
  });

  // Type-checked only (this file runs without a DOM): the functions are never called.
  it('types each event for addEventListener, on the element and on document (they bubble, composed)', () => {
    const listen = (el: CourseCatalogElement) => {
      el.addEventListener('course-navigate', (event) => {
        expectTypeOf(event).toEqualTypeOf<CustomEvent<CourseNavigateDetail>>();
        expectTypeOf(event.detail.target).toEqualTypeOf<'syllabus' | 'content'>();
      });
      document.addEventListener('app-open', (event) => {
        expectTypeOf(event.detail).toEqualTypeOf<AppOpenDetail>();
      });
    };
    expectTypeOf(listen).toBeFunction();
  });

  it('takes null where it clears, and nothing of the wrong type', () => {
    const assign = (el: CourseCatalogElement) => {
      el.courses = null;
      el.src = null;
      // @ts-expect-error a string is not course data
      el.courses = 'three courses';
      // @ts-expect-error not a declared theme
      el.theme = 'blue';
    };
    expectTypeOf(assign).toBeFunction();
  });

  it('names event callbacks and React 19 listeners after the event', () => {
    expectTypeOf<CallbackName<'course-navigate'>>().toEqualTypeOf<'onCourseNavigate'>();
    type Props = ElementComponentProps<typeof courseCatalogApi>;
    expectTypeOf<Props['onCourseNavigate']>().toEqualTypeOf<(detail: CourseNavigateDetail) => boolean>();
    type Jsx = ElementJsxProps<typeof courseCatalogApi>;
    expectTypeOf<NonNullable<Jsx['oncourse-navigate']>>()
      .parameter(0)
      .toEqualTypeOf<CustomEvent<CourseNavigateDetail>>();
  });

  it('each element module exports its data and event types, so hosts need not reach into src/react', () => {
    expectTypeOf<CatalogModule.CourseInput>().toEqualTypeOf<CourseInput>();
    expectTypeOf<CatalogModule.CourseNavigateDetail>().toEqualTypeOf<CourseNavigateDetail>();
    expectTypeOf<GridModule.EcosystemItemInput>().toEqualTypeOf<EcosystemItemInput>();
    expectTypeOf<GridModule.AppOpenDetail>().toEqualTypeOf<AppOpenDetail>();
    expectTypeOf<NavbarModule.MenuItemInput>().toEqualTypeOf<MenuItemInput>();
    expectTypeOf<NavbarModule.NavbarNavigateDetail>().toEqualTypeOf<NavbarNavigateDetail>();
  });
});

describe('JSX attributes', () => {
  it('accepts kebab-case attribute names for multi-word props (server-rendered HTML carries attributes)', () => {
    type Jsx = ElementJsxProps<typeof courseCatalogApi>;
    expectTypeOf<Jsx['page-size']>().toEqualTypeOf<string | number | boolean | undefined>();
    expectTypeOf<Jsx['hide-search']>().toEqualTypeOf<string | number | boolean | undefined>();
    expectTypeOf<Jsx['theme']>().toEqualTypeOf<'light' | 'dark' | 'system' | undefined>();
  });
});

/** Open to any declaration: the writer of an element's structured data (the catalog's). */
type Open = { structuredData?: typeof structuredData };

describe('ElementFeatures: the opt-in code of a declaration', () => {
  it('is required where the declaration has the field, refused where it has not, optional for any element', () => {
    expectTypeOf<ElementFeatures<typeof ecosystemGridApi>>().toEqualTypeOf<
      { watchJsonChild: typeof watchJsonChild } & { MethodRelay?: undefined } & Open
    >();
    expectTypeOf<ElementFeatures<typeof installPromptApi>>().toEqualTypeOf<
      { watchJsonChild?: undefined } & { MethodRelay: typeof MethodRelay } & Open
    >();
    expectTypeOf<ElementFeatures<typeof courseCatalogApi>>().toEqualTypeOf<
      { watchJsonChild: typeof watchJsonChild } & { MethodRelay?: undefined } & Open
    >();
    expectTypeOf<ElementFeatures<typeof themeToggleApi>>().toEqualTypeOf<
      { watchJsonChild?: undefined } & { MethodRelay?: undefined } & Open
    >();
    expectTypeOf<ElementFeatures>().toEqualTypeOf<
      Partial<{ watchJsonChild: typeof watchJsonChild }> & Partial<{ MethodRelay: typeof MethodRelay }> & Open
    >();
  });

  // Type-checked only: defineElement is never called here.
  it('defineElement asks for exactly the features its declaration needs', () => {
    const check = (
      gridApi: typeof ecosystemGridApi,
      grid: ComponentType<ElementComponentProps<typeof ecosystemGridApi>>,
      catalogApi: typeof courseCatalogApi,
      catalog: ComponentType<ElementComponentProps<typeof courseCatalogApi>>,
      toggleApi: typeof themeToggleApi,
      toggle: ComponentType<ElementComponentProps<typeof themeToggleApi>>,
    ) => {
      defineElement(gridApi, grid, 'x-grid', { watchJsonChild });
      // @ts-expect-error the grid declares `jsonChild`: its watcher is required
      defineElement(gridApi, grid, 'x-grid');
      // The catalog reads its JSON child as the grid does (issue #29).
      defineElement(catalogApi, catalog, 'x-catalog', { watchJsonChild });
      // @ts-expect-error the catalog declares `jsonChild`: its watcher is required
      defineElement(catalogApi, catalog);
      defineElement(toggleApi, toggle);
      // @ts-expect-error the toggle declares no `jsonChild`: no watcher to download
      defineElement(toggleApi, toggle, 'x-toggle', { watchJsonChild });
    };
    expectTypeOf(check).toBeFunction();
  });
});
