// Lucide's drawings (lucide-react, ISC licence), drawn by ../shared/icon.ts; test/unit/react/shared/icon.test.tsx
// checks each against lucide-react's own component.
import { icon } from '../shared/icon';

export const Briefcase = icon(
  'briefcase',
  'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16;rect,width=20,height=14,x=2,y=6,rx=2',
);
export const GraduationCap = icon(
  'graduation-cap',
  'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z;M22 10v6;M6 12.5V16a6 3 0 0 0 12 0v-3.5',
);
export const MenuIcon = icon('menu', 'M4 5h16;M4 12h16;M4 19h16');
/** Lucide's alias `stars` is one of its classes. */
export const Sparkles = icon(
  'sparkles lucide-stars',
  'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z;M20 2v4;M22 4h-4;circle,cx=4,cy=20,r=2',
);
export const X = icon('x', 'M18 6 6 18;m6 6 12 12');
export const MessageCircle = icon(
  'message-circle',
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
);
export const Phone = icon(
  'phone',
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
);
