import { useState } from 'react';
import { coverArt } from '../../lib/cover-art';

type Props = { src: string | null; alt: string };

// One drawing for every card without a usable image: the browser decodes it once, however many cards show it.
let fallbackArt: string | undefined;
const fallback = () => {
  fallbackArt ??= coverArt('Course', '#475569', '#1e293b');
  return fallbackArt;
};

/** Lazy, sized (no layout shift) cover image that swaps to drawn art if it is missing or fails to load. */
export function CourseImage({ src, alt }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return (
    <img
      part="card-image"
      src={usable ? src : fallback()}
      alt={alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="aspect-video h-auto w-full bg-muted object-cover"
    />
  );
}
