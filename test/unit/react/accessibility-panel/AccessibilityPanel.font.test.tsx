import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A11Y_DEFAULTS } from '../../../../src/lib/a11y-settings';
import { accessibilityPanelEn } from '../../../../src/lib/i18n/en/accessibility-panel';
import { DEFAULT_LOCALE } from '../../../../src/lib/i18n/resolve';
import { translator } from '../../../../src/lib/i18n/translate';
import { AccessibilityPanel } from '../../../../src/react/accessibility-panel/AccessibilityPanel';
import { describeChange } from '../../../../src/react/accessibility-panel/messages';
import { freshStore, inDialog, openPanel, toggle } from './fixtures';

freshStore();

/** happy-dom has no FontFace: a stand-in whose load fails for URLs containing "missing". */
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
  ) {}
  async load() {
    if (this.source.includes('missing')) throw new DOMException('not found', 'NetworkError');
    return this;
  }
}
let faces: Set<FakeFontFace>;
const note = () => inDialog().queryByText(/OpenDyslexic is not installed/);

beforeEach(() => {
  faces = new Set();
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { configurable: true, value: faces });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as unknown as Record<string, unknown>).fonts;
});

describe('AccessibilityPanel: font-url', () => {
  it('with a same-origin URL: no note; turning the setting on registers the face at document level', async () => {
    render(<AccessibilityPanel fontUrl="/fonts/OpenDyslexic.woff2" />);
    const user = await openPanel();
    expect(note()).toBeNull();
    expect(faces.size).toBe(0);
    await user.click(toggle('Dyslexia-friendly font'));
    await waitFor(() => expect(faces.size).toBe(1));
    expect([...faces][0].family).toBe('OpenDyslexic');
    expect(note()).toBeNull();
  });

  it('a file that fails to load: the note shows', async () => {
    render(<AccessibilityPanel fontUrl="/fonts/missing.woff2" />);
    const user = await openPanel();
    await user.click(toggle('Dyslexia-friendly font'));
    await waitFor(() => expect(note()).not.toBeNull());
  });

  it('another site’s URL: refused with a warning naming the element and attribute, and the note shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<AccessibilityPanel fontUrl="https://fonts.example/od.woff2" />);
    const user = await openPanel();
    await user.click(toggle('Dyslexia-friendly font'));
    expect(note()).not.toBeNull();
    expect(faces.size).toBe(0);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^<accessibility-panel> attribute "font-url": .*fonts\.example.* not loaded$/),
    ]);
  });
});

describe('describeChange', () => {
  it('names every change, in the panel’s order, and nothing for no change', () => {
    const t = translator(accessibilityPanelEn, DEFAULT_LOCALE);
    expect(describeChange(t, 'en', A11Y_DEFAULTS, A11Y_DEFAULTS)).toBe('');
    expect(
      describeChange(t, 'en', A11Y_DEFAULTS, {
        ...A11Y_DEFAULTS,
        fontSize: 12,
        dyslexiaFont: true,
        textAlign: 'right',
      }),
    ).toBe('Text size 12 pixels, the smallest. Dyslexia-friendly font on. Text alignment right');
  });
});
