/** The boot script's entry (scripts/build-boot.mjs): runs once, at once, exports nothing. */
import { applyStoredPreferences } from './preferences';

applyStoredPreferences();
