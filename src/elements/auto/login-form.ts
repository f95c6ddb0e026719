/** The self-registering <login-form>: importing this module defines the tag. */
import { define } from '../login-form';

export * from '../login-form';

define();
