import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallerGuest, CallLogDetail } from '@hotelvoice/api/contracts';
import { makeCall, makeCallDetail, seeblick } from '../../../testing/fixtures.ts';
import { callLogApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { noFilters } from '../api/call-log-filters.ts';
import { CallLogDetail as Detail } from './call-log-detail.tsx';
import { CallLogFilters } from './call-log-filters.tsx';
import { earlierCallsText } from './caller-thread-link.tsx';

const latest = makeCallDetail({ callId: 'call-latest', startedAt: '2026-03-02T08:15:00.000Z' });
const earlier = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    makeCall({ callId: `call-earlier-${i}`, startedAt: `2026-02-${String(10 + i).padStart(2, '0')}T09:00:00.000Z` }),
  );
const otherCaller = makeCall({
  callId: 'call-other',
  callerNumber: '•••• 0001',
  startedAt: '2026-02-01T09:00:00.000Z',
});

function openCall(
  detail: CallLogDetail,
  others: ReturnType<typeof makeCall>[],
  {
    guests = {},
    route = '/dashboard/call-logs?outcome=success&id=call-latest',
  }: { guests?: Record<string, CallerGuest>; route?: string } = {},
) {
  server.use(...callLogApi(seeblick, [detail, ...others], { details: [detail], guests }).handlers);
  return renderWithApp(
    <Detail
      hotelId={seeblick.id}
      callId={detail.callId}
      assistantName={seeblick.assistantName}
      timeZone={seeblick.timeZone}
      searchTurn={null}
      canEraseCallers
      canRevealCallbackNumbers
    />,
    { route },
  );
}

describe('the caller’s thread on a call', () => {
  it('says how many earlier calls came from the number, and opens the list of that caller only', async () => {
    const { user, searchParams } = openCall(latest, [...earlier(3), otherCaller]);
    const link = await screen.findByRole('link', { name: '3 earlier calls from this number' });
    await user.click(link);
    expect(searchParams().get('caller')).toBe('call-latest');
    expect(searchParams().get('id')).toBe('call-latest');
    // The other filters go, so none hides part of the thread.
    expect(searchParams().get('outcome')).toBeNull();
  });

  it('says "call" for one earlier call', async () => {
    openCall(latest, earlier(1));
    expect(await screen.findByRole('link', { name: '1 earlier call from this number' })).toBeTruthy();
  });

  it('says nothing about a first call', () => {
    expect(earlierCallsText(0)).toBeNull();
  });

  it('asks nothing about a call that came without a number', async () => {
    const silent = makeCallDetail({ callId: 'call-latest', callerNumber: null });
    const api = callLogApi(seeblick, [silent], { details: [silent] });
    server.use(...api.handlers);
    renderWithApp(
      <Detail
        hotelId={seeblick.id}
        callId={silent.callId}
        assistantName={seeblick.assistantName}
        timeZone={seeblick.timeZone}
        searchTurn={null}
        canEraseCallers
        canRevealCallbackNumbers
      />,
    );
    await screen.findByRole('list', { name: 'Transcript' });
    expect(api.requests.filter((r) => /caller-(thread|guest)$/.test(r.url.pathname))).toEqual([]);
    expect(screen.queryByText(/earlier call/)).toBeNull();
  });
});

describe('the guest behind the number', () => {
  it('shows the guest the PMS knows with their upcoming stay', async () => {
    openCall(latest, [], {
      guests: {
        'call-latest': {
          lookup: 'found',
          guest: {
            name: 'Priya Shah',
            stay: { arrival: '2026-03-10', departure: '2026-03-13', roomType: 'King Room', inHouse: false },
          },
        },
      },
    });
    const card = await screen.findByRole('region', { name: 'Guest in your PMS' });
    expect(within(card).getByText('Priya Shah')).toBeTruthy();
    expect(within(card).getByText('Upcoming stay: Mar 10, 2026 – Mar 13, 2026 · King Room')).toBeTruthy();
  });

  it('says the guest is staying now during their stay', async () => {
    openCall(latest, [], {
      guests: {
        'call-latest': {
          lookup: 'found',
          guest: {
            name: 'Tom Reed',
            stay: { arrival: '2026-03-01', departure: '2026-03-04', roomType: null, inHouse: true },
          },
        },
      },
    });
    expect(await screen.findByText('Staying now: Mar 1, 2026 – Mar 4, 2026')).toBeTruthy();
  });

  it.each(['not_found', 'unavailable', 'no_pms'] as const)('shows nothing when the lookup is %s', async (lookup) => {
    openCall(latest, earlier(1), { guests: { 'call-latest': { lookup, guest: null } } });
    await screen.findByRole('link', { name: '1 earlier call from this number' });
    expect(screen.queryByRole('region', { name: 'Guest in your PMS' })).toBeNull();
  });
});

describe('the caller filter', () => {
  it('shows the caller by the last 4 digits only, and clears back to every caller', async () => {
    server.use(...callLogApi(seeblick, [latest], { details: [latest] }).handlers);
    const onChange = vi.fn();
    const { user } = renderWithApp(
      <CallLogFilters
        hotelId={seeblick.id}
        filters={{ ...noFilters, caller: 'call-latest' }}
        onChange={onChange}
        canExport
      />,
    );
    expect(await screen.findByText('Caller ···4417')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Any caller' }));
    expect(onChange).toHaveBeenCalledWith({ ...noFilters, caller: '' });
  });

  it('takes the caller into the CSV link', async () => {
    server.use(...callLogApi(seeblick, [latest], { details: [latest] }).handlers);
    renderWithApp(
      <CallLogFilters
        hotelId={seeblick.id}
        filters={{ ...noFilters, caller: 'call-latest' }}
        onChange={() => {}}
        canExport
      />,
    );
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toContain('caller=call-latest');
  });
});
