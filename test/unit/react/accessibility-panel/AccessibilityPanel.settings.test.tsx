import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { A11Y_DEFAULTS, A11Y_STORAGE_KEY, getA11ySettings, setA11ySettings } from '../../../../src/lib/a11y-settings';
import { AccessibilityPanel } from '../../../../src/react/accessibility-panel/AccessibilityPanel';
import { announced, button, checked, freshStore, inDialog, openPanel, sizeShown, toggle } from './fixtures';

freshStore();

const root = document.documentElement;
const decrease = () => button('Decrease text size') as HTMLButtonElement;
const increase = () => button('Increase text size') as HTMLButtonElement;
const pressed = () =>
  inDialog()
    .getAllByRole('button', { pressed: true })
    .map((node) => node.textContent);

describe('AccessibilityPanel: text size', () => {
  it('steps 16 → 24 and back to 12, shows the size, disables each button at its bound', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    expect(sizeShown()).toBe('16 px');
    for (let i = 0; i < 4; i++) await user.click(increase());
    expect(sizeShown()).toBe('24 px');
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('24px');
    expect([increase().disabled, decrease().disabled]).toEqual([true, false]);
    expect(document.activeElement, 'focus moved off the disabled button').toBe(decrease());
    for (let i = 0; i < 6; i++) await user.click(decrease());
    expect(sizeShown()).toBe('12 px');
    expect([increase().disabled, decrease().disabled]).toEqual([false, true]);
    expect(document.activeElement).toBe(increase());
    expect(getA11ySettings().fontSize).toBe(12);
  });

  it('announces each size, and the bounds', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    await user.click(increase());
    expect(announced()).toBe('Text size 18 pixels');
    setA11ySettings({ fontSize: 22 });
    await user.click(increase());
    expect(announced()).toBe('Text size 24 pixels, the largest');
  });
});

describe('AccessibilityPanel: switches and alignment', () => {
  it('each switch flips its setting, aria-checked and the page, and is announced', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    await user.click(toggle('Grayscale'));
    expect(checked('Grayscale')).toBe(true);
    expect(root.style.getPropertyValue('filter')).toBe('grayscale(100%)');
    expect(announced()).toBe('Grayscale on');
    await user.click(toggle('Higher contrast'));
    expect(root.classList.contains('cf-high-contrast')).toBe(true);
    await user.click(toggle('Reduced motion'));
    expect(root.classList.contains('cf-reduce-motion')).toBe(true);
    expect(announced()).toBe('Reduced motion on');
    await user.click(toggle('Dyslexia-friendly font'));
    expect(root.style.getPropertyValue('--cf-font-family')).toContain('OpenDyslexic');
    await user.click(toggle('Grayscale'));
    expect(checked('Grayscale')).toBe(false);
    expect(root.style.getPropertyValue('filter')).toBe('');
    expect(announced()).toBe('Grayscale off');
    expect(JSON.parse(localStorage.getItem(A11Y_STORAGE_KEY) ?? '{}')).toMatchObject({
      highContrast: true,
      reducedMotion: true,
      dyslexiaFont: true,
      grayscale: false,
    });
  });

  it('alignment: one pressed button, Default first; the token follows', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    expect(pressed()).toEqual(['Default']);
    await user.click(button('Centre'));
    expect(pressed()).toEqual(['Centre']);
    expect(root.style.getPropertyValue('--cf-text-align')).toBe('center');
    expect(announced()).toBe('Text alignment centre');
    await user.click(button('Default'));
    expect(pressed()).toEqual(['Default']);
    expect(root.style.getPropertyValue('--cf-text-align')).toBe('');
  });

  it('follows changes from elsewhere (another panel, another tab)', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    act(() => {
      setA11ySettings({ highContrast: true, fontSize: 20 });
    });
    expect(checked('Higher contrast')).toBe(true);
    expect(sizeShown()).toBe('20 px');
  });
});

describe('AccessibilityPanel: announcements, reset and the event', () => {
  it('announces nothing while announcements are off, and says so when they come back on', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    await user.click(toggle('Announcements'));
    expect(announced()).toBe('');
    await user.click(toggle('Grayscale'));
    await user.click(increase());
    expect(announced()).toBe('');
    await user.click(toggle('Announcements'));
    expect(announced()).toBe('Announcements on');
  });

  it('Reset returns every setting to default, and is announced (again on a second Reset)', async () => {
    render(<AccessibilityPanel />);
    const user = await openPanel();
    await user.click(toggle('Grayscale'));
    await user.click(toggle('Announcements'));
    await user.click(increase());
    await user.click(button('Right'));
    await user.click(button('Reset all settings'));
    expect(getA11ySettings()).toEqual(A11Y_DEFAULTS);
    expect([checked('Grayscale'), checked('Announcements'), sizeShown()]).toEqual([false, true, '16 px']);
    expect(pressed()).toEqual(['Default']);
    expect(announced()).toBe('All settings reset to default');
    const first = inDialog().getByRole('status').firstElementChild;
    await user.click(button('Reset all settings'));
    expect(inDialog().getByRole('status').firstElementChild === first, 'a new node, announced again').toBe(false);
  });

  it('calls onA11yChange with all the settings after each change made here', async () => {
    const onA11yChange = vi.fn(() => true);
    render(<AccessibilityPanel onA11yChange={onA11yChange} />);
    const user = await openPanel();
    await user.click(toggle('Higher contrast'));
    await user.click(button('Reset all settings'));
    expect(onA11yChange.mock.calls).toEqual([
      [{ settings: { ...A11Y_DEFAULTS, highContrast: true } }],
      [{ settings: A11Y_DEFAULTS }],
    ]);
    act(() => {
      setA11ySettings({ grayscale: true });
    });
    expect(onA11yChange).toHaveBeenCalledTimes(2);
  });

  it('restores settings stored earlier when it mounts', () => {
    localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify({ ...A11Y_DEFAULTS, grayscale: true, fontSize: 22 }));
    render(<AccessibilityPanel />);
    expect(root.style.getPropertyValue('filter')).toBe('grayscale(100%)');
    expect(root.style.getPropertyValue('--cf-font-size')).toBe('22px');
  });
});

describe('AccessibilityPanel: the dyslexia-friendly font', () => {
  it('without a font URL: a visible note, read as the switch’s description', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    const note = inDialog().getByText(/OpenDyslexic is not installed/);
    expect(toggle('Dyslexia-friendly font').getAttribute('aria-describedby')).toContain(note.id);
  });
});
