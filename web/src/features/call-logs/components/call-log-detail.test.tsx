import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallLogDetail as Detail } from '@hotelvoice/api/contracts';
import { makeCallDetail, seeblick } from '../../../testing/fixtures.ts';
import { callLogApi } from '../../../testing/handlers.ts';
import { renderWithApp } from '../../../testing/render.tsx';
import { server } from '../../../testing/server.ts';
import { CallLogDetail } from './call-log-detail.tsx';

function openCall(
  detail: Detail = makeCallDetail(),
  canEraseCallers = true,
  { canRevealCallbackNumbers = true, callbackNumbers = {} as Record<string, string> } = {},
) {
  const api = callLogApi(seeblick, [detail], { details: [detail], callbackNumbers });
  server.use(...api.handlers);
  const app = renderWithApp(
    <CallLogDetail
      hotelId={seeblick.id}
      callId={detail.callId}
      assistantName={seeblick.assistantName}
      timeZone={seeblick.timeZone}
      searchTurn={null}
      canEraseCallers={canEraseCallers}
      canRevealCallbackNumbers={canRevealCallbackNumbers}
    />,
  );
  return { ...app, api };
}

const turns = () => within(screen.getByRole('list', { name: 'Transcript' })).getAllByRole('listitem');
const currentTurns = () => turns().filter((turn) => turn.getAttribute('aria-current') === 'true');
const audio = () => screen.getByLabelText('Call recording') as HTMLAudioElement;

/** The recording played on to `seconds`, as the browser reports it. */
function playedTo(seconds: number) {
  act(() => {
    audio().currentTime = seconds;
    audio().dispatchEvent(new Event('timeupdate'));
  });
}

