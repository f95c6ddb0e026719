/**
 * Messages every element shares: the error notice any element shows when it cannot render or its input is
 * unusable. Each element's catalogue includes them, so a translation or an instance's `strings` can change them.
 */
export const commonEn = {
  /** The notice of an element that failed to render (a bug or an unforeseen input). */
  renderErrorTitle: 'Something went wrong',
  renderErrorMessage: 'This content could not be displayed.',
  /** The notice's title when an attribute or the inline data is unusable (the details under it are for developers). */
  inputErrorTitle: 'This content could not be shown',
  /**
   * The notice's text under it when that input is JSON that is not valid: `{source}` names the element and the
   * attribute or child (`<course-catalog> attribute "courses"`, left as written), `{position}` the character (from
   * 1) where the JSON stops being valid. The same words on the server and in every browser (lib/json-error.ts).
   */
  invalidJson: '{source} is not valid JSON: it stops being valid at character {position}.',
};

/** The button of an error notice where loading again may help (the elements that load data: catalog, grid). */
export const retryEn = {
  retryButton: 'Retry',
};
