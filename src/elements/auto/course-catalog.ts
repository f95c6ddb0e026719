/** The self-registering <course-catalog>: importing this module defines the tag. */
import { define } from '../course-catalog';

export * from '../course-catalog';

define();
