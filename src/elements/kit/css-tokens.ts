/**
 * The public `--cf-*` tokens that mean the same in every element reading them, described once. The shared base
 * sheet (src/styles/elements.css) reads every token with its default; each declaration lists the tokens its
 * element uses in `cssProperties`, in the order its docs show them: `...sharedTokens('--cf-font-size', …)` for
 * these, and its own words for a token that does something particular there (`'--cf-radius': 'Card corner
 * radius.'`).
 *
 * Like every description, these reach the manifest, the editor data and the README (read from source by
 * scripts/manifest), never the runtime bundles (scripts/strip-descriptions.ts empties `cssProperties`).
 */
export const SHARED_TOKENS = {
  '--cf-font-size': 'Base font size; every size in the element scales from it (default 16px).',
  '--cf-font-family': 'Font family.',
  '--cf-color-text': 'Text colour.',
  '--cf-color-border': 'Borders.',
  '--cf-color-danger': 'Error state colour.',
  '--cf-color-focus': 'Focus ring.',
  '--cf-color-background': 'Background behind the cards (transparent in light, dark slate in dark).',
} as const;

export type SharedToken = keyof typeof SHARED_TOKENS;

/** The shared descriptions of `names`, in that order, to spread into a declaration's `cssProperties`. */
export function sharedTokens<N extends SharedToken>(...names: N[]): Pick<typeof SHARED_TOKENS, N> {
  return Object.fromEntries(names.map((name) => [name, SHARED_TOKENS[name]])) as Pick<typeof SHARED_TOKENS, N>;
}
