/**
 * A render that repeats the server's (ServerFirstContext) ignores what the page loaded meanwhile (another element's
 * default data), so hydration matches the server's HTML; what was loaded shows with the next render.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseCatalog, loadDefaultCourses } from '../../../../src/react/course-catalog/CourseCatalog';
import { ElementHost } from '../../../../src/react/shared/ElementHost';

const host = (serverFirst: boolean, serverData?: boolean) =>
  createElement(ElementHost, {
    tag: 'course-catalog',
    component: CourseCatalog as never,
    defaults: {},
    values: { serverFirst, serverData },
  });

describe('ServerFirstContext', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrating after another element loaded the default courses: no mismatch, the courses come next', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(host(true)); // the server had no default data: an empty root
    expect(container.querySelector('article')).toBeNull();
    await loadDefaultCourses(); // another element on the page loaded them
    const recoverable = vi.fn();
    await act(async () => {
      // hydrate.ts: the server's root was empty, so the hydrating render holds the data back.
      hydrateRoot(container, host(true, false), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('a server that loaded the default courses first (the prerender) shows them, and its hydration keeps them', async () => {
    await loadDefaultCourses();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(host(true));
    const served = container.querySelectorAll('article').length;
    expect(served).toBeGreaterThan(0);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, host(true, true), { onRecoverableError: recoverable });
    });
    expect(container.querySelectorAll('article').length).toBe(served);
    expect(recoverable).not.toHaveBeenCalled();
  });
});
