/** <theme-toggle>'s public types, in one place: its event's detail. */
import type { ThemePreference } from '../../lib/theme-store';

/** The `theme-change` event's detail: what the page shows now, and the stored preference behind it. */
export type ThemeChangeDetail = { dark: boolean; preference: ThemePreference };
