/** React components without the custom-element layer, for React hosts. */

export type { CourseNavigateDetail, CourseTarget } from './course-catalog/CourseCard';
export { CourseCatalog, type CourseCatalogProps } from './course-catalog/CourseCatalog';
