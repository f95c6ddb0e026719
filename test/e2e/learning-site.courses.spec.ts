/** The courses shell (issue 5): each syllabus and content frame with its notes page, unknown subjects. */
import { expect, type Page, test } from '@playwright/test';
import { COURSES, expectPage, expectShell, mainHeading, SUBJECTS } from './site-helpers';

// The service worker's precache would download the whole shell again in every test (each starts without one, see
// isolation.spec.ts); no test here needs it.

/** The document is one viewport high: only the frame scrolls. */
async function expectNoPageScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(1);
}

test.describe('notes frames', () => {
  for (const view of ['syllabus', 'content'] as const) {
    for (const { id, title } of SUBJECTS) {
      test(`${view}/${id} frames the ${title} notes`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`${COURSES}/${view}/${id}`);
        await expectPage(page, {
          title: `${title} ${view === 'syllabus' ? 'syllabus' : 'course content'} · Coursify`,
          h1: `${title} ${view === 'syllabus' ? 'syllabus' : 'course content'}`,
        });
        const frame = page.locator('#main iframe');
        await expect(frame).toHaveCount(1);
        await expect(frame).toHaveAttribute('title', `${title} study notes`);
        await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
        await expect(frame).toHaveAttribute('src', `/notes/${id}.html`);
        await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText(title);
        // The frame fills the room: taller than half the viewport.
        expect((await frame.boundingBox())?.height ?? 0).toBeGreaterThan(400);
        await expectNoPageScroll(page);
        await expectShell(page, 'public');
        // Content shows the lesson controls, the syllabus does not.
        await expect(page.getByRole('region', { name: `${title} lessons` })).toHaveCount(view === 'content' ? 1 : 0);
      });
    }
  }

  test('syllabus and content link to each other', async ({ page }) => {
    await page.goto(`${COURSES}/syllabus/spring-boot`);
    await page.getByRole('link', { name: 'Open the course content' }).click();
    await expect(page).toHaveURL(`${COURSES}/content/spring-boot`);
    await expect(mainHeading(page)).toHaveText('Spring Boot course content');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('Spring Boot');
    await page.getByRole('link', { name: 'Open the syllabus' }).click();
    await expect(page).toHaveURL(`${COURSES}/syllabus/spring-boot`);
    await expect(mainHeading(page)).toHaveText('Spring Boot syllabus');
  });

  test('the content index links to every content and syllabus page', async ({ page }) => {
    await page.goto(`${COURSES}/content`);
    for (const { id, title } of SUBJECTS) {
      await expect(page.getByRole('link', { name: `${title} course content` })).toHaveAttribute(
        'href',
        `${COURSES}/content/${id}`,
      );
      await expect(page.getByRole('link', { name: `${title} syllabus` })).toHaveAttribute(
        'href',
        `${COURSES}/syllabus/${id}`,
      );
    }
    await page.getByRole('link', { name: 'MySQL syllabus' }).click();
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveText('MySQL');
  });
});

test.describe('unknown subject', () => {
  for (const view of ['syllabus', 'content'] as const) {
    test(`${view}/python shows the not-found state in the courses shell, no frame`, async ({ page }) => {
      await page.goto(`${COURSES}/${view}/python`);
      await expectPage(page, { title: 'Course not found · Coursify', h1: 'Course not found' });
      await expect(page.locator('#main')).toContainText('There is no course named “python”');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute('href', `${COURSES}/all`);
      await expect(page.getByRole('link', { name: 'Java Programming course content' })).toBeVisible();
      await expectShell(page, 'public');
    });
  }
});
