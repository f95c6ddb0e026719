/** Content of the marketing landing page: its four stats and three testimonials. */

export type Stat = { number: string; label: string };
export type Testimonial = { name: string; role: string; content: string; rating: number };

export const STATS: readonly Stat[] = [
  { number: '1000+', label: 'Premium Products' },
  { number: '500+', label: 'Happy Customers' },
  { number: '50+', label: 'Service Categories' },
  { number: '24/7', label: 'Customer Support' },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    role: 'Product Manager',
    content:
      'The work tracker and the pomodoro timer replaced three paid tools for my team. Everything just fits together.',
    rating: 5,
  },
  {
    name: 'Marcus Leclerc',
    role: 'Computer Science Student',
    content:
      'The study tracker keeps my semester honest, and interview prep got me through my first technical interviews.',
    rating: 5,
  },
  {
    name: 'Aisha Bello',
    role: 'Freelance Designer',
    content:
      'I log workouts in the health tracker and invoices in accounts — small apps that each do one thing really well.',
    rating: 5,
  },
];
