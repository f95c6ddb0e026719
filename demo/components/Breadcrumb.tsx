import { Link } from 'react-router';
import type { Crumb } from './breadcrumbs';

/** A breadcrumb trail (WAI-ARIA APG pattern): an ordered list in a labelled nav; the last item is the page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-400">
                /
              </span>
            )}
            {crumb.to ? (
              <Link to={crumb.to} className="text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-slate-900 dark:text-slate-100">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
