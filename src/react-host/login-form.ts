// Generated from src/elements/elements.json by scripts/gen-element-lists.mjs (npm run gen:elements): do not edit.
/** <login-form> for React hosts: see index.ts. A module per component, so a bundler keeps only those imported. */
import { loginFormApi } from '../elements/login-form';
import { LoginForm as LoginFormInner } from '../react/login-form/LoginForm';
import { hostComponent } from './hostComponent';

export const LoginForm = hostComponent(loginFormApi, LoginFormInner, 'LoginForm');
