/** The shell is an installable PWA: manifest served and valid, service worker registered, offline with deep links. */
import { expect, test } from '@playwright/test';

test.describe('installable shell', () => {
  test.use({ serviceWorkers: 'allow' });

  test('serves a valid web app manifest, linked from every page', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await request.get(href as string);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: 'Coursify',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('registers the service worker, then works offline, deep links included', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL)),
    ).toMatch(/\/sw\.js$/);
    await page.reload(); // the page is now controlled by the worker
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.goto('/public/features/courses/all');
    await expect(page.locator('course-catalog [part~="card"]')).toHaveCount(3);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('One ecosystem of small apps');
    await context.setOffline(false);
  });
});
