import { useState } from 'react';
import { coverArt } from '../../lib/cover-art';

type Props = { src: string | null; alt: string; fallbackLabel: string };

/** Lazy, sized (no layout shift) cover image that swaps to drawn art if it is missing or fails to load. */
export function CourseImage({ src, alt, fallbackLabel }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return (
    <img
      part="card-image"
      src={usable ? src : coverArt(fallbackLabel, '#475569', '#1e293b')}
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
