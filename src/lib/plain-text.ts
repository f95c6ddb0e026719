/**
 * Text as HTML carries it, the same on the server and in the browser: a server's page goes out as UTF-8 and is
 * parsed again, which turns a lone surrogate into U+FFFD, a carriage return (or CR LF) into a line feed, and drops a
 * NUL from text (an attribute gets U+FFFD). A browser rendering the same string on the client keeps each as it is,
 * so the two first renders would differ (a hydration mismatch) and a reader would see different characters. Every
 * text from data or an attribute that an element shows passes here once, where it is read (the parsers, capText).
 */
export function plainText(text: string): string {
  // One test first: nearly every text has none of these, and keeps its identity.
  if (!/[\0\r\ud800-\udfff]/.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
