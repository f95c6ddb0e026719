import { type StarterTemplate, TEMPLATES } from '../data/templates';

/** One step of a breadcrumb trail; the last one is the current page and has no link. */
export type Crumb = { label: string; to?: string };

export const LEARNER_BASE = '/public/features/learner';
export const LEARNER_PATHS = {
  tracker: `${LEARNER_BASE}/learner-progress-tracker`,
  finalizing: `${LEARNER_BASE}/learner-progress-tracker/finalizing-features`,
  templates: `${LEARNER_BASE}/templates`,
  login: `${LEARNER_BASE}/login`,
} as const;
export const ADMIN_PROGRESS_PATH = '/public/features/admin/admin-progress-tracker';

/** The template an `appId` names, or undefined for none or an unknown one. */
export function findTemplate(appId: string | null | undefined): StarterTemplate | undefined {
  return appId ? TEMPLATES.find((template) => template.id === appId) : undefined;
}

const HOME: Crumb = { label: 'Home', to: '/' };
const TRACKER: Crumb = { label: 'Progress Tracker', to: LEARNER_PATHS.tracker };

/** Drops the link of the last step: it is the page itself. */
function current(trail: Crumb[]): Crumb[] {
  const last = trail.at(-1);
  return last ? [...trail.slice(0, -1), { label: last.label }] : trail;
}

/**
 * The learner shell's trail: Home first, then Progress Tracker, then a template app when the templates
 * page names one with `?appId=`; unknown pages of the shell end in "Page not found".
 */
export function learnerTrail(pathname: string, search: string): Crumb[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === LEARNER_PATHS.tracker) return current([HOME, TRACKER]);
  if (path === LEARNER_PATHS.finalizing) return current([HOME, TRACKER, { label: 'Finalizing features' }]);
  if (path === LEARNER_PATHS.templates) {
    const template = findTemplate(new URLSearchParams(search).get('appId'));
    const templates: Crumb = { label: 'Templates', to: LEARNER_PATHS.templates };
    const app: Crumb[] = template
      ? [{ label: template.name, to: `${path}?appId=${encodeURIComponent(template.id)}` }]
      : [];
    return current([HOME, TRACKER, templates, ...app]);
  }
  if (path === LEARNER_PATHS.login) return current([HOME, { label: 'Log in' }]);
  return current([HOME, { label: 'Page not found' }]);
}

/** The admin area's trail. */
export function adminTrail(pathname: string): Crumb[] {
  const path = pathname.replace(/\/+$/, '');
  return current([HOME, { label: path === ADMIN_PROGRESS_PATH ? 'Admin Progress Tracker' : 'Page not found' }]);
}
