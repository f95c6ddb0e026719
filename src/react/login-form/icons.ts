// Lucide's drawings (lucide-react, ISC licence), drawn by ../shared/icon.ts; test/unit/react/shared/icon.test.tsx
// checks each against lucide-react's own component.
import { icon } from '../shared/icon';

export const Eye = icon(
  'eye',
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0;circle,cx=12,cy=12,r=3',
);
export const EyeOff = icon(
  'eye-off',
  'M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49;M14.084 14.158a3 3 0 0 1-4.242-4.242;M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143;m2 2 20 20',
);
