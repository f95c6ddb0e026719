import { useRef } from 'react';
import '../../../src/elements/auto/login-form';
import type { LoginFormElement } from '../../../src/elements/login-form';
import { useElementEvent } from '../../components/useElementEvent';
import { useInAppLinks } from '../../components/useInAppLinks';
import { usePageMeta } from '../../components/usePageMeta';

type Props = { mode: 'login' | 'register' };

const META = {
  login: {
    heading: 'Log in to Coursify',
    title: 'Log in · Coursify',
    description: 'Log in to Coursify as a learner, proctor, admin or instructor.',
  },
  register: {
    heading: 'Create your Coursify account',
    title: 'Create your account · Coursify',
    description: 'Register for free Coursify courses.',
  },
};

/**
 * The login and registration screens: `<login-form>` as partners use it. No request is made (there is no backend): the
 * shell routes to the dashboard the element names, inside the app.
 */
export function AuthPage({ mode }: Props) {
  usePageMeta(META[mode].title, META[mode].description);
  const form = useRef<LoginFormElement>(null);
  const route = useInAppLinks();
  // Both forms name where they lead (dashboard, or the login screen after registering): routed in the app.
  const onSubmit = (event: CustomEvent<{ url: string | null }>) => route(event, event.detail.url);
  useElementEvent(form, 'login-submit', onSubmit);
  useElementEvent(form, 'register-submit', onSubmit);
  return (
    <div className="mx-auto max-w-md py-6">
      <h1 className="mb-6 text-center text-3xl font-bold">{META[mode].heading}</h1>
      {/* The page's h1 names the screen; the form's own heading would repeat it. */}
      <login-form ref={form} mode={mode} heading="" />
    </div>
  );
}

export function LoginPage() {
  return <AuthPage mode="login" />;
}

export function RegisterPage() {
  return <AuthPage mode="register" />;
}
