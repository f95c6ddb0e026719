import { Download } from './icons';
import { useInstallMessages } from './messages';

const TRIGGER =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-sm font-medium ' +
  'text-fg hover:bg-muted';

/** The "Install app" button (`trigger`), where the page placed the element: it opens the dialog. */
export function InstallTrigger({ onClick }: { onClick: () => void }) {
  const t = useInstallMessages();
  return (
    <button type="button" part="trigger-button" aria-haspopup="dialog" onClick={onClick} className={TRIGGER}>
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span className="max-sm:sr-only">{t('installTriggerButton')}</span>
    </button>
  );
}
