// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <ecosystem-grid>: importing this module defines the tag. */
import { define } from '../ecosystem-grid';

export * from '../ecosystem-grid';

define();
