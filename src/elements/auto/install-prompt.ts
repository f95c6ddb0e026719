/** The self-registering <install-prompt>: importing this module defines the tag. */
import { define } from '../install-prompt';

export * from '../install-prompt';

define();
