// Lucide's drawings (lucide-react, ISC licence), drawn by ../shared/icon.ts; test/unit/react/shared/icon.test.tsx
// checks each against lucide-react's own component.
import { icon } from '../shared/icon';

export const Download = icon('download', 'M12 15V3;M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4;m7 10 5 5 5-5');
export const X = icon('x', 'M18 6 6 18;m6 6 12 12');
