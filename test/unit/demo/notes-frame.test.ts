import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS, SUBJECTS } from '../../../demo/data/lessons';
import { NOTES_URLS } from '../../../demo/data/notes';
import { notesPath, notesTarget } from '../../../demo/pages/courses/notes-frame';

describe('notesTarget', () => {
  it.each(SUBJECTS)('%s leads to its notes page', (subject) => {
    expect(notesTarget(subject)).toMatchObject({ kind: 'notes', subject, url: `/notes/${subject}.html` });
  });

  it('exactly three subjects: anything else is an unknown subject', () => {
    for (const value of ['python', 'Java', 'JAVA', ' java', '', undefined, 'toString', '__proto__']) {
      expect(notesTarget(value)).toEqual({ kind: 'unknown-subject', value: value ?? '' });
    }
  });

  it('frames http(s) and relative URLs only', () => {
    const urls = {
      ...NOTES_URLS,
      java: 'https://notes.example/java',
      mysql: 'javascript:alert(1)',
      'spring-boot': 'data:text/html,x',
    };
    expect(notesTarget('java', urls)).toMatchObject({ kind: 'notes', url: 'https://notes.example/java' });
    expect(notesTarget('mysql', urls)).toMatchObject({ kind: 'no-notes', subject: 'mysql' });
    expect(notesTarget('spring-boot', urls)).toMatchObject({ kind: 'no-notes', subject: 'spring-boot' });
  });

  it('builds syllabus and content paths', () => {
    expect(notesPath('syllabus', 'java')).toBe('/public/features/courses/syllabus/java');
    expect(notesPath('content', 'mysql')).toBe('/public/features/courses/content/mysql');
  });
});

describe('the shipped notes pages', () => {
  it.each(SUBJECTS)('%s.html: a section and a contents link per lesson id, no inline script or style', (subject) => {
    const html = readFileSync(resolve('demo/public', `.${NOTES_URLS[subject]}`), 'utf8');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="stylesheet" href="notes.css" />');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    const sections = [...html.matchAll(/<section id="([^"]+)"/g)].map((match) => match[1]);
    expect(sections).toEqual(LESSONS[subject].map((lesson) => lesson.id));
    for (const lesson of LESSONS[subject]) expect(html).toContain(`<a href="#${lesson.id}">${lesson.title}</a>`);
    expect(html).toContain('<pre><code>');
  });
});
