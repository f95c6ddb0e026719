/**
 * The bundled card icons, one import per icon (never the lucide-react barrel), so the bundle holds only these.
 * Keyed by the names in src/lib/ecosystem-icons.ts; the Record type makes a missing one a compile error.
 */
import Activity from 'lucide-react/icons/activity';
import AppWindow from 'lucide-react/icons/app-window';
import BookOpen from 'lucide-react/icons/book-open';
import Brain from 'lucide-react/icons/brain';
import Briefcase from 'lucide-react/icons/briefcase';
import Calendar from 'lucide-react/icons/calendar';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import Clock from 'lucide-react/icons/clock';
import Code from 'lucide-react/icons/code';
import Component from 'lucide-react/icons/component';
import Cpu from 'lucide-react/icons/cpu';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import KeyRound from 'lucide-react/icons/key-round';
import Laptop from 'lucide-react/icons/laptop';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Leaf from 'lucide-react/icons/leaf';
import Lightbulb from 'lucide-react/icons/lightbulb';
import ListTodo from 'lucide-react/icons/list-todo';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Monitor from 'lucide-react/icons/monitor';
import Package from 'lucide-react/icons/package';
import Printer from 'lucide-react/icons/printer';
import Rocket from 'lucide-react/icons/rocket';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import Sparkles from 'lucide-react/icons/sparkles';
import SquareCheck from 'lucide-react/icons/square-check';
import Timer from 'lucide-react/icons/timer';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import Wallet from 'lucide-react/icons/wallet';
import { DEFAULT_ICON, type IconName } from '../../lib/ecosystem-icons';

export type IconComponent = typeof AppWindow;

export const ICONS: Readonly<Record<IconName, IconComponent>> = {
  activity: Activity,
  'app-window': AppWindow,
  'book-open': BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  calendar: Calendar,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'check-square': SquareCheck,
  clock: Clock,
  code: Code,
  component: Component,
  cpu: Cpu,
  'file-text': FileText,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  'key-round': KeyRound,
  laptop: Laptop,
  'layout-grid': LayoutGrid,
  leaf: Leaf,
  lightbulb: Lightbulb,
  'list-todo': ListTodo,
  'messages-square': MessagesSquare,
  monitor: Monitor,
  package: Package,
  printer: Printer,
  rocket: Rocket,
  'shield-check': ShieldCheck,
  'shopping-bag': ShoppingBag,
  sparkles: Sparkles,
  timer: Timer,
  'user-round': UserRound,
  users: Users,
  utensils: Utensils,
  wallet: Wallet,
};

/** The component for a validated name (the default icon for anything else, should one slip through). */
export function iconFor(name: string): IconComponent {
  return Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : ICONS[DEFAULT_ICON];
}

export { ExternalLink as ExternalLinkIcon };
