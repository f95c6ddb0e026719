import type { Subject } from './lessons';

/**
 * Where each course's study notes live: the syllabus and content screens frame this page. Data, not code, so a host
 * can point a subject anywhere (http or https); the demo ships its own pages (demo/public/notes) so the site works
 * offline. Section ids of each page are the lesson ids in lessons.ts.
 */
export const NOTES_URLS: Record<Subject, string> = {
  java: '/notes/java.html',
  'spring-boot': '/notes/spring-boot.html',
  mysql: '/notes/mysql.html',
};
