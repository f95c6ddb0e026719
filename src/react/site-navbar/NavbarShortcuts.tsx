import type { PhoneLink } from '../../lib/phone';
import { MessageCircle, Phone } from './icons';
import { useNavbarMessages } from './messages';

/** Round icon button; at wide widths the phone one also shows the number. */
export const ICON_BUTTON =
  'inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-full text-fg-muted hover:bg-muted hover:text-fg motion-safe:transition-colors @md:h-10 @md:min-w-10';

type Props = { phone: PhoneLink | null; chat: string | null };

/** The phone and chat shortcuts of the landing page's bar: each only when its attribute gave something usable. */
export function NavbarShortcuts({ phone, chat }: Props) {
  const t = useNavbarMessages();
  return (
    <>
      {phone && (
        <a
          part="phone"
          href={phone.href}
          aria-label={t('phoneLinkLabel', { phone: phone.display })}
          className={`${ICON_BUTTON} @5xl:px-3`}
        >
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          <span className="hidden text-sm font-medium whitespace-nowrap @5xl:inline">{phone.display}</span>
        </a>
      )}
      {chat && (
        <a part="chat" href={chat} aria-label={t('chatLinkLabel')} className={ICON_BUTTON}>
          <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
        </a>
      )}
    </>
  );
}
