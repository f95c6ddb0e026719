/** The self-registering <theme-toggle>: importing this module defines the tag. */
import { define } from '../theme-toggle';

export * from '../theme-toggle';

define();
