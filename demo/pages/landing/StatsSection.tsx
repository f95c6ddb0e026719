import { STATS } from '../../data/landing';

/** Each stat reads as it looks: the number, then what it counts ("1000+ Premium Products"). */
export function StatsSection() {
  return (
    <section id="stats" aria-labelledby="stats-title" className="below-fold bg-indigo-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="stats-title" className="sr-only">
          Our numbers
        </h2>
        <ul className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <li key={stat.label} className="flex flex-col gap-1">
              <span className="stat-number text-4xl font-extrabold">{stat.number}</span>
              <span className="stat-label text-indigo-100">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
