import { useState } from 'react';
import type { CoverSpec } from '../../lib/courses';
import { serverRender } from '../shared/browser-effects';

/** `fallback`: the word drawn on a card without a usable image (the `coverFallbackLabel` message). */
type Props = { src: string | null; alt: string; cover?: CoverSpec; id: string; fallback: string };

/** The drawing of a card without a usable image (none given, unsafe, or failed to load): a word on grey. */
const fallbackCover = (label: string): CoverSpec => [label, '#475569', '#1e293b'];

// The box every cover takes, drawn or loaded: the card's width at 16:9, so nothing moves when an image loads or fails.
const BOX = 'aspect-[16/9] h-auto w-full';

/**
 * A drawn cover: a word on a gradient, as inline SVG in the card, not an image URL, so it needs nothing from a
 * Content-Security-Policy (a `data:` image needs `img-src data:`) and no request. `id` names the gradient, unique in
 * the shadow root (every card has its own colours). Decorative unless the course describes its image (`alt`); then
 * it is that image, as the img would have been. Its text is set left to right whatever the page's direction.
 * A plain function, not a component (it keeps no state): one per card, 300 for 100 catalogs.
 */
function coverArt([label, from, to]: CoverSpec, id: string, alt: string) {
  return (
    <svg
      part="card-image"
      viewBox="0 0 640 360"
      direction="ltr"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={BOX}
    >
      <linearGradient id={id} x2="1" y2="1">
        <stop stopColor={from} />
        <stop offset="1" stopColor={to} />
      </linearGradient>
      <rect width="640" height="360" fill={`url(#${id})`} />
      <circle cx="560" cy="60" r="120" fill="#fff" opacity=".08" />
      <circle cx="80" cy="330" r="90" fill="#fff" opacity=".08" />
      <text x="48" y="206" fontFamily="system-ui,sans-serif" fontSize="64" fontWeight="700" fill="#fff">
        {label}
      </text>
    </svg>
  );
}

/**
 * A loaded cover image: lazy and sized (no layout shift); one that fails to load is replaced by the drawing.
 *
 * In the browser its `src` is set by the ref, once the img is in the shadow root, rather than as a prop: React sets
 * an img's `src` prop twice on mount (before inserting it, then again after, in commitHostMount), and each set of a
 * URL makes the browser request it again. Set once, after `loading="lazy"`, for React and Preact. A server render
 * writes it as an attribute, so the page shows its covers (and a crawler finds them) before any script runs;
 * hydration keeps that attribute (it is not the client's prop, so nothing sets it again; `suppressHydrationWarning`
 * for React's development build, which lists it) and the ref leaves an img that has one alone. An image that failed
 * before the script ran has no error event left to fire: the ref finds it broken (complete, with no size) and the
 * drawing replaces it; one that loads, or is still loading, is not rendered again. Another image is another
 * component (`key`), so a new `src` starts again from "not failed".
 */
function CoverImage({ src, alt, id, fallback }: Props & { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return coverArt(fallbackCover(fallback), id, alt);
  return (
    <img
      ref={(img) => {
        if (!img) return;
        if (!img.hasAttribute('src')) img.src = src;
        else if (img.complete && img.naturalWidth === 0) queueMicrotask(() => setFailed(true));
      }}
      src={serverRender ? src : undefined}
      suppressHydrationWarning
      part="card-image"
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${BOX} bg-muted object-cover`}
    />
  );
}

/**
 * A card's cover: its image, else its drawing (the default courses' own, or the grey one). Only a card with an
 * image is a component, for the state of its failure; a drawn cover is plain elements.
 */
export function coverImage(props: Props) {
  return props.src === null ? (
    coverArt(props.cover ?? fallbackCover(props.fallback), props.id, props.alt)
  ) : (
    <CoverImage key={props.src} {...props} src={props.src} />
  );
}
