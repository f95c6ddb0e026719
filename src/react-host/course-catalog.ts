// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <course-catalog> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { courseCatalogApi } from '../elements/course-catalog';
import { CourseCatalog as CourseCatalogInner } from '../react/course-catalog/CourseCatalog';
import { hostComponent } from './hostComponent';

export const CourseCatalog = hostComponent(courseCatalogApi, CourseCatalogInner, 'CourseCatalog');
