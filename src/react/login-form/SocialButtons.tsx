import type { FormMode } from '../../lib/login-urls';
import { useLoginMessages } from './messages';
import type { SocialLoginDetail, SocialProvider } from './types';

const PROVIDERS: ReadonlyArray<{ provider: SocialProvider; name: string; color: string; glyph: string }> = [
  { provider: 'google', name: 'Google', color: '#4285F4', glyph: 'G' },
  { provider: 'facebook', name: 'Facebook', color: '#1877F2', glyph: 'f' },
];

/** The Google and Facebook buttons do nothing themselves; each emits `social-login` for a host to wire. */
export function SocialButtons({
  mode,
  onSocialLogin,
}: {
  mode: FormMode;
  onSocialLogin?(detail: SocialLoginDetail): boolean;
}) {
  const t = useLoginMessages();
  return (
    <>
      <p className="clf-divider">{t('socialDivider')}</p>
      <div className="clf-social">
        {PROVIDERS.map(({ provider, name, color, glyph }) => (
          <button
            key={provider}
            type="button"
            className="clf-button"
            data-part={`social-${provider}`}
            onClick={() => onSocialLogin?.({ provider, mode })}
          >
            <svg className="clf-social-icon" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="10" fill={color} />
              <text
                x="10"
                y="14.5"
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill="#fff"
                fontFamily="Arial, sans-serif"
              >
                {glyph}
              </text>
            </svg>
            {t('socialButton', { provider: name })}
          </button>
        ))}
      </div>
    </>
  );
}
