/** Shared by the learning-site specs (issue 5): the route table, and helpers for shells, navbar and footer. */
import { expect, type Page } from '@playwright/test';

export type Shell = 'landing' | 'public' | 'private';

export type RouteCase = {
  path: string;
  title: string | RegExp;
  h1: string | RegExp;
  shell: Shell;
  /** What the axe run waits for before it starts (the page's own content, beyond the h1 and title). */
  ready?: string;
};

export const BRANDS: Record<Shell, string> = { landing: 'Coursify Labs', public: 'Coursify', private: 'Remotelify' };
export const YEARS: Record<Shell, number> = { landing: 2024, public: 2025, private: 2024 };

export const LEARNER = '/public/features/learner';
export const TRACKER = `${LEARNER}/learner-progress-tracker`;
export const TEMPLATES = `${LEARNER}/templates`;
export const COURSES = '/public/features/courses';
export const ADMIN_TRACKER = '/public/features/admin/admin-progress-tracker';

export const SUBJECTS = [
  { id: 'java', title: 'Java Programming' },
  { id: 'spring-boot', title: 'Spring Boot' },
  { id: 'mysql', title: 'MySQL' },
] as const;

/** Every route of the route list, with what it must show. */
export const ROUTES: RouteCase[] = [
  {
    path: '/',
    title: 'Coursify Labs — one ecosystem of small apps for work, study and life',
    h1: 'One ecosystem of small apps for work, study and life',
    shell: 'landing',
  },
  { path: TRACKER, title: 'Progress Tracker · Coursify', h1: 'Progress Tracker', shell: 'public' },
  {
    path: `${TRACKER}/finalizing-features`,
    title: 'Finalizing features · Progress Tracker · Coursify',
    h1: 'Progress Tracker',
    shell: 'public',
  },
  { path: TEMPLATES, title: 'Templates · Coursify', h1: 'Templates', shell: 'public' },
  {
    path: `${TEMPLATES}?appId=library-catalog`,
    title: 'Library Catalog template · Coursify',
    h1: 'Library Catalog template',
    shell: 'public',
  },
  { path: `${LEARNER}/login`, title: 'Log in · Coursify', h1: 'Log in to Coursify', shell: 'public' },
  {
    path: '/public/features/authentication/login',
    title: 'Log in · Coursify',
    h1: 'Log in to Coursify',
    shell: 'public',
  },
  {
    path: '/public/features/authentication/register',
    title: 'Create your account · Coursify',
    h1: 'Create your Coursify account',
    shell: 'public',
  },
  { path: '/login', title: 'Log in · Coursify', h1: 'Log in to Coursify', shell: 'public' },
  { path: '/register', title: 'Create your account · Coursify', h1: 'Create your Coursify account', shell: 'public' },
  {
    path: `${COURSES}/all`,
    title: 'All courses · Coursify',
    h1: 'All courses',
    shell: 'public',
    ready: 'course-catalog [part~="card"]',
  },
  ...SUBJECTS.map(({ id, title }) => ({
    path: `${COURSES}/syllabus/${id}`,
    title: `${title} syllabus · Coursify`,
    h1: `${title} syllabus`,
    shell: 'public' as const,
  })),
  { path: `${COURSES}/content`, title: 'Course content · Coursify', h1: 'Course content', shell: 'public' },
  ...SUBJECTS.map(({ id, title }) => ({
    path: `${COURSES}/content/${id}`,
    title: `${title} course content · Coursify`,
    h1: `${title} course content`,
    shell: 'public' as const,
  })),
  { path: '/public/pages/about', title: 'About and account help · Coursify', h1: 'About Coursify', shell: 'public' },
  { path: ADMIN_TRACKER, title: 'Admin Progress Tracker · Coursify', h1: 'Admin Progress Tracker', shell: 'public' },
  { path: '/private', title: 'Private area · Remotelify', h1: 'Private area', shell: 'private' },
  { path: '/private/admin', title: 'Administration · Remotelify', h1: 'Administration', shell: 'private' },
  ...(['learner', 'proctor', 'admin', 'instructor'] as const).map((type) => {
    const name = `${type[0].toUpperCase()}${type.slice(1)} dashboard`;
    return {
      path: `/private/features/${type}/dashboard`,
      title: `${name} · Remotelify`,
      h1: name,
      shell: 'private' as const,
    };
  }),
];

export const navbar = (page: Page) => page.locator('site-navbar');
export const mainHeading = (page: Page) => page.locator('#main h1');

/** The page's h1 is rendered and the document title is set (the page's effects ran). */
export async function expectPage(page: Page, route: Pick<RouteCase, 'title' | 'h1'>) {
  await expect(mainHeading(page)).toHaveText(route.h1);
  await expect(page).toHaveTitle(route.title);
}

/** The shell around the page: navbar variant and brand, footer year and version. */
export async function expectShell(page: Page, shell: Shell) {
  await expect(navbar(page)).toHaveAttribute('variant', shell);
  await expect(navbar(page).locator('[part~="brand"]')).toContainText(BRANDS[shell]);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${YEARS[shell]} Coursify Labs`);
  await expect(footer).toContainText('Version 7.0.0');
}

/** The routing-failure screen in the given shell. */
export async function expectErrorScreen(page: Page, shell: Shell) {
  await expect(mainHeading(page)).toHaveText('Unexpected Application Error!');
  await expect(page.locator('#main')).toContainText('404 Not Found');
  await expect(page).toHaveTitle('404 Not Found · Unexpected Application Error!');
  await expect(page.locator('#main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectShell(page, shell);
}

/** The route table by shell, for tests that walk several routes with one page (each route once). */
export const ROUTE_GROUPS: [string, (route: RouteCase) => boolean][] = [
  ['landing and private shells', (r) => r.shell !== 'public'],
  ['learner and admin shells', (r) => /^\/public\/features\/(learner|admin)\//.test(r.path)],
  [
    'authentication and about',
    (r) => /^\/(login|register|public\/features\/authentication|public\/pages)/.test(r.path),
  ],
  ['courses shell: grid and syllabus', (r) => /^\/public\/features\/courses\/(all|syllabus)/.test(r.path)],
  ['courses shell: content', (r) => r.path.startsWith('/public/features/courses/content')],
];

/**
 * Waits until a prerendered shell page is interactive: the shell's listeners are live (AppFrame's attribute) and
 * each named element has hydrated its server content (React's props on its first link or button: before that, a
 * click is a plain link's page load, which is right for a visitor but not what a test of in-app routing measures).
 */
export async function waitForInteractive(page: Page, tags: string[] = []): Promise<void> {
  await page.waitForFunction(
    (names) =>
      document.documentElement.hasAttribute('data-shell-interactive') &&
      names.every((tag) => {
        const control = document.querySelector(tag)?.shadowRoot?.querySelector('a[href], button');
        return (
          control !== null &&
          control !== undefined &&
          Object.keys(control).some((key) => key.startsWith('__reactProps'))
        );
      }),
    tags,
  );
}
