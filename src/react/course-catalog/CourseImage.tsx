import type { SyntheticEvent } from 'react';
import { coverArt } from '../../lib/cover-art';

type Props = { src: string | null; alt: string };

// One drawing for every card without a usable image: the browser decodes it once, however many cards show it.
let fallbackArt: string | undefined;
const fallback = () => {
  fallbackArt ??= coverArt('Course', '#475569', '#1e293b');
  return fallbackArt;
};

/** An image that fails to load shows the drawing instead (a drawing does not fail: no loop). */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src !== fallback()) img.src = fallback();
}

/**
 * Lazy, sized (no layout shift) cover image that swaps to drawn art if it is missing or fails to load.
 *
 * Its `src` is set by the ref, once the img is in the shadow root, rather than as a prop: React sets an img's `src`
 * prop twice on mount (before inserting it, then again after, in commitHostMount), and each set of a URL makes the
 * browser request it again (a data: URL is decoded again). Set once, after `loading="lazy"`, for React and Preact.
 * A plain function, not a component (it keeps no state): one per card, 300 for 100 catalogs.
 */
export function coverImage({ src, alt }: Props) {
  const shown = src ?? fallback();
  return (
    <img
      // Another image is another img (`key`); the ref, called after every render, gives a new one its src, and
      // leaves it alone after that (also once an error has put the drawing there).
      key={shown}
      ref={(img) => {
        if (img && !img.hasAttribute('src')) img.src = shown;
      }}
      part="card-image"
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={showFallback}
      className="aspect-video h-auto w-full bg-muted object-cover"
    />
  );
}
