import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccessibilityPanel } from '../../../../src/react/accessibility-panel/AccessibilityPanel';
import { button, dialog, freshStore, inDialog, openPanel, trigger } from './fixtures';

freshStore();

describe('AccessibilityPanel: trigger and dialog', () => {
  it('renders a trigger named "Accessibility settings" (or the label) that says it opens a dialog', () => {
    const { rerender } = render(<AccessibilityPanel />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    rerender(<AccessibilityPanel label="Display options" />);
    expect(screen.getByRole('button', { name: 'Display options' })).toBeTruthy();
    rerender(<AccessibilityPanel label="" />);
    expect(trigger()).toBeTruthy();
  });

  it('opens a modal dialog labelled by its title "Accessibility"', async () => {
    render(<AccessibilityPanel />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel();
    const node = dialog() as HTMLDialogElement;
    expect(node.open).toBe(true);
    const title = document.getElementById(node.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Accessibility');
  });

  it('renders its settings from the first opening on, and keeps them after it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<AccessibilityPanel />);
    // A page load renders the trigger and the dialog's frame only (no number formatted, no switch built).
    expect(container.querySelector('[part~="font-size-value"]')).toBeNull();
    expect(container.querySelectorAll('[role="switch"]')).toHaveLength(0);
    await openPanel(user);
    expect(inDialog().getAllByRole('switch').length).toBeGreaterThan(0);
    await user.click(button('Close'));
    expect(container.querySelectorAll('[role="switch"]').length).toBeGreaterThan(0);
  });

  it('the Close button closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    render(<AccessibilityPanel />);
    await openPanel(user);
    await user.click(button('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    button('Reset all settings').focus();
    expect(fireEvent.keyDown(button('Reset all settings'), { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(button('Close'));
    expect(fireEvent.keyDown(button('Close'), { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(button('Reset all settings'));
    button('Left').focus();
    expect(fireEvent.keyDown(button('Left'), { key: 'Tab' }), 'the browser moves focus in between').toBe(true);
  });

  it('says what it is and is not, visibly', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    const statement = inDialog().getByText(/adjusts this site’s display/);
    expect(statement.textContent).toContain('It does not make the site accessible by itself.');
    expect(statement.textContent).toContain('zoom');
  });

  it('the body scrolls within 24rem (max-h-96)', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    const body = dialog().querySelector('[part~="body"]');
    expect(body?.className).toMatch(/\bmax-h-96\b/);
    expect(body?.className).toMatch(/\boverflow-y-auto\b/);
  });

  it('every control has a name, every switch a visible label', async () => {
    render(<AccessibilityPanel />);
    await openPanel();
    expect(
      inDialog()
        .getAllByRole('switch')
        .map((node) => node.textContent?.replace(/(On|Off)$/, '')),
    ).toEqual(['Grayscale', 'Dyslexia-friendly font', 'Higher contrast', 'Reduced motion', 'Announcements']);
    expect(
      inDialog()
        .getAllByRole('button')
        .map((node) => node.getAttribute('aria-label') ?? node.textContent),
    ).toEqual([
      'Close',
      'Decrease text size',
      'Increase text size',
      'Default',
      'Left',
      'Centre',
      'Right',
      'Reset all settings',
    ]);
    expect(inDialog().getByRole('group', { name: 'Text size 16 px' })).toBeTruthy();
    expect(inDialog().getByRole('group', { name: 'Text alignment' })).toBeTruthy();
  });
});
