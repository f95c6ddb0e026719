import type { MouseEvent } from 'react';
import type { Course } from '../../lib/courses';
import { formatPrice } from '../../lib/price';
import { isPlainLeftClick } from '../shared/clicks';
import type { HeadingLevel } from '../shared/heading-level';
import { coverImage } from './CourseImage';
import type { CatalogMessages } from './messages';
import type { CourseNavigateDetail, CourseTarget } from './types';

type Props = {
  course: Course;
  /** Unique within the catalog; labels the card. */
  titleId: string;
  /** The card title's heading level, to fit the host page's outline. */
  headingLevel: HeadingLevel;
  /** Prices in this language (the page's `locale`, else the element's). */
  locale: string;
  currency?: string;
  /** Returns false when the host cancelled the navigation (it routes itself). */
  onNavigate?: (detail: CourseNavigateDetail) => boolean;
  t: CatalogMessages;
};

const CHIP = 'rounded-full border border-line bg-muted px-2.5 py-0.5 text-xs font-medium';

/** Each link's message keys: its word, and what shows instead when its URL is missing or unsafe. */
const LINK_WORDS = {
  syllabus: ['syllabusLink', 'syllabusUnavailable'],
  content: ['courseLink', 'courseUnavailable'],
} as const satisfies Record<CourseTarget, readonly [string, string]>;

/**
 * The Syllabus or Course link (a plain function, not a component: a card is drawn once per course shown, and 100
 * catalogs on a page are 600 of these). Text is one string per node, so each label is one text node.
 */
function courseLink(course: Course, target: CourseTarget, onNavigate: Props['onNavigate'], t: CatalogMessages) {
  const href = course[target];
  const [word, unavailable] = LINK_WORDS[target];
  const base = 'inline-flex flex-1 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';
  if (href === null) {
    return (
      <span part={`button-${target} button-unavailable`} className={`${base} border border-line text-fg-muted`}>
        {t(unavailable)}
      </span>
    );
  }
  // Real links: open-in-new-tab and copy-link work. A plain click first asks the host (cancelable event).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event) || !onNavigate) return;
    // Only an explicit false cancels: a React host's handler that returns nothing must not block links.
    if (onNavigate({ course, target }) === false) event.preventDefault();
  };
  const style =
    target === 'syllabus'
      ? 'border-2 border-primary text-primary hover:bg-muted'
      : 'border-2 border-primary bg-primary text-on-primary shadow-sm hover:opacity-90';
  return (
    <a part={`button-${target}`} href={href} onClick={onClick} className={`${base} ${style} transition`}>
      {t(word)}
      <span className="sr-only">{` ${t('courseLinkContext', { title: course.title })}`}</span>
    </a>
  );
}

export function CourseCard({ course, titleId, headingLevel, locale, currency, onNavigate, t }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      part="card"
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface text-fg shadow-md transition hover:-translate-y-1 hover:shadow-lg focus-within:-translate-y-1"
    >
      {coverImage({
        src: course.image,
        alt: course.imageAlt ?? '',
        cover: course.cover,
        id: `${titleId}-art`,
        fallback: t('coverFallbackLabel'),
      })}
      <div className="flex flex-1 flex-col gap-3 px-5 py-5">
        <Heading id={titleId} part="card-title" className="[font-size:var(--text-xl)] font-bold [line-height:1.25]">
          {course.title}
        </Heading>
        <p className="text-sm text-fg-muted">{course.description}</p>
        <dl className="mt-auto flex flex-wrap items-center gap-2 text-sm">
          <div className="w-full">
            <dt className="sr-only">{t('instructorTerm')}</dt>
            <dd className="font-medium">{course.instructor}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('durationTerm')}</dt>
            <dd className={CHIP}>{course.duration}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('difficultyTerm')}</dt>
            <dd className={CHIP}>{course.difficulty}</dd>
          </div>
          <div className="ms-auto">
            <dt className="sr-only">{t('priceTerm')}</dt>
            <dd part="card-price" className="text-lg font-bold text-primary">
              {formatPrice(course.price, { locale, currency, freeLabel: t('priceFree') })}
            </dd>
          </div>
        </dl>
        <div className="flex gap-3">
          {courseLink(course, 'syllabus', onNavigate, t)}
          {courseLink(course, 'content', onNavigate, t)}
        </div>
      </div>
    </article>
  );
}
