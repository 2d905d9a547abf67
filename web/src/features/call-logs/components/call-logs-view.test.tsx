import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callLogPageSize } from '@hotelvoice/api/contracts/call-log-page-size';
import { serverSends, socketReconnects } from '../../../testing/fake-socket.ts';
import { makeCall, makeCalls, seeblick } from '../../../testing/fixtures.ts';
import { callLogApi } from '../../../testing/handlers.ts';
import { scrollIntoViewport } from '../../../testing/intersection-observer.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { noFilters } from '../api/call-log-filters.ts';
import { paths } from '../../../config/paths.ts';
import { CallLogsView } from './call-logs-view.tsx';

function openCallLog(calls = makeCalls(3)) {
  const api = callLogApi(seeblick, calls);
  server.use(...api.handlers);
  const onSelect = vi.fn();
  const app = renderWithApp(
    <CallLogsView
      hotel={seeblick}
      canRevealCallbackNumbers
      selectedId={null}
      filters={noFilters}
      onSelect={onSelect}
      onFiltersChange={vi.fn()}
    />,
  );
  return { ...app, api, onSelect };
}

const conversations = () => screen.getByRole('region', { name: 'Conversations' });

/** The rows' texts, top to bottom. */
const rowTexts = () =>
  within(conversations())
    .queryAllByRole('listitem')
    .map((row) => row.textContent ?? '');

/** The list holds exactly these calls, in this order (each named by its lead line). */
function expectRows(leads: string[]) {
  const rows = rowTexts();
  expect(rows).toHaveLength(leads.length);
  leads.forEach((lead, i) => expect(rows[i]).toContain(lead));
}

describe('the call log list', () => {
  it('shows the first page of calls, newest first, grouped under their day', async () => {
    openCallLog(makeCalls(3));

    expect(await screen.findByText('Guest question number 3')).toBeTruthy();
    expectRows(['Guest question number 3', 'Guest question number 2', 'Guest question number 1']);
    // 16:00 UTC on 2 March is the same day in Berlin.
    expect(within(conversations()).getByRole('heading', { name: 'March 2nd, 2026' })).toBeTruthy();
  });

  it('says so when the hotel has no calls yet', async () => {
    openCallLog([]);
    expect(await screen.findByText('No calls yet')).toBeTruthy();
  });

  it('opens a call when its row is clicked', async () => {
    const { user, onSelect } = openCallLog(makeCalls(2));
    await user.click(await screen.findByText('Guest question number 1'));
    expect(onSelect).toHaveBeenCalledWith('call-0001');
  });

  it('makes each row a link to its call, so a tap before the app has loaded still opens it', async () => {
    openCallLog(makeCalls(1));
    const row = (await screen.findByText('Guest question number 1')).closest('a')!;
    expect(row.getAttribute('href')).toBe(paths.dashboard.callLog(seeblick.id, 'call-0001'));
  });

  it('loads the next page with the cursor once the loaded rows are shown', async () => {
    const calls = makeCalls(callLogPageSize + 5);
    const { user, api } = openCallLog(calls);
    await screen.findByText(`Guest question number ${calls.length}`);
    // A page of 30 came; the first rows are drawn and the rest follow as the list's end comes near.
    expect(api.listQueries()).toHaveLength(1);
    expect(api.listQueries()[0]!.get('limit')).toBe(String(callLogPageSize));
    expect(rowTexts().length).toBeLessThan(callLogPageSize);

    await user.click(screen.getByRole('button', { name: 'Load older calls' }));
    expect(rowTexts()).toHaveLength(callLogPageSize);
    expect(api.listQueries()).toHaveLength(1);

    // Every loaded row is shown: the next page is asked for, after the last call held.
    await user.click(screen.getByRole('button', { name: 'Load older calls' }));
    await waitFor(() => expect(api.listQueries()).toHaveLength(2));
    expect(api.listQueries()[1]!.get('cursor')).toBe(calls[callLogPageSize - 1]!.callId);

    await user.click(await screen.findByRole('button', { name: 'Load older calls' }));
    expect(screen.getByText('Guest question number 1')).toBeTruthy();
    expect(rowTexts()).toHaveLength(calls.length);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load older calls' })).toBeNull();
  });

  it('loads more as the end of the list scrolls into view', async () => {
    const calls = makeCalls(callLogPageSize + 5);
    const { api } = openCallLog(calls);
    await screen.findByText(`Guest question number ${calls.length}`);
    const end = async () => (await screen.findByRole('button', { name: 'Load older calls' })).parentElement!;

    scrollIntoViewport(await end());
    await waitFor(() => expect(rowTexts()).toHaveLength(callLogPageSize));
    scrollIntoViewport(await end());
    await waitFor(() => expect(api.listQueries()).toHaveLength(2));
    scrollIntoViewport(await end());
    await waitFor(() => expect(rowTexts()).toHaveLength(calls.length));
    expect(screen.getByText('Guest question number 1')).toBeTruthy();
  });
});

