import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { owner } from '../testing/fixtures.ts';
import { renderWithApp } from '../testing/render.tsx';
import { PublicLayout } from './public-layout.tsx';

/**
 * The public header's account link comes from the user the page's request carried (the root
 * loader): drawn right the first time, with no session request after the page has loaded (the test
 * server answers no `/api/auth/session`, so asking would fail the test).
 */
describe('public layout', () => {
  it('when a signed-in owner opens a public page, then the header offers the dashboard', async () => {
    renderWithApp(<PublicLayout>page</PublicLayout>, { user: owner });
    expect((await screen.findAllByRole('link', { name: 'Dashboard' }))[0]?.getAttribute('href')).toBe(
      '/dashboard/home',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('when a signed-out visitor opens a public page, then the header offers the login', async () => {
    renderWithApp(<PublicLayout>page</PublicLayout>, { user: null });
    expect((await screen.findAllByRole('link', { name: 'Login' }))[0]?.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
