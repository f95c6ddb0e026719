import { describe, expect, it } from 'vitest';
import { coverArt } from '../../../src/lib/cover-art';
import { safeImageUrl } from '../../../src/lib/safe-url';

const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

describe('coverArt', () => {
  it('is an SVG data URL that passes the image URL check', () => {
    const url = coverArt('Java', '#111111', '#222222');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(safeImageUrl(url)).toBe(url);
  });

  it('draws the label and the given colours', () => {
    const svg = svgOf(coverArt('MySQL', '#111111', '#222222'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('>MySQL</text>');
    expect(svg).toContain('stop-color="#111111"');
    expect(svg).toContain('stop-color="#222222"');
  });

  it('escapes markup in the label so it stays text inside the SVG', () => {
    const svg = svgOf(coverArt('<script>"&\'</script>', '#111111', '#222222'));
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;&#34;&#38;&#39;&#60;/script&#62;');
  });

  it('parses as one SVG document with the label as text', () => {
    const doc = new DOMParser().parseFromString(svgOf(coverArt('A < B & C', '#111111', '#222222')), 'image/svg+xml');
    expect(doc.querySelector('text')?.textContent).toBe('A < B & C');
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
