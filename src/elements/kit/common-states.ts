/**
 * The custom states every element has, whatever it declares (custom-states.ts sets them, in step with the page),
 * named and described once for the manifest (`cssStates`) and the docs, as COMMON_PROPS names the common props.
 * An element's own states are in its declaration's `states`. Descriptions only: nothing at run time reads this.
 */
export const COMMON_STATES = {
  dark: 'Dark styles apply: the element’s `theme` is `dark`; or it is `system` and the visitor’s system setting is dark (`prefers-color-scheme`); or it has none and the page’s <html> has the `dark` class (`course-catalog:state(dark)`).',
  'reduced-motion':
    'The page’s <html> has the `cf-reduce-motion` class (the accessibility panel’s setting): the element’s transitions and animations are off.',
} as const;
