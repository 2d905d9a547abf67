import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathOf } from './return-path.ts';

const origin = 'https://app.hotelvoice.test';
const loginWith = (next: string) => new URL(`/login?${new URLSearchParams({ next })}`, origin);

describe('the page a sign-in returns to', () => {
  it('when a signed-out visitor opens a dashboard page, then the login page remembers it, query and all', () => {
    const path = loginPathFor(new URL('/dashboard/team?hotel=7f0c', origin));
    expect(path).toBe('/login?next=%2Fdashboard%2Fteam%3Fhotel%3D7f0c');
    expect(returnPathOf(new URL(path, origin), '/dashboard/home')).toBe('/dashboard/team?hotel=7f0c');
  });

  it('when the page is the dashboard home, then the login page needs no reminder', () => {
    expect(loginPathFor(new URL('/dashboard/home', origin))).toBe('/login');
    expect(loginPathFor(new URL('/dashboard', origin))).toBe('/login');
  });

  it('when the remembered page is not a dashboard page of this site, then the sign-in goes home', () => {
    for (const next of [
      'https://evil.test/dashboard/team',
      '//evil.test/dashboard/team',
      '/\\evil.test/dashboard',
      '/dashboard/../admin',
      '/dashboard/%2e%2e/admin',
      '/admin/users',
      '/dashboard',
      '/dashboard/ team',
      'javascript:alert(1)',
    ]) {
      expect(returnPathOf(loginWith(next), '/dashboard/home'), next).toBe('/dashboard/home');
    }
    expect(returnPathOf(new URL('/login', origin), '/dashboard/home')).toBe('/dashboard/home');
  });
});
