import { describe, expect, it } from 'vitest';
import { dashboardUrl, toMode } from '../../../src/lib/login-urls';

describe('dashboardUrl', () => {
  const DASHBOARD = '/private/features/{userType}/dashboard';

  it('puts the lower-case user type in the private area’s dashboard route', () => {
    expect(['learner', 'Proctor', 'ADMIN', ' instructor '].map((type) => dashboardUrl(DASHBOARD, type))).toEqual([
      '/private/features/learner/dashboard',
      '/private/features/proctor/dashboard',
      '/private/features/admin/dashboard',
      '/private/features/instructor/dashboard',
    ]);
  });

  it('replaces every placeholder, encodes the type as a path segment, and takes templates without one', () => {
    expect(dashboardUrl('/{userType}/home?as={userType}', 'admin')).toBe('/admin/home?as=admin');
    expect(dashboardUrl('/x/{userType}', 'a/b?c')).toBe('/x/a%2Fb%3Fc');
    expect(dashboardUrl('https://app.example/dashboard', 'learner')).toBe('https://app.example/dashboard');
  });

  it('refuses unsafe or missing templates', () => {
    expect(dashboardUrl('javascript:alert(1)//{userType}', 'learner')).toBeNull();
    expect(dashboardUrl('java\tscript:{userType}', 'learner')).toBeNull();
    expect(dashboardUrl('data:text/html,{userType}', 'learner')).toBeNull();
    expect(dashboardUrl('', 'learner')).toBeNull();
    expect(dashboardUrl(undefined, 'learner')).toBeNull();
    expect(dashboardUrl(42, 'learner')).toBeNull();
  });

  it('a user type cannot turn a relative template into another scheme', () => {
    expect(dashboardUrl('{userType}', 'javascript:alert(1)')).toBe('javascript%3Aalert(1)');
  });
});

describe('toMode', () => {
  it('login and register; anything else is login', () => {
    expect([toMode('login'), toMode('register'), toMode('REGISTER'), toMode(undefined), toMode(3)]).toEqual([
      'login',
      'register',
      'login',
      'login',
      'login',
    ]);
  });
});
