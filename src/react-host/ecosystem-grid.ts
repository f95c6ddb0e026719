// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <ecosystem-grid> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { ecosystemGridApi } from '../elements/ecosystem-grid';
import { EcosystemGrid as EcosystemGridInner } from '../react/ecosystem-grid/EcosystemGrid';
import { hostComponent } from './hostComponent';

export const EcosystemGrid = hostComponent(ecosystemGridApi, EcosystemGridInner, 'EcosystemGrid');
