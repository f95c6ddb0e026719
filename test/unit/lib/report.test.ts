// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { formatProblem, reportError, warnProblems } from '../../../src/lib/report';

describe('report', () => {
  it('formats a problem with the element tag first', () => {
    expect(formatProblem('course-catalog', { where: 'courses[2].price', message: 'expected an amount' })).toBe(
      '<course-catalog> courses[2].price: expected an amount',
    );
  });

  it('warns once per problem, in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnProblems('x-el', [
      { where: 'a', message: 'one' },
      { where: 'b', message: 'two' },
    ]);
    expect(warn.mock.calls).toEqual([['<x-el> a: one'], ['<x-el> b: two']]);
  });

  it('warns nothing for no problems', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnProblems('x-el', []);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an error, with its cause when there is one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('boom');
    reportError('x-el', { where: 'render', message: 'failed' });
    reportError('x-el', { where: 'render', message: 'failed' }, cause);
    expect(error.mock.calls).toEqual([['<x-el> render: failed'], ['<x-el> render: failed', cause]]);
  });
});

describe('warnProblems cap', () => {
  it('logs at most MAX_WARNINGS problems, then one line with the rest counted', async () => {
    const { MAX_WARNINGS } = await import('../../../src/lib/report');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems = Array.from({ length: 100 }, (_, i) => ({ where: `courses[${i}].title`, message: 'missing' }));
    warnProblems('course-catalog', problems);
    expect(warn).toHaveBeenCalledTimes(MAX_WARNINGS + 1);
    expect(warn.mock.calls[0][0]).toBe('<course-catalog> courses[0].title: missing');
    expect(warn.mock.calls[MAX_WARNINGS][0]).toBe(
      `<course-catalog> …and ${100 - MAX_WARNINGS} more problems of the same kind in this data.`,
    );
  });
});
