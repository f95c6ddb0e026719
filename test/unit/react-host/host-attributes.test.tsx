/**
 * A component's host is a custom element's tag: the partner's host props still land as attributes, and go away when
 * the prop does (React 19 would set `id`, `lang`… as properties, and a removed one to the text "undefined").
 * React 18 and preact/compat: test/package.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '../../../src/react-host/theme-toggle';

const host = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('host props on a coursify-elements/react component', () => {
  it('are attributes of the tag, and removed with the prop', () => {
    const { container, rerender } = render(
      <ThemeToggle
        id="toggle"
        className="in-toolbar"
        lang="de"
        title="Theme"
        tabIndex={-1}
        hidden={false}
        data-test="one"
        aria-describedby="hint"
        style={{ marginInline: '4px' }}
      />,
    );
    const el = host(container);
    expect(el.localName).toBe('theme-toggle');
    expect(el.getAttribute('id')).toBe('toggle');
    expect(el.getAttribute('class')).toBe('in-toolbar');
    expect(el.getAttribute('lang')).toBe('de');
    expect(el.getAttribute('title')).toBe('Theme');
    expect(el.getAttribute('tabindex')).toBe('-1');
    expect(el.hasAttribute('hidden')).toBe(false);
    expect(el.getAttribute('data-test')).toBe('one');
    expect(el.getAttribute('aria-describedby')).toBe('hint');
    expect(el.style.marginInline).toBe('4px');

    rerender(<ThemeToggle hidden />);
    expect(el.hasAttribute('hidden')).toBe(true);
    for (const name of ['id', 'class', 'lang', 'title', 'tabindex', 'data-test', 'aria-describedby']) {
      expect(el.getAttribute(name), name).toBeNull();
    }
  });
});
