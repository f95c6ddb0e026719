// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** The self-registering <login-form>: importing this module defines the tag. */
import { define } from '../login-form';

export * from '../login-form';

define();
