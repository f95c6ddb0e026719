import { usePageMeta } from '../../components/usePageMeta';
import { SubjectLinks } from './SubjectLinks';

/** `/public/features/courses/content`: the course content screen, from which each course's content opens. */
export function CourseContentIndexPage() {
  usePageMeta('Course content · Coursify', 'The content and syllabus of the Java, Spring Boot and MySQL courses.');
  return (
    <>
      <h1 className="text-3xl font-bold">Course content</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Choose a course: its content opens with your progress controls, its syllabus with the study notes alone.
      </p>
      <SubjectLinks />
    </>
  );
}
