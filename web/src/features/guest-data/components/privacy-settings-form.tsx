import { useState, type FormEvent } from 'react';
import type { HotelPrivacySettings } from '@hotelvoice/api/contracts';
import { guestDataLimits } from '@hotelvoice/api/contracts/constants';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePrivacySettings } from '../api/get-privacy-settings.ts';
import { useSavePrivacySettings } from '../api/save-privacy-settings.ts';
import { Card } from './card.tsx';

/** Retention of recordings and transcripts, and whether redacted cards keep their last 4 digits. */
export function PrivacySettingsForm({ hotelId }: { hotelId: string }) {
  const settings = usePrivacySettings(hotelId);
  return (
    <Card
      id="privacy-settings-title"
      title="Retention"
      intro="How long recordings and transcripts are kept. Older ones are deleted every hour, from storage and from the call log."
    >
      {settings.data ? (
        <SettingsFields hotelId={hotelId} saved={settings.data} />
      ) : settings.isError ? (
        <Alert>{errorMessage(settings.error, 'Failed to load the settings.')}</Alert>
      ) : (
        <Spinner label="Loading settings" />
      )}
    </Card>
  );
}

function SettingsFields({ hotelId, saved }: { hotelId: string; saved: HotelPrivacySettings }) {
  const save = useSavePrivacySettings(hotelId);
  const [recordingDays, setRecordingDays] = useState(String(saved.recordingRetentionDays));
  const [forever, setForever] = useState(saved.transcriptRetentionDays === null);
  const [transcriptDays, setTranscriptDays] = useState(
    String(saved.transcriptRetentionDays ?? guestDataLimits.defaultTranscriptRetentionDays),
  );
  const [last4, setLast4] = useState(saved.cardLast4Visible);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      recordingRetentionDays: Number(recordingDays),
      transcriptRetentionDays: forever ? null : Number(transcriptDays),
      cardLast4Visible: last4,
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Keep recordings (days)"
          type="number"
          min={1}
          max={guestDataLimits.maxRecordingRetentionDays}
          required
          value={recordingDays}
          onChange={(event) => setRecordingDays(event.target.value)}
          hint={`Default ${guestDataLimits.defaultRecordingRetentionDays} days.`}
        />
        <TextField
          label="Keep transcripts (days)"
          type="number"
          min={1}
          max={guestDataLimits.maxTranscriptRetentionDays}
          required={!forever}
          disabled={forever}
          value={transcriptDays}
          onChange={(event) => setTranscriptDays(event.target.value)}
          hint={`Default ${guestDataLimits.defaultTranscriptRetentionDays} days. The whole call goes with its transcript.`}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={forever} onChange={(event) => setForever(event.target.checked)} />
        Keep transcripts forever
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" checked={last4} onChange={(event) => setLast4(event.target.checked)} />
        Show the last 4 digits of card numbers callers read out (the rest is always removed)
      </label>
      {save.isError && <Alert>{errorMessage(save.error, 'Failed to save the settings.')}</Alert>}
      {save.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          Settings saved.
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
