import { useEffect } from 'react';
import { Link } from 'react-router';

/** Placeholder until the landing-page issue builds the marketing page. */
export function HomePage() {
  useEffect(() => {
    document.title = 'Coursify';
  }, []);
  return (
    <section className="py-16 text-center">
      <h1 className="text-4xl font-bold">Coursify</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">Learn Java, Spring Boot and MySQL, free.</p>
      <Link
        to="/public/features/courses/all"
        className="mt-8 inline-block rounded-md bg-indigo-700 px-6 py-3 font-semibold text-white hover:bg-indigo-800"
      >
        Browse courses
      </Link>
    </section>
  );
}
