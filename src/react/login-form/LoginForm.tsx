import { useState } from 'react';
import { dashboardUrl, type FormMode, toMode } from '../../lib/login-urls';
import { warnProblems } from '../../lib/report';
import { safeLinkUrl } from '../../lib/safe-url';
import { TEXT_LIMITS } from '../../lib/text-cap';
import { useInputReport } from '../shared/browser-effects';
import { useElementTag } from '../shared/element-tag';
import { useCappedText } from '../shared/useCappedText';
import { LightDom } from './LightDom';
import { LoginFields } from './LoginFields';
import { useLoginMessages } from './messages';
import { RegisterFields } from './RegisterFields';
import {
  defaultNavigate,
  type LoginSubmitDetail,
  type Navigate,
  nextFormId,
  type RegisterSubmitDetail,
  type SocialLoginDetail,
} from './types';

export type LoginFormProps = {
  /** `login` (default) or `register`. */
  mode?: FormMode | string;
  /** Where Login Now goes; `{userType}` becomes the lower-case user type. */
  dashboardUrl?: string;
  /** The "Troubleshoot Account" link. */
  helpUrl?: string;
  /** Where Register Now goes. */
  loginUrl?: string;
  /** Turns on required/format checks with announced messages. */
  validate?: boolean;
  /** The form's heading; '' for none. Default per mode. */
  heading?: string;
  onLoginSubmit?(detail: LoginSubmitDetail): boolean;
  onRegisterSubmit?(detail: RegisterSubmitDetail): boolean;
  onSocialLogin?(detail: SocialLoginDetail): boolean;
  /** How a submit that no host cancelled leaves the page: location.assign by default (tests and React hosts). */
  navigate?: Navigate;
};

const NAME = 'login-form';
// The defaults the element declares (src/elements/login-form.ts), each written once, here.
export const DEFAULT_DASHBOARD_URL = '/private/features/{userType}/dashboard';
export const DEFAULT_HELP_URL = '/public/pages/about';
export const DEFAULT_LOGIN_URL = '/public/features/login';
const HEADINGS = { login: 'loginHeading', register: 'registerHeading' } as const satisfies Record<FormMode, string>;

function useUnsafeUrlWarning(tag: string, attribute: string, value: unknown, usable: boolean, result: string) {
  useInputReport(() => {
    // Empty means "none" (no link, no navigation): a choice, not a mistake.
    const empty = typeof value === 'string' && value.trim() === '';
    if (!usable && !empty)
      warnProblems(tag, [{ where: `attribute "${attribute}"`, message: `${JSON.stringify(value)} ${result}` }]);
  }, [tag, attribute, value, usable, result]);
}

/** The element's component: the login or registration form, rendered into the element's light DOM. */
export function LoginForm({
  mode: modeValue,
  dashboardUrl: dashboardTemplate = DEFAULT_DASHBOARD_URL,
  helpUrl = DEFAULT_HELP_URL,
  loginUrl = DEFAULT_LOGIN_URL,
  validate = false,
  heading,
  navigate = defaultNavigate,
  onLoginSubmit,
  onRegisterSubmit,
  onSocialLogin,
}: LoginFormProps) {
  const tag = useElementTag(NAME);
  const t = useLoginMessages();
  const [id] = useState(nextFormId);
  const mode = toMode(modeValue);
  const help = safeLinkUrl(helpUrl);
  const login = safeLinkUrl(loginUrl);
  useUnsafeUrlWarning(tag, 'help-url', helpUrl, help !== null, 'is not a safe URL; no Troubleshoot Account link');
  useUnsafeUrlWarning(tag, 'login-url', loginUrl, login !== null, 'is not a safe URL; Register Now stays here');
  useUnsafeUrlWarning(
    tag,
    'dashboard-url',
    dashboardTemplate,
    dashboardUrl(dashboardTemplate, 'learner') !== null,
    'is not a safe URL template; Login Now stays here',
  );
  const title = useCappedText(tag, 'heading', heading ?? t(HEADINGS[mode]), TEXT_LIMITS.attribute.heading);

  return (
    <LightDom>
      {mode === 'register' ? (
        <RegisterFields
          id={id}
          heading={title}
          loginUrl={login}
          validate={validate}
          navigate={navigate}
          onRegisterSubmit={onRegisterSubmit}
          onSocialLogin={onSocialLogin}
        />
      ) : (
        <LoginFields
          id={id}
          heading={title}
          dashboardUrl={dashboardTemplate}
          helpUrl={help}
          validate={validate}
          navigate={navigate}
          onLoginSubmit={onLoginSubmit}
          onSocialLogin={onSocialLogin}
        />
      )}
    </LightDom>
  );
}
