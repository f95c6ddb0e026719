import { themeToggleEn } from '../../lib/i18n/en/theme-toggle';
import { getThemeState, toggleTheme } from '../../lib/theme-store';
import { useMessages } from '../shared/i18n';
import { Moon, Sun } from './icons';
import type { ThemeChangeDetail } from './types';
import { useTheme } from './useTheme';

export type ThemeToggleProps = {
  /** Accessible name of the button. Default: the `darkModeLabel` message (`Dark mode`). */
  label?: string;
  /** Called after the user flipped the theme with this toggle. */
  onThemeChange?: (detail: ThemeChangeDetail) => boolean;
};

// A round icon button like the navbar's own (36–40px target, hover tint); pressed (dark shown) in the primary
// colour. Focus: the shared sheet's `:focus-visible` ring.
const BUTTON =
  'flex size-(--_cf-theme-toggle-size) cursor-pointer items-center justify-center rounded-full text-fg-muted ' +
  'hover:bg-muted hover:text-fg aria-pressed:text-primary motion-safe:transition-colors';

/**
 * The dark-mode toggle: a real button named "Dark mode" whose `aria-pressed` says whether the page is
 * dark. A click flips what the user sees and stores it; a stored "follow the system" (null) is respected, and
 * followed live, until the user flips it. The icon shows the current theme: a moon when dark, a sun when light.
 */
export function ThemeToggle({ label, onThemeChange }: ThemeToggleProps) {
  const t = useMessages(themeToggleEn);
  const { dark } = useTheme();
  const Icon = dark ? Moon : Sun;

  const onClick = () => {
    toggleTheme();
    const { dark: now, preference } = getThemeState();
    onThemeChange?.({ dark: now, preference });
  };

  return (
    <button
      type="button"
      part="button"
      aria-pressed={dark}
      aria-label={label?.trim() || t('darkModeLabel')}
      data-theme={dark ? 'dark' : 'light'}
      onClick={onClick}
      className={BUTTON}
    >
      <Icon part="icon" aria-hidden="true" className="size-[55%]" />
    </button>
  );
}
