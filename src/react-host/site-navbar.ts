// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <site-navbar> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { siteNavbarApi } from '../elements/site-navbar';
import { SiteNavbar as SiteNavbarInner } from '../react/site-navbar/SiteNavbar';
import { hostComponent } from './hostComponent';

export const SiteNavbar = hostComponent(siteNavbarApi, SiteNavbarInner, 'SiteNavbar');
