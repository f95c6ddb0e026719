// @vitest-environment node
/** <login-form>'s types come from its one declaration (checked by tsc; the runtime test keeps it in the suite). */
import { describe, expectTypeOf, it } from 'vitest';
import type { ElementJsxProps } from '../../../../src/elements/jsx';
import type { ElementComponentProps } from '../../../../src/elements/kit/api';
import type {
  LoginFormElement,
  LoginSubmitDetail,
  loginFormApi,
  RegisterSubmitDetail,
  SocialLoginDetail,
} from '../../../../src/elements/login-form';

describe('<login-form> types', () => {
  it('maps the tag to the element with typed properties', () => {
    expectTypeOf<HTMLElementTagNameMap['login-form']>().toEqualTypeOf<LoginFormElement>();
    expectTypeOf<LoginFormElement['mode']>().toEqualTypeOf<'login' | 'register' | null | undefined>();
    expectTypeOf<LoginFormElement['validate']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<LoginFormElement['dashboardUrl']>().toEqualTypeOf<string | null | undefined>();
  });

  it('types the three events for the component and for React 19 listeners', () => {
    type Props = ElementComponentProps<typeof loginFormApi>;
    expectTypeOf<Props['onLoginSubmit']>().toEqualTypeOf<(detail: LoginSubmitDetail) => boolean>();
    expectTypeOf<Props['onRegisterSubmit']>().toEqualTypeOf<(detail: RegisterSubmitDetail) => boolean>();
    type Jsx = ElementJsxProps<typeof loginFormApi>;
    expectTypeOf<NonNullable<Jsx['onsocial-login']>>().parameter(0).toEqualTypeOf<CustomEvent<SocialLoginDetail>>();
    expectTypeOf<LoginSubmitDetail['userType']>().toEqualTypeOf<'learner' | 'proctor' | 'admin' | 'instructor'>();
  });
});
