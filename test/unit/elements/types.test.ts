// @vitest-environment node
/**
 * The element's types come from its one declaration. These assertions are checked by `tsc` (npm run typecheck);
 * the runtime test only makes sure the file is part of the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { CallbackName, ElementComponentProps, ElementJsxProps } from '../../../src/elements/api';
import type * as CatalogModule from '../../../src/elements/course-catalog';
import type { CourseCatalogElement, courseCatalogApi } from '../../../src/elements/course-catalog';
import type * as GridModule from '../../../src/elements/ecosystem-grid';
import type * as NavbarModule from '../../../src/elements/site-navbar';
import type { CourseInput } from '../../../src/lib/courses';
import type { EcosystemItemInput } from '../../../src/lib/ecosystem-items';
import type { MenuItemInput } from '../../../src/lib/menu-items';
import type { CourseNavigateDetail } from '../../../src/react/course-catalog/CourseCard';
import type { AppOpenDetail } from '../../../src/react/ecosystem-grid/EcosystemCard';
import type { NavbarNavigateDetail } from '../../../src/react/site-navbar/navigation';

describe('types derived from the declaration', () => {
  it('maps the tag to the element type, with one typed property per declared prop', () => {
    expectTypeOf<HTMLElementTagNameMap['course-catalog']>().toEqualTypeOf<CourseCatalogElement>();
    expectTypeOf<CourseCatalogElement['courses']>().toEqualTypeOf<CourseInput[] | undefined>();
    expectTypeOf<CourseCatalogElement['hideSearch']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<CourseCatalogElement['pageSize']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CourseCatalogElement['theme']>().toEqualTypeOf<'light' | 'dark' | undefined>();
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
    expectTypeOf<Jsx['theme']>().toEqualTypeOf<'light' | 'dark' | undefined>();
  });
});
