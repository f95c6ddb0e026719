/** The learner progress tracker end to end (issue 5): mark a lesson → percent → reload → tracker → admin → reset. */
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_TRACKER, COURSES, mainHeading, TRACKER } from './site-helpers';

// The service worker's precache would download the whole shell again in every test (each starts without one, see
// isolation.spec.ts); no test here needs it.

const JAVA_CONTENT = `${COURSES}/content/java`;
const LESSON = 'Classes, objects and interfaces';

const lessonsToggle = (page: Page) => page.getByRole('button', { name: /^Lessons \(\d\/6 done\)$/ });
const meter = (page: Page, label: string) => page.getByRole('progressbar', { name: label });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A labelled <progress> at `percent`, with the whole percent shown beside its label. */
async function expectMeter(page: Page, label: string, percent: number) {
  const bar = meter(page, label);
  await expect(bar).toHaveJSProperty('value', percent);
  await expect(bar).toHaveAttribute('max', '100');
  await expect(bar.locator('xpath=..')).toContainText(`${percent}%`);
}

async function openLessons(page: Page) {
  await expect(lessonsToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await lessonsToggle(page).click();
  await expect(lessonsToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

test('mark a lesson complete: percent updates, survives a reload, shows on the trackers, then reset', async ({
  page,
}) => {
  await page.goto(JAVA_CONTENT);
  await expect(mainHeading(page)).toHaveText('Java Programming course content');
  await expect(lessonsToggle(page)).toHaveText('Lessons (0/6 done)');
  await expectMeter(page, 'Java Programming progress', 0);

  // Collapsed by default: the checkboxes are hidden until the bar opens.
  const checkbox = page.getByRole('checkbox', { name: `Mark complete: ${LESSON}` });
  await expect(checkbox).toBeHidden();
  await openLessons(page);
  await expect(page.getByRole('checkbox', { name: /^Mark complete: / })).toHaveCount(6);
  await checkbox.check();
  await expect(checkbox).toBeChecked();
  await expect(lessonsToggle(page)).toHaveText('Lessons (1/6 done)');
  await expectMeter(page, 'Java Programming progress', 17);
  await expect(page.getByRole('region', { name: 'Java Programming lessons' }).getByRole('status')).toHaveText(
    `Lesson ${LESSON} marked complete. Java Programming 17% complete.`,
  );

  // Kept in this browser.
  await page.reload();
  await expect(lessonsToggle(page)).toHaveText('Lessons (1/6 done)');
  await expectMeter(page, 'Java Programming progress', 17);
  await openLessons(page);
  await expect(checkbox).toBeChecked();

  // The learner tracker: the course's card and the overall progress.
  await page.goto(TRACKER);
  await expect(mainHeading(page)).toHaveText('Progress Tracker');
  const java = card(page, 'Java Programming');
  await expect(java).toContainText('1 of 6 lessons done');
  await expectMeter(page, 'Java Programming progress', 17);
  await expect(java.getByRole('listitem').filter({ hasText: LESSON })).toContainText('Completed');
  await expect(java.getByRole('link', { name: 'Continue Java Programming' })).toHaveAttribute('href', JAVA_CONTENT);
  await expect(card(page, 'MySQL')).toContainText('0 of 6 lessons done');
  await expect(page.getByRole('region', { name: 'Overall' })).toContainText('1 of 18 lessons done in 3 courses');
  await expectMeter(page, 'Overall progress', 6);

  // The admin overview reads the same data.
  await page.goto(ADMIN_TRACKER);
  const row = page.getByRole('row', { name: /^Java Programming/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row).toContainText('17%');

  // Reset, with its confirmation step.
  await page.goto(TRACKER);
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await expect(page.getByText('Reset all progress?')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Reset progress' })).toBeFocused();
  await expectMeter(page, 'Java Programming progress', 17);

  await page.getByRole('button', { name: 'Reset progress' }).click();
  await page.getByRole('button', { name: 'Confirm reset' }).click();
  await expectMeter(page, 'Java Programming progress', 0);
  await expectMeter(page, 'Overall progress', 0);
  await expect(java).toContainText('0 of 6 lessons done');
  await expect(page.getByText('All progress was reset.')).toBeAttached();

  // And it stays reset.
  await page.goto(JAVA_CONTENT);
  await expect(lessonsToggle(page)).toHaveText('Lessons (0/6 done)');
  await expectMeter(page, 'Java Programming progress', 0);
});

test('unchecking a lesson lowers the percent again', async ({ page }) => {
  await page.goto(`${COURSES}/content/mysql`);
  await openLessons(page);
  const first = page.getByRole('checkbox', { name: 'Mark complete: Relational modelling' });
  const second = page.getByRole('checkbox', { name: 'Mark complete: Joins and subqueries' });
  await first.check();
  await second.check();
  await expectMeter(page, 'MySQL progress', 33);
  await first.uncheck();
  await expectMeter(page, 'MySQL progress', 17);
  await expect(lessonsToggle(page)).toHaveText('Lessons (1/6 done)');
});
