import { Link } from 'react-router';

export function Hero() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-wider text-indigo-700 dark:text-indigo-300">
          Coursify Labs
        </p>
        <h1 id="home-title" className="mx-auto mt-4 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
          One ecosystem of small apps for work, study and life
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl dark:text-slate-300">
          Track your tasks, money, study hours and health, prepare for interviews and learn Java, Spring Boot and MySQL
          — each app does one thing well, and they all work together.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <a
            href="#categories"
            className="rounded-lg border-2 border-indigo-700 bg-indigo-700 px-6 py-3 font-semibold text-white shadow hover:bg-indigo-800"
          >
            Explore the apps
          </a>
          <Link
            to="/public/features/courses/all"
            className="rounded-lg border-2 border-indigo-700 px-6 py-3 font-semibold text-indigo-700 hover:bg-indigo-50 dark:border-indigo-300 dark:text-indigo-200 dark:hover:bg-slate-800"
          >
            Browse free courses
          </Link>
        </div>
      </div>
    </section>
  );
}
