/** Registers every Coursify element. Load one element's module instead to pay only for that one. */
export { type CourseCatalogElement, courseCatalogApi, define as defineCourseCatalog } from './course-catalog';
export { define as defineEcosystemGrid, type EcosystemGridElement, ecosystemGridApi } from './ecosystem-grid';
export { define as defineSiteNavbar, type SiteNavbarElement, siteNavbarApi } from './site-navbar';
