/**
 * <login-form>: the login and registration screens of the learning site.
 *
 *   <script type="module" src="…/elements/login-form.js"></script>
 *   <login-form></login-form>                      <!-- email, password, user type, Login Now, Google, Facebook -->
 *   <login-form mode="register"></login-form>      <!-- first/last name, email, mobile, password, Register Now -->
 *
 * The form is rendered into the element's light DOM (a <slot> in the shadow root shows it), because browsers'
 * and password managers' autofill does not reliably fill or save inputs inside shadow roots. Its styles are one
 * constructed sheet adopted by the document, every rule scoped under `.coursify-login-form`. Nothing is sent
 * anywhere: a submit emits a cancelable event and then navigates (`location.assign`) unless a host cancels it.
 */
import { DEFAULT_MODE, FORM_MODES, type FormMode } from '../lib/login-urls';
import { DEFAULT_DASHBOARD_URL, DEFAULT_HELP_URL, DEFAULT_LOGIN_URL, LoginForm } from '../react/login-form/LoginForm';
import type {
  DropdownOption,
  LoginSubmitDetail,
  RegisterSubmitDetail,
  SocialLoginDetail,
  UserType,
} from '../react/login-form/types';
import styles from '../styles/elements/login-form.css?inline';
import { type ElementApi, type ElementEventMap, type ElementInstance, event, prop } from './kit/api';
import { sharedTokens } from './kit/css-tokens';
import { defineElement } from './kit/define';

/** The event and data types, for host pages written in TypeScript. */
export type { DropdownOption, FormMode, LoginSubmitDetail, RegisterSubmitDetail, SocialLoginDetail, UserType };

export const loginFormApi = {
  tag: 'login-form',
  styles,
  description:
    'The login form (email, password, a user-type select, Login Now, Google and Facebook, Troubleshoot Account) or, with mode="register", the registration form. Sends nothing: emits events and navigates unless the host cancels.',
  props: {
    mode: prop.string<FormMode>({
      values: FORM_MODES,
      default: DEFAULT_MODE,
      description: '`login`: the login form; `register`: the registration form.',
    }),
    dashboardUrl: prop.string({
      default: DEFAULT_DASHBOARD_URL,
      description:
        'Where Login Now goes: `{userType}` becomes the chosen type in lower case (learner, proctor, admin, instructor). Must be a safe URL (http(s) or relative).',
    }),
    helpUrl: prop.string({ default: DEFAULT_HELP_URL, description: 'The "Troubleshoot Account" link (login mode).' }),
    loginUrl: prop.string({ default: DEFAULT_LOGIN_URL, description: 'Where Register Now goes (register mode).' }),
    validate: prop.boolean({
      description:
        'Checks required fields and the email (and mobile) format on submit, with announced messages tied to the fields; focus moves to the first invalid one. Off by default: without it the form submits what was typed, unchecked.',
    }),
    heading: prop.string({
      description: 'The form’s heading (an h2); empty for none. Default: "Log in" / "Create your account".',
    }),
  },
  events: {
    'login-submit': event<LoginSubmitDetail>({
      cancelable: true,
      description:
        'Login Now. `detail`: `{email, password, userType, url}` — what a host needs to authenticate, and where the form will go. `preventDefault()` stops the navigation (an SPA routes itself). The only event that ever carries the login password.',
    }),
    'register-submit': event<RegisterSubmitDetail>({
      cancelable: true,
      description:
        'Register Now. `detail`: `{firstName, lastName, email, mobile, password, url}` (url: login-url). `preventDefault()` stops the navigation. The only event that carries the new password.',
    }),
    'social-login': event<SocialLoginDetail>({
      description:
        'The Google or Facebook button. `detail`: `{provider: "google" | "facebook", mode}`; never any field.',
    }),
  },
  parts: {
    root: 'The shadow root’s wrapper around the slot that shows the (light-DOM) form.',
    error: 'The error state (an unusable attribute).',
  },
  cssProperties: {
    ...sharedTokens(
      '--cf-font-size',
      '--cf-font-family',
      '--cf-radius',
      '--cf-color-primary',
      '--cf-color-on-primary',
      '--cf-color-surface',
      '--cf-color-muted',
      '--cf-color-text',
      '--cf-color-text-muted',
      '--cf-color-border',
      '--cf-color-danger',
      '--cf-color-focus',
      '--cf-color-background',
    ),
  },
} as const satisfies ElementApi;

export type LoginFormElement = ElementInstance<typeof loginFormApi>;

/**
 * Registers the element (under another tag name for pages where `login-form` is taken). This module registers
 * nothing by itself: `coursify-elements/login-form` is the self-registering entry (src/elements/auto/).
 */
export function define(tag: string = loginFormApi.tag) {
  return defineElement(loginFormApi, LoginForm, tag);
}

declare global {
  interface GlobalEventHandlersEventMap extends ElementEventMap<typeof loginFormApi> {}
  interface HTMLElementTagNameMap {
    'login-form': LoginFormElement;
  }
}
