/**
 * Course cover images drawn as tiny SVG data URLs: the default courses ship their art inside the bundle
 * (no request to any host), and a card whose image fails to load falls back to the same kind of drawing.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every caller names its two colours (the default courses from their data, a failed image in grey). */
export function coverArt(label: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="560" cy="60" r="120" fill="#fff" opacity=".08"/><circle cx="80" cy="330" r="90" fill="#fff" opacity=".08"/>` +
    `<text x="48" y="206" font-family="system-ui,sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
