/** Registers every Coursify element. Load one element's module instead to pay only for that one. */
export { type CourseCatalogElement, courseCatalogApi, define as defineCourseCatalog } from './course-catalog';
