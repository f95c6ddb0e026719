import { Link } from 'react-router';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="below-fold bg-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          Start with a free course today
        </h2>
        <p className="max-w-xl text-lg text-slate-300">
          Java, Spring Boot and MySQL: twelve weeks each, advanced, and free.
        </p>
        <Link
          to="/public/features/courses/all"
          className="rounded-lg bg-white px-6 py-3 font-semibold text-slate-900 shadow hover:bg-indigo-50"
        >
          See the courses
        </Link>
      </div>
    </section>
  );
}
