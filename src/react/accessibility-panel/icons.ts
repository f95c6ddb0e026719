// Lucide's drawings (lucide-react, ISC licence), drawn by ../shared/icon.ts; test/unit/react/shared/icon.test.tsx
// checks each against lucide-react's own component.
import { icon } from '../shared/icon';

export const AccessibilityIcon = icon(
  'accessibility',
  'circle,cx=16,cy=4,r=1;m18 19 1-7-6 1;m5 8 3-3 5.5 3-2.36 3.5;M4.24 14.5a5 5 0 0 0 6.88 6;M13.76 17.5a5 5 0 0 0-6.88-6',
);
export const X = icon('x', 'M18 6 6 18;m6 6 12 12');
export const Minus = icon('minus', 'M5 12h14');
export const Plus = icon('plus', 'M5 12h14;M12 5v14');
