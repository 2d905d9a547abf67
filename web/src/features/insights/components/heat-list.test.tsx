import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { HeatList } from './heat-list.tsx';

const hrefOf = (weekday: number, hour: number) => `/dashboard/call-logs?weekday=${weekday}&hour=${hour}`;

describe('the weekday × hour list of a narrow screen', () => {
  it('lists each weekday with calls, its hours busiest first, each a link to those calls', () => {
    renderWithApp(
      <HeatList
        cells={[
          { weekday: 1, hour: 9, calls: 2 },
          { weekday: 1, hour: 14, calls: 5 },
          { weekday: 3, hour: 8, calls: 0 },
          { weekday: 5, hour: 20, calls: 1 },
        ]}
        hrefOf={hrefOf}
      />,
    );
    const days = within(screen.getByRole('list', { name: 'Calls by weekday and hour' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('p'));
    expect(days.map((day) => day.querySelector('p')?.textContent)).toEqual(['Monday', 'Friday']);
    // Each link is named by what it shows (hour, count), so a voice user can say what they see.
    const monday = within(days[0]!).getAllByRole('link');
    expect(monday.map((link) => link.textContent)).toEqual(['Monday 14:00 5 calls', 'Monday 09:00 2 calls']);
    expect(monday[0]!.getAttribute('href')).toBe('/dashboard/call-logs?weekday=1&hour=14');
    expect(within(days[1]!).getByRole('link', { name: 'Friday 20:00 1 call' })).toBeTruthy();
  });

  it('says so when the period had no calls', () => {
    renderWithApp(<HeatList cells={[]} hrefOf={hrefOf} />);
    expect(screen.getByText('No calls in this period.')).toBeTruthy();
  });
});
