// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <theme-toggle> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { themeToggleApi } from '../elements/theme-toggle';
import { ThemeToggle as ThemeToggleInner } from '../react/theme-toggle/ThemeToggle';
import { hostComponent } from './hostComponent';

export const ThemeToggle = hostComponent(themeToggleApi, ThemeToggleInner, 'ThemeToggle');
