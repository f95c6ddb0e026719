/** The courses the server-render tests of coursify-elements/react render (three cards). */
export const THREE_COURSES = ['Go in Practice', 'Rust for Services', 'Zig at Work'].map((title, index) => ({
  id: `course-${index}`,
  title,
  description: `About ${title}.`,
  instructor: 'Ada Lovelace',
  duration: '6 Weeks',
  difficulty: 'Beginner',
  price: 0,
  syllabus: `#syllabus-${index}`,
  content: `#course-${index}`,
}));
