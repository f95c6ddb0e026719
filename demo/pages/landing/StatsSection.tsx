import { STATS } from '../../../src/data/landing';

export function StatsSection() {
  return (
    <section id="stats" aria-labelledby="stats-title" className="landing-section bg-indigo-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="stats-title" className="sr-only">
          Our numbers
        </h2>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1">
              <dt className="text-indigo-100">{stat.label}</dt>
              <dd className="text-4xl font-extrabold">{stat.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
