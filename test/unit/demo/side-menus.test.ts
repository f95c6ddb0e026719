import ChartLine from 'lucide-react/icons/chart-line';
import { describe, expect, it } from 'vitest';
import { ADMIN_PROGRESS_PATH, LEARNER_PATHS } from '../../../demo/components/breadcrumbs';
import { ADMIN_MENU, isActiveItem, LEARNER_MENU } from '../../../demo/components/side-menus';

describe('side menus', () => {
  it('the learner menu: Progress Tracker with the chart-line icon, then Templates', () => {
    const [tracker, templates] = LEARNER_MENU.items;
    expect(tracker).toMatchObject({ id: 'progress-tracker', label: 'Progress Tracker', link: LEARNER_PATHS.tracker });
    expect(tracker.icon).toBe(ChartLine);
    expect(templates).toMatchObject({ label: 'Templates', link: LEARNER_PATHS.templates });
    expect(LEARNER_MENU.secondary.length).toBeGreaterThan(0);
  });

  it('the admin menu has the Admin Progress Tracker entry', () => {
    expect(ADMIN_MENU.items[0]).toMatchObject({ label: 'Admin Progress Tracker', link: ADMIN_PROGRESS_PATH });
  });

  it('an item is active on its page and the pages below it, not on a sibling with the same prefix', () => {
    const [tracker, templates] = LEARNER_MENU.items;
    expect(isActiveItem(tracker, LEARNER_PATHS.tracker)).toBe(true);
    expect(isActiveItem(tracker, `${LEARNER_PATHS.tracker}/`)).toBe(true);
    expect(isActiveItem(tracker, LEARNER_PATHS.finalizing)).toBe(true);
    expect(isActiveItem(tracker, `${LEARNER_PATHS.tracker}-old`)).toBe(false);
    expect(isActiveItem(templates, LEARNER_PATHS.tracker)).toBe(false);
  });
});
