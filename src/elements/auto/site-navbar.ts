/** The self-registering <site-navbar>: importing this module defines the tag. */
import { define } from '../site-navbar';

export * from '../site-navbar';

define();
