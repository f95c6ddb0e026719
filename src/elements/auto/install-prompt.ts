// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <install-prompt>: importing this module defines the tag. */
import { define } from '../install-prompt';

export * from '../install-prompt';

define();
