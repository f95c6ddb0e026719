// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <course-catalog>: importing this module defines the tag. */
import { define } from '../course-catalog';

export * from '../course-catalog';

define();
