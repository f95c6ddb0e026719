/** <accessibility-panel>'s public types, in one place: the settings and its event's detail. */
import type { A11ySettings } from '../../lib/a11y-settings';

export type { A11ySettings, TextAlign } from '../../lib/a11y-settings';

/** `a11y-change`: every setting as it now is. */
export type A11yChangeDetail = { settings: A11ySettings };
