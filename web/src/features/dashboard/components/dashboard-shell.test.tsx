import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { DashboardShell } from './dashboard-shell.tsx';

/** The shell with a stand-in hotel picker in its drawer, as the layout puts the real one there. */
function ShellWithPicker() {
  const [hotelId, setHotelId] = useState('harbor');
  return (
    <DashboardShell
      hotelId={hotelId}
      sidebar={
        <button type="button" onClick={() => setHotelId('alpine')}>
          Pick Alpine Lodge
        </button>
      }
    >
      <p>Page</p>
    </DashboardShell>
  );
}

describe('the dashboard drawer on a phone', () => {
  it('closes once another hotel is picked in it, and opens again from the menu button', async () => {
    renderWithApp(<ShellWithPicker />, { route: '/dashboard/team' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Pick Alpine Lodge' }));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});
