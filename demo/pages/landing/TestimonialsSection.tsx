import Star from 'lucide-react/icons/star';
import { TESTIMONIALS } from '../../data/landing';

function Rating({ stars, outOf = 5 }: { stars: number; outOf?: number }) {
  return (
    <span role="img" aria-label={`${stars} out of ${outOf} stars`} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: outOf }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, not items
        <Star key={i} aria-hidden="true" className="size-5" fill={i < stars ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="below-fold bg-slate-50 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4 py-20">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          What our users say
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800">
                <Rating stars={testimonial.rating} />
                <blockquote className="flex-1 text-slate-700 dark:text-slate-200">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
