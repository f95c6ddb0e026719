/**
 * An ecosystem card as pages and editors pass it in, as plain JSON (src/lib/ecosystem-items.ts parses it). Declared
 * here, with the default apps written in it, so the data imports nothing.
 */
export type EcosystemItemInput = {
  id?: string | number;
  /** A bundled icon name (`list-todo`, `heart-pulse`, …); unknown names show a default icon. */
  icon?: string;
  title: string;
  description: string;
  /** `#rgb`, `#rrggbb` or a palette name (`blue`, `green`, …). */
  color?: string;
  /** Where Explore leads (opens in a new tab). Required when `enable` is not false. */
  link?: string;
  /** Default true; false shows the card as "coming soon". */
  enable?: boolean;
};

/** Each app lives on its own subdomain; `.example` is reserved, so no real host is ever named. */
const app = (subdomain: string) => `https://${subdomain}.coursify.example/`;

/** The company's ecosystem of small web apps: the eleven live apps, each opened by Explore. */
export const ENABLED_APPS: readonly EcosystemItemInput[] = [
  {
    id: 'todo',
    icon: 'list-todo',
    title: 'Todo',
    description: 'Plan your day with quick task lists, due dates and reminders that keep you on track.',
    color: 'blue',
    link: app('todo'),
    enable: true,
  },
  {
    id: 'accounts',
    icon: 'user-round',
    title: 'Accounts',
    description: 'One sign-in for every app, with your profile, security and privacy settings in one place.',
    color: 'indigo',
    link: app('accounts'),
    enable: true,
  },
  {
    id: 'work-tracker',
    icon: 'briefcase',
    title: 'Work Tracker',
    description: 'Log hours against projects and clients, and see where your working week really goes.',
    color: 'amber',
    link: app('work-tracker'),
    enable: true,
  },
  {
    id: 'study-tracker',
    icon: 'book-open',
    title: 'Study Tracker',
    description: 'Track study sessions and streaks, and keep every course and exam goal on schedule.',
    color: 'violet',
    link: app('study-tracker'),
    enable: true,
  },
  {
    id: 'work-analyzer',
    icon: 'chart-line',
    title: 'Work Analyzer',
    description: 'Turn your tracked hours into clear charts and weekly reports on focus and output.',
    color: 'cyan',
    link: app('work-analyzer'),
    enable: true,
  },
  {
    id: 'health-tracker',
    icon: 'heart-pulse',
    title: 'Health Tracker',
    description: 'Log workouts, sleep and meals across 142+ activities, and watch your healthy habits grow.',
    color: 'rose',
    link: app('health-tracker'),
    enable: true,
  },
  {
    id: 'pomodoro-timer',
    icon: 'timer',
    title: 'Pomodoro Timer',
    description: 'Work in focused 25-minute sprints with short breaks, and keep a history of every session.',
    color: 'red',
    link: app('pomodoro'),
    enable: true,
  },
  {
    id: 'web-desktop',
    icon: 'monitor',
    title: 'Web Desktop',
    description: 'A desktop in your browser, with windows, files and your favourite apps wherever you are.',
    color: 'slate',
    link: app('desktop'),
    enable: true,
  },
  {
    id: 'form-printer',
    icon: 'printer',
    title: 'Development Request Form Printer',
    description: 'Fill in a development request once and print a clean, complete form ready for sign-off.',
    color: 'orange',
    link: app('forms'),
    enable: true,
  },
  {
    id: 'interview-prep',
    icon: 'messages-square',
    title: 'Interview Prep',
    description: 'Practise technical and behavioural questions with model answers and a checklist per role.',
    color: 'emerald',
    link: app('interview-prep'),
    enable: true,
  },
  {
    id: 'philosophy',
    icon: 'lightbulb',
    title: 'Philosophy',
    description: 'Short readings and reflections from the great thinkers, one idea to consider each day.',
    color: 'purple',
    link: app('philosophy'),
    enable: true,
  },
];

/** What comes next: nine cards shown greyed, marked "Coming soon", never a link. */
export const COMING_SOON: readonly EcosystemItemInput[] = [
  {
    id: 'learning-courses',
    icon: 'graduation-cap',
    title: 'Learning Courses',
    description: 'Structured courses with lessons, projects and certificates, from first steps to advanced.',
    color: 'indigo',
    enable: false,
  },
  {
    id: 'ui-components',
    icon: 'component',
    title: 'UI Components',
    description: 'Accessible, themeable interface components ready to drop into your next project.',
    color: 'sky',
    enable: false,
  },
  {
    id: 'tech-career-launchpad',
    icon: 'rocket',
    title: 'Tech Career Launchpad',
    description: 'Mentoring, portfolio reviews and job-search guidance for landing your first tech role.',
    color: 'fuchsia',
    enable: false,
  },
  {
    id: 'health-products',
    icon: 'leaf',
    title: 'Health Products',
    description: 'Hand-picked wellness products that fit the routines you build in Health Tracker.',
    color: 'green',
    enable: false,
  },
  {
    id: 'hosting-food',
    icon: 'utensils',
    title: 'Hosting & Food',
    description: 'Venues and catering for meetups, workshops and celebrations, booked in a few clicks.',
    color: 'orange',
    enable: false,
  },
  {
    id: 'electronics',
    icon: 'laptop',
    title: 'Electronics',
    description: 'Laptops, accessories and gadgets chosen for studying and working from anywhere.',
    color: 'slate',
    enable: false,
  },
  {
    id: 'software-solutions',
    icon: 'code',
    title: 'Software Solutions',
    description: 'Custom web and mobile software, designed and built for small businesses and teams.',
    color: 'teal',
    enable: false,
  },
  {
    id: 'lifestyle-products',
    icon: 'shopping-bag',
    title: 'Lifestyle Products',
    description: 'Everyday essentials for a balanced, productive and comfortable life at home and work.',
    color: 'pink',
    enable: false,
  },
  {
    id: 'security-services',
    icon: 'shield-check',
    title: 'Security Services',
    description: 'Security audits, monitoring and training that keep your data and your accounts safe.',
    color: 'red',
    enable: false,
  },
];

/** Every card of the landing page's Categories section, live apps first. */
export const DEFAULT_ECOSYSTEM: readonly EcosystemItemInput[] = [...ENABLED_APPS, ...COMING_SOON];
