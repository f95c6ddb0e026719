/** The self-registering <ecosystem-grid>: importing this module defines the tag. */
import { define } from '../ecosystem-grid';

export * from '../ecosystem-grid';

define();
