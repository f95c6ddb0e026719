/** React components without the custom-element layer, for React hosts. */

export type { CourseNavigateDetail, CourseTarget } from './course-catalog/CourseCard';
export { CourseCatalog, type CourseCatalogProps } from './course-catalog/CourseCatalog';
export { EcosystemGrid, type EcosystemGridProps } from './ecosystem-grid/EcosystemGrid';
export type { NavbarNavigateDetail } from './site-navbar/navigation';
export { SiteNavbar, type SiteNavbarProps } from './site-navbar/SiteNavbar';
