/** The self-registering <accessibility-panel>: importing this module defines the tag. */
import { define } from '../accessibility-panel';

export * from '../accessibility-panel';

define();
