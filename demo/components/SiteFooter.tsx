import { Link } from 'react-router';
import { COMPANY } from '../data/company';

export type FooterVariant = 'landing' | 'public' | 'private';

/** Copyright years per variant, each site its own (SPEC: public 2025, private 2024, landing 2024). */
export const FOOTER_YEARS: Record<FooterVariant, number> = { landing: 2024, public: 2025, private: 2024 };

type FooterLink = { label: string; to: string };

/** The landing footer's link columns: every link goes somewhere real (a section, a page, mail or phone). */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Categories',
    links: [
      { label: 'Productivity apps', to: '/#categories' },
      { label: 'Health & wellness', to: '/#categories' },
      { label: 'Learning courses', to: '/public/features/courses/all' },
      { label: 'Coming soon', to: '/#categories' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', to: '/public/pages/about' },
      { label: 'Our numbers', to: '/#stats' },
      { label: 'Testimonials', to: '/#testimonials' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help with your account', to: '/public/pages/about' },
      { label: 'Elements: docs and playground', to: '/docs/elements' },
      { label: `Email ${COMPANY.email}`, to: `mailto:${COMPANY.email}` },
      { label: `Call ${COMPANY.phone}`, to: `tel:${COMPANY.phone}` },
    ],
  },
];

function FooterAnchor({ link }: { link: FooterLink }) {
  const className = 'text-slate-300 underline-offset-4 hover:text-white hover:underline';
  // In-app pages go through the router; sections, mail and phone are plain links.
  if (link.to.startsWith('/') && !link.to.includes('#')) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.to} className={className}>
      {link.label}
    </a>
  );
}

/** `compact`: one slim line, for pages that fill the viewport (the notes frames). */
type Props = { variant: FooterVariant; year?: number; compact?: boolean };

/** The footer of every layout: copyright year and company, contact mail link, version label 7.0.0. */
export function SiteFooter({ variant, year = FOOTER_YEARS[variant], compact = false }: Props) {
  return (
    <footer className="bg-slate-900 text-slate-300" data-variant={variant}>
      <div className={`mx-auto max-w-7xl px-4 ${compact ? 'py-2' : 'py-10'}`}>
        {variant === 'landing' && (
          <nav aria-label="Footer" className="mb-10 grid gap-8 sm:grid-cols-3">
            {COLUMNS.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
                <ul className="mt-4 space-y-2 text-sm">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div
          className={`flex flex-col text-sm sm:flex-row sm:items-center sm:justify-between ${
            compact ? 'gap-1' : 'gap-2 border-t border-slate-700 pt-6'
          }`}
        >
          <p>
            © {year} {COMPANY.name}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <a href={`mailto:${COMPANY.email}`} className="underline underline-offset-4 hover:text-white">
              {COMPANY.email}
            </a>
            <span>Version {COMPANY.version}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
