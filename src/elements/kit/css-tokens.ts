/**
 * The public `--cf-*` tokens, each described once: what the token is, the same in every element that reads it. The
 * shared base sheet (src/styles/elements.css) reads every token with its default; each declaration lists the tokens
 * its element uses in `cssProperties`, in the order its docs show them (`...sharedTokens('--cf-font-size', …)`),
 * and adds its own words only for a token no other element has (`'--cf-navbar-max-width': …`).
 * test/unit/elements/css-tokens.test.ts fails when two declarations describe one token differently.
 *
 * Like every description, these reach the manifest, the editor data and the element pages (read from source by
 * scripts/manifest), never the runtime bundles (scripts/strip-descriptions.ts empties `cssProperties`).
 */
export const SHARED_TOKENS = {
  '--cf-font-size': 'Base font size; every size in the element scales from it (default 16px).',
  '--cf-font-family': 'Font family.',
  '--cf-text-align': 'Text alignment (the accessibility panel sets it while an alignment is chosen).',
  '--cf-radius': 'Corner radius of cards and dialogs.',
  '--cf-color-primary':
    'Accent colour: primary buttons, links, active and selected states (`--cf-color-primary-dark` in dark mode).',
  '--cf-color-on-primary': 'Text and icons on the primary colour.',
  '--cf-color-surface': 'Background of cards, dialogs, bars and inputs.',
  '--cf-color-muted': 'Subtle background: hover, pressed and placeholder states.',
  '--cf-color-text': 'Text colour.',
  '--cf-color-text-muted': 'Secondary text and icons: descriptions, hints, inactive links.',
  '--cf-color-border': 'Borders and dividers.',
  '--cf-color-danger': 'Error state colour.',
  '--cf-color-focus': 'Focus ring.',
  '--cf-color-background': 'Background behind the content (transparent in light, dark slate in dark).',
} as const;

export type SharedToken = keyof typeof SHARED_TOKENS;

/** The shared descriptions of `names`, in that order, to spread into a declaration's `cssProperties`. */
export function sharedTokens<N extends SharedToken>(...names: N[]): Pick<typeof SHARED_TOKENS, N> {
  return Object.fromEntries(names.map((name) => [name, SHARED_TOKENS[name]])) as Pick<typeof SHARED_TOKENS, N>;
}
