// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <accessibility-panel>: importing this module defines the tag. */
import { define } from '../accessibility-panel';

export * from '../accessibility-panel';

define();
