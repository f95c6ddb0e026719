import { useCallback, useRef, useState } from 'react';

export type Announcement = { text: string; id: number };

/**
 * Messages for a polite live region. Each message gets a new id, rendered as the key of the region's child, so
 * the same words twice in a row (Reset, Reset) are a new node and are announced again.
 */
export function useAnnouncer(): { message: Announcement | null; announce(text: string): void } {
  const [message, setMessage] = useState<Announcement | null>(null);
  const next = useRef(0);
  const announce = useCallback((text: string) => {
    if (text === '') return;
    next.current += 1;
    setMessage({ text, id: next.current });
  }, []);
  return { message, announce };
}
