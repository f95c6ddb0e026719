import { DEFAULT_ECOSYSTEM } from '../../../src/data/ecosystem';
import '../../../src/elements/auto/ecosystem-grid';
import { DEFAULT_APP_ICONS } from '../../../src/react/ecosystem-grid/default-app-icons';
import { addIcons } from '../../../src/react/ecosystem-grid/icons';
import { hydratableJson } from '../../components/hydratable-json';
import { usePageMeta } from '../../components/usePageMeta';
import { CallToAction } from './CallToAction';
import { Hero } from './Hero';
import { StatsSection } from './StatsSection';
import { TestimonialsSection } from './TestimonialsSection';

// The page is prerendered with the grid's cards (scripts/prerender-plugin.ts): the grid gets the company's apps
// as data, not as its default content (a chunk fetched after its first render, which a server render cannot
// match), and their icons' drawings before it renders, here as on the server, so both renders draw them.
addIcons(DEFAULT_APP_ICONS);
const APPS = hydratableJson([...DEFAULT_ECOSYSTEM]);

/** The marketing page at `/`: sections reached by the navbar's in-page links. */
export function LandingPage() {
  usePageMeta(
    'Coursify Labs — one ecosystem of small apps for work, study and life',
    'Eleven small apps for tasks, money, study, health and interviews, and free Java, Spring Boot and MySQL courses — one ecosystem by Coursify Labs.',
  );
  return (
    <>
      <Hero />
      <section id="categories" aria-labelledby="categories-title" className="below-fold bg-white dark:bg-slate-950">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h2 id="categories-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
            Explore the ecosystem
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-600 dark:text-slate-300">
            Eleven apps you can open today, and more on the way.
          </p>
          {/* Card titles are h3 by default: they sit under this section's h2. */}
          <ecosystem-grid className="mt-12 block" items={APPS} />
        </div>
      </section>
      <StatsSection />
      <TestimonialsSection />
      <CallToAction />
    </>
  );
}
