import { describe, expect, it } from 'vitest';
import { capField, capText, clusterCut, plainText, TEXT_LIMITS } from '../../../src/lib/text-cap';

describe('capText', () => {
  it('keeps text within the limit as it is', () => {
    expect(capText('abc', 3)).toBe('abc');
    expect(capText('', 3)).toBe('');
  });

  it('cuts longer text to exactly the limit, ending in an ellipsis', () => {
    const cut = capText('A'.repeat(1_000_000), 1000);
    expect(cut).toHaveLength(1000);
    expect(cut.endsWith('A…')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const cut = capText('ab😀cdef', 4); // "ab", then the two halves of 😀 at 2 and 3
    expect(cut).toBe('ab…');
    expect(capText('abc😀def', 5)).toBe('abc…');
  });
});

/**
 * Text made of one cluster repeated, cut at every length: the cut never splits a cluster (what a reader sees is
 * whole clusters, then "…").
 */
const CLUSTERS: [string, string][] = [
  ['an emoji (a surrogate pair)', '😀'],
  ['a ZWJ family', '👨‍👩‍👧‍👦'],
  ['a flag (two regional indicators)', '🇩🇪'],
  ['an emoji with a skin tone', '👍🏽'],
  ['a letter and a combining mark', 'e\u0301'],
  ['a letter and two combining marks', 'a\u0308\u0323'],
  ['a keycap', '1\ufe0f\u20e3'],
  ['Arabic with a vowel mark', 'بِ'],
  ['Japanese with a dakuten (combining)', 'か\u3099'],
];

describe('the cut falls between clusters', () => {
  for (const [name, cluster] of CLUSTERS) {
    it(`${name}: ${cluster}`, () => {
      const text = `ab${cluster.repeat(12)}`;
      for (let limit = 3; limit < text.length; limit++) {
        const cut = capText(text, limit);
        expect(cut.length, `limit ${limit}`).toBeLessThanOrEqual(limit);
        const kept = cut.slice(2, -1);
        expect(kept.length % cluster.length, `limit ${limit}: ${JSON.stringify(cut)}`).toBe(0);
        expect(kept).toBe(cluster.repeat(kept.length / cluster.length));
        expect((clusterCut(text, limit - 1) - 2) % cluster.length, `clusterCut at ${limit - 1}`).toBe(0);
      }
    });
  }

  it('flags in a row are cut between two flags, never inside one, counted from the start of the run', () => {
    const flags = '🇩🇪🇫🇷🇯🇵';
    for (let end = 0; end <= flags.length; end++) {
      expect(clusterCut(flags, end) % 4, `at ${end}`).toBe(0);
    }
  });

  it('Arabic and Japanese words without marks are cut at any letter', () => {
    expect(capText('مرحبا بالعالم', 6)).toBe('مرحبا…');
    expect(capText('日本語のテキスト', 5)).toBe('日本語の…');
  });

  it('without Intl.Segmenter, the cut still never splits a surrogate pair', () => {
    const segmenter = Intl.Segmenter;
    try {
      (Intl as { Segmenter?: unknown }).Segmenter = undefined;
      const text = `a${'😀'.repeat(6)}`;
      for (let end = 0; end <= text.length; end++) {
        const cut = clusterCut(text, end);
        expect(cut, `at ${end}`).toBeLessThanOrEqual(end);
        expect(end - cut, `at ${end}`).toBeLessThanOrEqual(1);
        expect((cut - 1) % 2 === 0 || cut === 0, `at ${end}: ${cut}`).toBe(true);
      }
      expect(capText('ab😀cdef', 4)).toBe('ab…');
    } finally {
      (Intl as { Segmenter?: unknown }).Segmenter = segmenter;
    }
  });
});

describe('plainText: text as HTML carries it', () => {
  it('keeps ordinary text, the same string', () => {
    const text = 'Java & <b>Spring</b> 😀 e\u0301 \t\n';
    expect(plainText(text)).toBe(text);
  });

  it('a NUL and a lone surrogate become U+FFFD, CR and CR LF a line feed; a pair stays', () => {
    expect(plainText('a\u0000b')).toBe('a\ufffdb');
    expect(plainText('a\ud800b\udc00c')).toBe('a\ufffdb\ufffdc');
    expect(plainText('😀\ud83d')).toBe('😀\ufffd');
    expect(plainText('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('capText and capField make it plain too, cut or not', () => {
    expect(capText('a\u0000', 10)).toBe('a\ufffd');
    expect(capField('a\rb', 10, 'x', [])).toBe('a\nb');
  });
});

describe('capField', () => {
  it('reports a cut field with its place, its length and the limit', () => {
    const problems: { where: string; message: string }[] = [];
    expect(
      capField('x'.repeat(100_000), TEXT_LIMITS.course.instructor, 'courses[1].instructor', problems),
    ).toHaveLength(TEXT_LIMITS.course.instructor);
    expect(capField('Ada', TEXT_LIMITS.course.instructor, 'courses[2].instructor', problems)).toBe('Ada');
    expect(problems).toEqual([
      {
        where: 'courses[1].instructor',
        message: 'text of 100,000 characters is longer than the limit of 100 characters; shown cut at the limit',
      },
    ]);
  });
});
