import { type CSSProperties, useEffect, useRef } from 'react';
import type { EcosystemItem } from '../../lib/ecosystem-items';
import { useElementTag } from '../shared/element-tag';
import type { HeadingLevel } from '../shared/heading-level';
import { ExternalLinkIcon, useIcon } from './icons';
import type { GridMessages } from './messages';
import type { AppOpenDetail } from './types';

type Props = {
  item: EcosystemItem;
  /** Unique within the grid; labels the card. */
  titleId: string;
  /** The card title's heading level, to fit the host page's outline. */
  headingLevel: HeadingLevel;
  /** Told when Explore is activated (analytics); the new tab opens regardless. */
  onOpen?: (detail: AppOpenDetail) => boolean;
  t: GridMessages;
};

const CARD = 'flex h-full flex-col gap-4 rounded-card border p-6';
const BADGE = 'inline-flex size-12 shrink-0 items-center justify-center rounded-xl shadow-sm';
const BUTTON = 'inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold';
// The muted badge's greying and the mirrored arrow are arbitrary properties (the CSS property and its value), not
// Tailwind's utilities for them: those set their value through `--tw-*` variables, and every variable of the family
// (eight for greying, three for mirroring) would be declared, twice, in the grid's sheet. Same computed styles.
// Tailwind reads comments too: a utility's bare name written here would be emitted, with its variables.

/**
 * The icon in its coloured badge. The colour is an allow-listed `#rrggbb` (src/lib/palette.ts) handed to CSS
 * as a custom property; without one, the theme's primary colour. Decorative: hidden from assistive technology.
 * The icon's module may still be on its way (icons.ts): the badge is drawn at its full size meanwhile.
 */
function IconBadge({ item, muted }: { item: EcosystemItem; muted?: boolean }) {
  const Icon = useIcon(item.icon, useElementTag('ecosystem-grid'));
  const { color } = item;
  const tone = color
    ? // The ink as literal colours (white; slate-950's sRGB value), not the theme's colour names: those are theme
      // variables, and slate-950 a second value in lab() behind an @supports, all in the grid's sheet.
      `bg-(--cf-accent) ${color.ink === 'light' ? 'text-[#fff]' : 'text-[#020618]'}`
    : 'bg-primary text-on-primary';
  const style = color ? ({ '--cf-accent': color.hex } as CSSProperties) : undefined;
  const badge = useRef<HTMLSpanElement>(null);
  // Server-rendered, the colour is in a `style` attribute, which a strict policy (style-src without its hash) blocks;
  // hydration keeps the server's attribute as it is. Set again through the CSSOM, which no policy blocks, as a
  // client render sets it: the badge has its colour once hydrated, whatever the page's policy. (An effect, not a
  // layout effect: React 18 warns about those on the server.)
  const hex = color?.hex;
  useEffect(() => {
    if (hex) badge.current?.style.setProperty('--cf-accent', hex);
  }, [hex]);
  return (
    <span
      ref={badge}
      part="card-icon"
      aria-hidden="true"
      className={`${BADGE} ${tone} ${muted ? '[filter:grayscale(100%)]' : ''}`}
      style={style}
    >
      {Icon && <Icon size={24} strokeWidth={2} aria-hidden="true" focusable="false" />}
    </span>
  );
}

function Explore({ item, onOpen, t }: Pick<Props, 'item' | 'onOpen' | 't'>) {
  if (item.link === null) {
    return (
      <span part="button-unavailable" className={`${BUTTON} border border-line text-fg-muted`}>
        {t('exploreUnavailable')}
      </span>
    );
  }
  return (
    <a
      part="button-explore"
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => onOpen?.({ item })}
      // A middle click opens the app too, without a click event.
      onAuxClick={(event) => {
        if (event.button === 1) onOpen?.({ item });
      }}
      className={`${BUTTON} border-2 border-primary bg-primary text-on-primary shadow-sm transition hover:opacity-90 rtl:[&>svg]:[scale:-1_1]`}
    >
      {t('exploreLink')}
      <span className="sr-only">{` ${t('exploreLinkContext', { title: item.title })}`}</span>
      <ExternalLinkIcon size={16} aria-hidden="true" focusable="false" />
    </a>
  );
}

/** A live app: badge, title, description and an Explore link that opens the app in a new tab. */
export function EcosystemCard({ item, titleId, headingLevel, onOpen, t }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      part="card"
      aria-labelledby={titleId}
      className={`${CARD} border-line bg-surface text-fg shadow-md transition motion-safe:hover:-translate-y-1 hover:shadow-lg motion-safe:focus-within:-translate-y-1 focus-within:shadow-lg`}
    >
      <IconBadge item={item} />
      <Heading id={titleId} part="card-title" className="text-lg font-bold leading-snug">
        {item.title}
      </Heading>
      <p part="card-description" className="text-sm text-fg-muted">
        {item.description}
      </p>
      <div className="mt-auto pt-1">
        <Explore item={item} onOpen={onOpen} t={t} />
      </div>
    </article>
  );
}

/**
 * Not yet available: greyed (dashed border, muted surface, desaturated badge) and said in words, visibly and in
 * the card's accessible name. No link, nothing focusable: it is not a tab stop.
 */
export function ComingSoonCard({ item, titleId, headingLevel, t }: Omit<Props, 'onOpen'>) {
  const Heading = `h${headingLevel}` as const;
  const badgeId = `${titleId}-status`;
  return (
    <article
      part="card card-coming-soon"
      aria-labelledby={`${titleId} ${badgeId}`}
      className={`${CARD} border-dashed border-line bg-muted text-fg-muted dark:bg-transparent`}
    >
      <div className="flex items-start justify-between gap-3">
        <IconBadge item={item} muted />
        <span
          id={badgeId}
          part="badge-coming-soon"
          className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs font-semibold text-fg-muted"
        >
          {t('comingSoonBadge')}
        </span>
      </div>
      <Heading id={titleId} part="card-title" className="text-lg font-bold leading-snug">
        {item.title}
      </Heading>
      <p part="card-description" className="text-sm">
        {item.description}
      </p>
    </article>
  );
}
