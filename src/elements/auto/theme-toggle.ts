// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <theme-toggle>: importing this module defines the tag. */
import { define } from '../theme-toggle';

export * from '../theme-toggle';

define();
