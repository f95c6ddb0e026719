import { Link, useSearchParams } from 'react-router';
import { findTemplate, LEARNER_PATHS } from '../../components/breadcrumbs';
import { usePageMeta } from '../../components/usePageMeta';
import { TEMPLATES } from '../../data/templates';

const LINK = 'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

/** The learner templates page: starter apps to build alongside the courses; `?appId=` selects one. */
export function TemplatesPage() {
  const appId = useSearchParams()[0].get('appId');
  const selected = findTemplate(appId);
  usePageMeta(
    selected ? `${selected.name} template · Coursify` : 'Templates · Coursify',
    'Starter templates to build while you learn Java, Spring Boot and MySQL.',
  );
  return (
    <>
      <h1 className="text-3xl font-bold">{selected ? `${selected.name} template` : 'Templates'}</h1>
      {appId && !selected && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          There is no template “{appId}”. Choose one of the templates below.
        </p>
      )}
      {selected && (
        <section
          aria-labelledby="template-details"
          className="mt-6 rounded-xl border border-indigo-200 bg-white p-6 dark:border-indigo-800 dark:bg-slate-900"
        >
          <h2 id="template-details" className="text-xl font-semibold">
            What you build
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{selected.description}</p>
          <p className="mt-3 text-sm">
            <span className="font-semibold">Stack:</span> {selected.stack.join(', ')}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            {selected.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to={LEARNER_PATHS.templates} className={LINK}>
              All templates
            </Link>
          </p>
        </section>
      )}
      <h2 className="mt-8 text-xl font-semibold">Starter templates</h2>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {TEMPLATES.map((template) => {
          const current = template.id === selected?.id;
          return (
            <li
              key={template.id}
              className={`rounded-xl border p-5 shadow-sm dark:bg-slate-800 ${
                current
                  ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400'
                  : 'border-slate-200 bg-white dark:border-slate-700'
              }`}
            >
              <h3 className="text-lg font-semibold">{template.name}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{template.description}</p>
              <p className="mt-3">
                <Link
                  to={`${LEARNER_PATHS.templates}?appId=${encodeURIComponent(template.id)}`}
                  aria-current={current ? 'page' : undefined}
                  className={LINK}
                >
                  {/* The visible words begin the accessible name (label in name), the template completes it. */}
                  {current ? 'Selected' : 'Open template'}
                  <span className="sr-only">{current ? `: ${template.name}` : ` ${template.name}`}</span>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
