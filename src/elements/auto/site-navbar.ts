// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <site-navbar>: importing this module defines the tag. */
import { define } from '../site-navbar';

export * from '../site-navbar';

define();
