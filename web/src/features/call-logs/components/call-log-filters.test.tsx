import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { invertedRangeText } from '../api/call-log-filters.ts';
import { makeCall, seeblick } from '../../../testing/fixtures.ts';
import { callLogApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { noFilters, type CallLogFilters } from '../api/call-log-filters.ts';
import { CallLogsView } from './call-logs-view.tsx';

const calls = [
  makeCall({
    callId: 'call-3',
    startedAt: '2026-03-02T10:00:00.000Z',
    preview: 'Wie weit ist der Bahnhof?',
    language: 'de',
  }),
  makeCall({
    callId: 'call-2',
    startedAt: '2026-03-01T09:00:00.000Z',
    preview: 'My booking was cancelled without notice',
    outcome: 'failure',
    sentiment: 'negative',
    followUpReasons: ['complaint'],
  }),
  makeCall({
    callId: 'call-1',
    startedAt: '2026-02-27T09:00:00.000Z',
    preview: 'Haben Sie ein Zimmer frei?',
    language: 'de',
  }),
];

/**
 * The call log as the page holds it: the filters are the page's (the route keeps them in the URL's
 * search params and hands them down); a change comes back through onFiltersChange.
 */
function FilteredCallLog({ initial, hotel = seeblick }: { initial: CallLogFilters; hotel?: typeof seeblick }) {
  const [filters, setFilters] = useState(initial);
  return (
    <CallLogsView
      hotel={hotel}
      canRevealCallbackNumbers
      selectedId={null}
      filters={filters}
      onSelect={() => undefined}
      onFiltersChange={setFilters}
    />
  );
}

function openCallLog(initial: Partial<CallLogFilters> = {}, hotel = seeblick) {
  const api = callLogApi(seeblick, calls);
  server.use(...api.handlers);
  const app = renderWithApp(<FilteredCallLog initial={{ ...noFilters, ...initial }} hotel={hotel} />);
  /** The query of the latest list request (the first page of what is filtered). */
  const lastListQuery = () => Object.fromEntries(api.listQueries().at(-1) ?? []);
  return { ...app, api, lastListQuery };
}

describe('the call log filters', () => {
  it('asks for the outcome chosen and shows only what the api answered', async () => {
    const { user, lastListQuery } = openCallLog();
    await screen.findByText('Wie weit ist der Bahnhof?');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Unsuccessful');

    await waitFor(() => expect(lastListQuery()).toMatchObject({ outcome: 'failure' }));
    await waitFor(() => expect(screen.queryByText('Wie weit ist der Bahnhof?')).toBeNull());
    expect(screen.getByText('My booking was cancelled without notice')).toBeTruthy();
    // The CSV export is of what is filtered.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/hotels/${seeblick.id}/call-logs/export.csv?outcome=failure`,
    );
  });

  it('offers the CSV to the owner and managers only: the front desk gets no link to a refusal', async () => {
    openCallLog({}, { ...seeblick, role: 'front_desk' });
    await screen.findByText('Wie weit ist der Bahnhof?');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('searches the transcripts for the text typed, and Clear drops every filter', async () => {
    const { user, lastListQuery } = openCallLog();
    await screen.findByText('Wie weit ist der Bahnhof?');

    await user.type(screen.getByRole('searchbox', { name: 'Search transcripts' }), '  booking ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ q: 'booking' }));
    expect(await screen.findByText('My booking was cancelled without notice')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Wie weit ist der Bahnhof?')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // The unfiltered list again (the one held since the page opened), every filter empty.
    await screen.findByText('Wie weit ist der Bahnhof?');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search transcripts' }) as HTMLInputElement).value).toBe('');
  });

  it('asks for open follow-ups and the language chosen from the hotel’s languages', async () => {
    const { user, lastListQuery } = openCallLog();
    // The languages of the hotel's calls, most calls first, with their counts.
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await screen.findByRole('option', { name: 'German (2)' });
    expect(screen.getByRole('option', { name: 'English (1)' })).toBeTruthy();

    await user.selectOptions(language, 'German (2)');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ language: 'de' }));

    await user.click(screen.getByRole('checkbox', { name: 'Needs follow-up' }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ language: 'de', followUp: 'open' }));
    expect(await screen.findByText('No calls match these filters')).toBeTruthy();
  });

  it('opens with the filters it was given already set, and asks for them at once', async () => {
    const { api } = openCallLog({ outcome: 'failure', sentiment: 'negative', followUp: 'open', from: '2026-03-01' });

    expect(await screen.findByText('My booking was cancelled without notice')).toBeTruthy();
    expect(api.listQueries()).toHaveLength(1);
    expect(Object.fromEntries(api.listQueries()[0]!)).toEqual({
      from: '2026-03-01',
      outcome: 'failure',
      sentiment: 'negative',
      followUp: 'open',
      limit: '30',
    });
    expect((screen.getByRole('combobox', { name: 'Outcome' }) as HTMLSelectElement).value).toBe('failure');
    expect((screen.getByRole('combobox', { name: 'Sentiment' }) as HTMLSelectElement).value).toBe('negative');
    expect((screen.getByRole('checkbox', { name: 'Needs follow-up' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('refuses a date range that ends before it starts, and asks for none', async () => {
    const { api } = openCallLog({ from: '2026-03-01' });
    await screen.findByText('My booking was cancelled without notice');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-20' } });

    expect(await screen.findByText(invertedRangeText)).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(api.listQueries().some((query) => query.get('to') === '2026-02-20')).toBe(false);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(api.listQueries().at(-1)?.get('to')).toBe('2026-03-01'));
    expect(screen.queryByText(invertedRangeText)).toBeNull();
  });
});
