import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import '../../src/elements/course-catalog';
import type { CourseNavigateDetail } from '../../src/react/course-catalog/CourseCard';

/** The course grid, through the custom element exactly as a partner page uses it. */
export function CoursesAllPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'All courses · Coursify';
  }, []);

  // Same-site links are routed in the SPA; anything else is left to the browser.
  const onNavigate = (event: CustomEvent<CourseNavigateDetail>) => {
    const href = event.detail.course[event.detail.target];
    if (href?.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };

  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">All courses</h1>
      <course-catalog oncourse-navigate={onNavigate} />
    </>
  );
}
