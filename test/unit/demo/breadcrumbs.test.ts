import { describe, expect, it } from 'vitest';
import { adminTrail, findTemplate, LEARNER_PATHS, learnerTrail } from '../../../demo/components/breadcrumbs';
import { TEMPLATES } from '../../../demo/data/templates';

describe('learnerTrail', () => {
  it('starts with Home and ends on the page itself, without a link', () => {
    expect(learnerTrail(LEARNER_PATHS.tracker, '')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Progress Tracker' },
    ]);
  });

  it('links Progress Tracker from the pages below it', () => {
    expect(learnerTrail(LEARNER_PATHS.finalizing, '')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Progress Tracker', to: LEARNER_PATHS.tracker },
      { label: 'Finalizing features' },
    ]);
  });

  it('names the template app that ?appId= selects, with its own link path', () => {
    const trail = learnerTrail(LEARNER_PATHS.templates, '?appId=library-catalog');
    expect(trail.map((crumb) => crumb.label)).toEqual(['Home', 'Progress Tracker', 'Templates', 'Library Catalog']);
    expect(trail[2].to).toBe(LEARNER_PATHS.templates);
    expect(trail.at(-1)?.to).toBeUndefined();
  });

  it('ends on Templates when appId is missing, empty or unknown', () => {
    for (const search of ['', '?appId=', '?appId=nope', '?other=todo-api']) {
      expect(learnerTrail(LEARNER_PATHS.templates, search).at(-1)).toEqual({ label: 'Templates' });
    }
  });

  it('ignores a trailing slash, and names unknown pages of the shell', () => {
    expect(learnerTrail(`${LEARNER_PATHS.tracker}/`, '').at(-1)).toEqual({ label: 'Progress Tracker' });
    expect(learnerTrail(LEARNER_PATHS.login, '').map((crumb) => crumb.label)).toEqual(['Home', 'Log in']);
    expect(learnerTrail('/public/features/learner/nope', '').at(-1)).toEqual({ label: 'Page not found' });
  });

  it('the admin trail ends on Admin Progress Tracker', () => {
    expect(adminTrail('/public/features/admin/admin-progress-tracker')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Admin Progress Tracker' },
    ]);
    expect(adminTrail('/public/features/admin/x').at(-1)).toEqual({ label: 'Page not found' });
  });
});

describe('findTemplate', () => {
  it('finds each template by id and nothing for null, empty or unknown ids', () => {
    for (const template of TEMPLATES) expect(findTemplate(template.id)).toBe(template);
    expect(findTemplate(null)).toBeUndefined();
    expect(findTemplate('')).toBeUndefined();
    expect(findTemplate('constructor')).toBeUndefined();
  });

  it('has 4 to 6 templates with unique ids', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(4);
    expect(TEMPLATES.length).toBeLessThanOrEqual(6);
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(TEMPLATES.length);
  });
});