describe('a call opened', () => {
  it('shows its title on the hotel’s clock, its summary and every turn under its speaker', async () => {
    openCall();

    expect(await screen.findByRole('heading', { name: 'Call at 9:15 AM · 2:22' })).toBeTruthy();
    expect(screen.getByText('The caller booked a lake-view double room for Friday and Saturday.')).toBeTruthy();
    const [first, second] = turns();
    expect(turns()).toHaveLength(5);
    expect(within(first!).getByText('Lena')).toBeTruthy();
    expect(within(first!).getByText('Good morning, Hotel Seeblick, this is Lena. How can I help?')).toBeTruthy();
    expect(within(second!).getByText('User')).toBeTruthy();
    expect(within(second!).getByText('0:04')).toBeTruthy();
  });

  it("says why it ended in words, whatever the platform's code", async () => {
    openCall(makeCallDetail({ endReason: 'silence-timed-out' }));
    expect(await screen.findByText(/Ended: nobody spoke for too long/)).toBeTruthy();
    expect(screen.queryByText(/silence-timed-out/)).toBeNull();
  });

  it('plays at 1×, 1.5× or 2× as chosen, and offers the file to download', async () => {
    const { user } = openCall();
    await screen.findByRole('list', { name: 'Transcript' });
    expect(audio().playbackRate).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Playback speed 1×, change' }));
    expect(audio().playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Playback speed 1.5×, change' }));
    expect(audio().playbackRate).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Playback speed 2×, change' }));
    expect(audio().playbackRate).toBe(1);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('http://localhost:3000/recordings/call-0001.mp3?download=call-0001.mp3');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('sets up the recording with its length, and plays and pauses it', async () => {
    const { user } = openCall();
    await screen.findByRole('list', { name: 'Transcript' });

    expect(audio().getAttribute('src')).toBe('http://localhost:3000/recordings/call-0001.mp3');
    expect(screen.getByLabelText('Playback time').textContent).toBe('0:00 / 2:22');
    expect(currentTurns()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Play recording' }));
    expect(audio().paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Pause recording' }));
    expect(audio().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play recording' })).toBeTruthy();
  });

  it('plays from a turn when it is clicked, and marks that turn', async () => {
    const { user } = openCall();
    await screen.findByRole('list', { name: 'Transcript' });

    await user.click(
      screen.getByRole('button', { name: 'Let me check. Yes, we have a lake-view double for 189 euros a night.' }),
    );

    expect(audio().currentTime).toBe(9.8);
    expect(audio().paused).toBe(false);
    expect(currentTurns()).toEqual([turns()[2]]);
    expect(screen.getByLabelText('Playback time').textContent).toBe('0:10 / 2:22');
  });

  it('moves the mark to the turn being spoken as the recording plays on', async () => {
    const { user } = openCall();
    await screen.findByRole('list', { name: 'Transcript' });
    await user.click(screen.getByRole('button', { name: 'Play recording' }));

    playedTo(5);
    expect(currentTurns()).toEqual([turns()[1]]);
    playedTo(22);
    expect(currentTurns()).toEqual([turns()[3]]);
    expect(screen.getByLabelText('Playback time').textContent).toBe('0:22 / 2:22');
    playedTo(31);
    expect(currentTurns()).toEqual([turns()[4]]);
  });

  it('seeks with the slider', async () => {
    openCall();
    await screen.findByRole('list', { name: 'Transcript' });

    fireEvent.change(screen.getByRole('slider', { name: 'Seek in recording' }), { target: { value: '25' } });

    expect(audio().currentTime).toBe(25);
    expect(currentTurns()).toEqual([turns()[3]]);
  });

  it('says so when the recording cannot be loaded', async () => {
    openCall();
    await screen.findByRole('list', { name: 'Transcript' });

    fireEvent.error(audio());

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to load audio');
    expect(screen.getByRole('button', { name: 'Play recording' })).toHaveProperty('disabled', true);
  });

  it('without a recording: says why, and its turns are text, not buttons', async () => {
    openCall(makeCallDetail({ recordingUrl: null, hasRecording: false, recordingDeletedAfterDays: 30 }));

    expect(await screen.findByText('Recording deleted after 30 days')).toBeTruthy();
    expect(screen.queryByLabelText('Call recording')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Transcript' })).queryAllByRole('button')).toHaveLength(0);
  });

  it('says its report is on its way while the platform is still writing it up', async () => {
    openCall(
      makeCallDetail({
        summary: null,
        outcome: null,
        sentiment: null,
        resolution: null,
        resolutionSource: null,
        transcript: [],
        turnCount: 0,
        awaitingReport: true,
      }),
    );

    expect(
      await screen.findByText(
        'The voice platform is still writing up this call: its summary and outcome follow in a moment.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Missed or failed/)).toBeNull();
  });

  it('says so when the call cannot be loaded', async () => {
    server.use(...callLogApi(seeblick, []).handlers);
    renderWithApp(
      <CallLogDetail
        hotelId={seeblick.id}
        callId="call-gone"
        assistantName="Lena"
        timeZone="Europe/Berlin"
        searchTurn={null}
        canEraseCallers
        canRevealCallbackNumbers
      />,
    );
    expect(await screen.findByText('This conversation could not be loaded.')).toBeTruthy();
  });

  it('offers erasing the caller’s data to those who may, and no dead-end link to the front desk', async () => {
    const first = openCall();
    const erase = await screen.findByRole('link', { name: "Delete this caller's data" });
    expect(erase.getAttribute('href')).toBe(`/dashboard/guest-data?callId=${makeCallDetail().callId}`);
    first.unmount();

    openCall(makeCallDetail(), false);
    await screen.findByRole('heading', { name: 'Call at 9:15 AM · 2:22' });
    expect(screen.queryByRole('link', { name: "Delete this caller's data" })).toBeNull();
  });
});

describe('a call flagged for a callback', () => {
  const flagged = makeCallDetail({
    callerNumber: '•••• 0958',
    followUpReasons: ['callback_requested', 'negative_sentiment'],
    summary: 'The guest was charged twice and asked to be called back today.',
  });
  const revealPath = `/api/hotels/${seeblick.id}/call-logs/${flagged.callId}/callback-number`;

  it('when the button is pressed, then the number shows once, as a tel: link beside the summary', async () => {
    const { user, api } = openCall(flagged, true, { callbackNumbers: { [flagged.callId]: '+44 20 7946 0958' } });
    const callBack = await screen.findByRole('region', { name: 'Call back' });
    expect(within(callBack).queryByRole('link')).toBeNull();
    expect(screen.queryByText('+44 20 7946 0958')).toBeNull();

    await user.click(within(callBack).getByRole('button', { name: 'Show number to call back' }));
    const link = await within(callBack).findByRole('link', { name: '+44 20 7946 0958' });
    expect(link.getAttribute('href')).toBe('tel:+442079460958');
    expect(within(callBack).getByText('The guest was charged twice and asked to be called back today.')).toBeTruthy();
    expect(within(callBack).queryByRole('button', { name: 'Show number to call back' })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'POST' && r.url.pathname === revealPath)).toHaveLength(1);
  });

  it('when the api refuses, then its message shows and the number stays hidden', async () => {
    const { user } = openCall(flagged);
    const callBack = await screen.findByRole('region', { name: 'Call back' });
    await user.click(within(callBack).getByRole('button', { name: 'Show number to call back' }));
    expect((await within(callBack).findByRole('alert')).textContent).toBe(
      'This call is not flagged for a callback, so its number stays hidden.',
    );
    expect(within(callBack).queryByRole('link')).toBeNull();
  });

  it('when the viewer may not reveal numbers, or the call is not flagged, then nothing is offered', async () => {
    const first = openCall(flagged, true, { canRevealCallbackNumbers: false });
    await screen.findByRole('heading', { name: 'Call at 9:15 AM · 2:22' });
    expect(screen.queryByRole('region', { name: 'Call back' })).toBeNull();
    first.unmount();

    openCall(makeCallDetail({ followUpReasons: ['complaint'] }));
    await screen.findByRole('heading', { name: 'Call at 9:15 AM · 2:22' });
    expect(screen.queryByRole('button', { name: 'Show number to call back' })).toBeNull();
  });
});