describe('the call log live', () => {
  it('puts a new call on top, marked new', async () => {
    openCallLog(makeCalls(3));
    await screen.findByText('Guest question number 3');

    serverSends(
      'call:upserted',
      makeCall({ callId: 'call-live', startedAt: '2026-03-02T16:30:00.000Z', preview: 'Is breakfast included?' }),
    );
    await screen.findByText('Is breakfast included?');

    expectRows([
      'Is breakfast included?',
      'Guest question number 3',
      'Guest question number 2',
      'Guest question number 1',
    ]);
    const row = within(conversations()).getByText('Is breakfast included?').closest<HTMLElement>('[data-call-id]')!;
    expect(within(row).getByText('New')).toBeTruthy();
  });

  it('replaces a call that changed in its row, without a second row', async () => {
    const calls = makeCalls(3);
    openCallLog(calls);
    await screen.findByText('Guest question number 2');
    const before = calls[1]!;

    serverSends('call:upserted', {
      ...before,
      summary: 'The caller asked about late check-in.',
      updatedAt: new Date(Date.parse(before.updatedAt) + 60_000).toISOString(),
    });
    await screen.findByText('The caller asked about late check-in.');
    expectRows(['Guest question number 3', 'The caller asked about late check-in.', 'Guest question number 1']);

    // A replayed, older version of the same call changes nothing (the next event shows it was handled).
    serverSends('call:upserted', before);
    serverSends(
      'call:upserted',
      makeCall({ callId: 'call-next', startedAt: '2026-03-02T16:30:00.000Z', preview: 'Is the sauna open?' }),
    );
    await screen.findByText('Is the sauna open?');
    expectRows([
      'Is the sauna open?',
      'Guest question number 3',
      'The caller asked about late check-in.',
      'Guest question number 1',
    ]);
  });

  it('shows a call waiting for its platform report as such, never as missed, until the report arrives', async () => {
    const waiting = makeCall({
      callId: 'call-vapi',
      startedAt: '2026-03-02T16:30:00.000Z',
      provider: 'vapi',
      preview: '',
      turnCount: 0,
      outcome: null,
      sentiment: null,
      resolution: null,
      resolutionSource: null,
      topics: [],
      awaitingReport: true,
    });
    openCallLog([waiting, ...makeCalls(1)]);

    const row = (await screen.findByText('Summary on its way')).closest('a')!;
    expect(row.textContent).not.toContain('No words from the caller');
    expect(row.textContent).not.toContain('Missed or failed');

    serverSends('call:upserted', {
      ...waiting,
      awaitingReport: false,
      summary: 'The caller booked a double room for Friday.',
      outcome: 'success',
      resolution: 'booking_made',
      resolutionSource: 'provider',
      updatedAt: new Date(Date.parse(waiting.updatedAt) + 5_000).toISOString(),
    });
    await screen.findByText('The caller booked a double room for Friday.');
    expect(screen.queryByText('Summary on its way')).toBeNull();
  });

  it('shows a live call as "Call in progress" with its running time only, then its first words as they arrive', async () => {
    const live = makeCall({
      callId: 'call-live',
      status: 'in_progress',
      startedAt: new Date(Date.now() - 42_000).toISOString(),
      endedAt: null,
      durationSeconds: null,
      preview: '',
      turnCount: 0,
      outcome: null,
      sentiment: null,
      resolution: null,
      resolutionSource: null,
      topics: [],
    });
    openCallLog([live, ...makeCalls(1)]);

    const row = (await screen.findByText('Call in progress')).closest('a')!;
    expect(row.textContent).toContain('Live');
    expect(row.textContent).not.toContain('N/A');
    expect(row.textContent).not.toContain('No words from the caller');

    serverSends('call:upserted', {
      ...live,
      preview: 'Hello, is the pool open tonight?',
      turnCount: 1,
      updatedAt: new Date(Date.parse(live.updatedAt) + 5_000).toISOString(),
    });
    await screen.findByText('Hello, is the pool open tonight?');
    expect(screen.queryByText('Call in progress')).toBeNull();
  });

  it("ignores another hotel's calls", async () => {
    openCallLog(makeCalls(1));
    await screen.findByText('Guest question number 1');
    serverSends(
      'call:upserted',
      makeCall({
        hotelId: 'another-hotel',
        callId: 'elsewhere',
        startedAt: '2026-03-02T17:00:00.000Z',
        preview: 'Hallo?',
      }),
    );
    serverSends(
      'call:upserted',
      makeCall({ callId: 'call-here', startedAt: '2026-03-02T16:30:00.000Z', preview: 'Hi!' }),
    );
    await screen.findByText('Hi!');
    expectRows(['Hi!', 'Guest question number 1']);
    expect(screen.queryByText('Hallo?')).toBeNull();
  });

  it('catches up on a call missed while the connection was down', async () => {
    const { api } = openCallLog(makeCalls(2));
    await screen.findByText('Guest question number 2');

    // The call arrives at the api while this page hears nothing; the connection comes back.
    api.store(
      makeCall({
        callId: 'call-missed',
        startedAt: '2026-03-02T16:40:00.000Z',
        updatedAt: '2026-03-02T16:43:00.000Z',
        preview: 'Can I bring my dog?',
      }),
    );
    socketReconnects();

    await screen.findByText('Can I bring my dog?');
    expectRows(['Can I bring my dog?', 'Guest question number 2', 'Guest question number 1']);
    const catchUp = api.requests.find((r) => r.url.searchParams.has('since'));
    expect(catchUp).toBeTruthy();
  });

  it("catches up on a hotel's first call, missed while the page was connecting", async () => {
    const { api } = openCallLog([]);
    await screen.findByText('No calls yet');

    // No row to take a watermark from: the catch-up starts from when the list was loaded.
    const now = new Date().toISOString();
    api.store(makeCall({ callId: 'call-first', startedAt: now, updatedAt: now, preview: 'Is the sauna open?' }));
    socketReconnects();

    await screen.findByText('Is the sauna open?');
    expectRows(['Is the sauna open?']);
  });
});
