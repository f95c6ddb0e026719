/**
 * The elements' default content on the prerendered pages. A catalog given no courses shows the default ones, a
 * chunk it fetches after its first render (useDefaultData.ts); a server render would then differ from the browser's
 * first render and could not be hydrated. Loaded before that first render instead, on the server (entry-server.tsx)
 * and in the browser before the page's element module defines the element (main.tsx), both renders have them:
 * the prerendered courses page carries its cards, and the element hydrates them in place.
 */
export const COURSES_ALL = '/public/features/courses/all';

/** Loads the default content the elements of the page at `path` show (nothing for a page without any). */
export async function loadPrerenderedDefaults(path: string): Promise<void> {
  if (path === COURSES_ALL) await (await import('../src/react/course-catalog/CourseCatalog')).loadDefaultCourses();
}
