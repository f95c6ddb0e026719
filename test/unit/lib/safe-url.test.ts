// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeFetchUrl, safeImageUrl, safeLinkUrl } from '../../../src/lib/safe-url';

const ALWAYS_REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'blob:https://example.com/0b5c1f5e-7d3c-4e55-8f2c-1a2b3c4d5e6f',
  'file:///etc/passwd',
  'ftp://example.com/x',
];

describe('safeLinkUrl', () => {
  it.each([
    'https://example.com/courses',
    'http://example.com',
    'mailto:team@example.com',
    'tel:+15551234567',
    '/public/features/courses/syllabus/java',
    '../courses',
    'courses/java',
    '?q=java',
    '#top',
    '//cdn.example.com/x',
    'HTTPS://EXAMPLE.COM',
  ])('allows %j', (url) => {
    expect(safeLinkUrl(url)).toBe(url);
  });

  it.each([...ALWAYS_REFUSED, 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA'])(
    'refuses %j',
    (url) => {
      expect(safeLinkUrl(url)).toBeNull();
    },
  );

  it('trims surrounding whitespace from an allowed URL', () => {
    expect(safeLinkUrl('  https://example.com/x \n')).toBe('https://example.com/x');
  });

  it.each([undefined, null, 42, {}, [], '', '   '])('refuses the non-URL %j', (value) => {
    expect(safeLinkUrl(value)).toBeNull();
  });
});

describe('safeFetchUrl', () => {
  it.each(['https://example.com/courses.json', 'http://localhost:3000/c.json', '/api/courses.json', 'courses.json'])(
    'allows %j',
    (url) => {
      expect(safeFetchUrl(url)).toBe(url);
    },
  );

  it.each([...ALWAYS_REFUSED, 'mailto:a@example.com', 'tel:123', 'data:application/json,[]'])('refuses %j', (url) => {
    expect(safeFetchUrl(url)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it.each([
    'https://example.com/a.png',
    '/img/a.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGOD',
    'data:image/webp;base64,UklGR',
    'data:image/avif;base64,AAAA',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'DATA:IMAGE/PNG;base64,AAAA',
  ])('allows %j', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it.each([
    ...ALWAYS_REFUSED,
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png',
    'data:application/octet-stream;base64,AAAA',
    'mailto:a@example.com',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(safeImageUrl(123)).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});

describe('a URL as HTML carries it', () => {
  it('turns a lone surrogate and a NUL into U+FFFD, as a server page parsed again would (no hydration mismatch)', () => {
    expect(safeLinkUrl('\udc00J')).toBe('\ufffdJ');
    expect(safeLinkUrl('https://example.com/\ud800x')).toBe('https://example.com/\ufffdx');
    expect(safeFetchUrl('/a\u0000b')).toBe('/a\ufffdb');
    expect(safeLinkUrl('https://example.com/😀')).toBe('https://example.com/😀');
  });
});
