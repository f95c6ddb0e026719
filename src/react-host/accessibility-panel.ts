// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <accessibility-panel> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { accessibilityPanelApi } from '../elements/accessibility-panel';
import { AccessibilityPanel as AccessibilityPanelInner } from '../react/accessibility-panel/AccessibilityPanel';
import { hostComponent } from './hostComponent';

export const AccessibilityPanel = hostComponent(accessibilityPanelApi, AccessibilityPanelInner, 'AccessibilityPanel');
