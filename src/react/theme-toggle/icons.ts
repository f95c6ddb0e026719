// Lucide's drawings (lucide-react, ISC licence), drawn by ../shared/icon.ts; test/unit/react/shared/icon.test.tsx
// checks each against lucide-react's own component.
import { icon } from '../shared/icon';

export const Moon = icon(
  'moon',
  'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
);
export const Sun = icon(
  'sun',
  'circle,cx=12,cy=12,r=4;M12 2v2;M12 20v2;m4.93 4.93 1.41 1.41;m17.66 17.66 1.41 1.41;M2 12h2;M20 12h2;m6.34 17.66-1.41 1.41;m19.07 4.93-1.41 1.41',
);
