import { useState, type FormEvent } from 'react';
import type { HotelDetail, HotelFieldsBody } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBanner } from '../../../components/ui/error-banner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { saveHotel } from '../api/save-hotel.ts';

const empty: HotelFieldsBody = {
  name: '',
  address: '',
  role: 'Hotel',
  location: '',
  website: '',
  facilityOwner: '',
  phoneNumber: '',
  googlePlaceId: '',
  assistantName: 'Aria',
};

const fieldKeys = Object.keys(empty) as (keyof HotelFieldsBody)[];
const fieldsOf = (hotel: HotelDetail | null): HotelFieldsBody =>
  hotel ? (Object.fromEntries(fieldKeys.map((key) => [key, hotel[key]])) as HotelFieldsBody) : empty;

const inputs: { key: keyof HotelFieldsBody; label: string; type?: string; hint?: string; required?: boolean }[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'role', label: 'Role', hint: 'Shown under the name, e.g. Boutique Hotel' },
  { key: 'location', label: 'Location', hint: 'City, Country' },
  { key: 'address', label: 'Address' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'facilityOwner', label: 'Facility owner' },
  { key: 'phoneNumber', label: 'Phone number', type: 'tel' },
  { key: 'googlePlaceId', label: 'Google place id', hint: 'Sends reviewers to this hotel’s Google review page' },
  { key: 'assistantName', label: 'Assistant name', hint: 'The voice agent’s persona', required: true },
];

/** Create (hotel null) or edit every field of spec §3. */
export function HotelForm({ hotel, onSaved }: { hotel: HotelDetail | null; onSaved: (hotel: HotelDetail) => void }) {
  const [fields, setFields] = useState<HotelFieldsBody>(() => fieldsOf(hotel));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const result = await saveHotel(hotel?.hotelId ?? null, fields);
      setSaved(true);
      onSaved(result);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not save the hotel.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={hotel ? 'Edit hotel' : 'New hotel'} className="space-y-4">
      {error ? <ErrorBanner message={error} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map((input) => (
          <TextField
            key={input.key}
            label={input.label}
            type={input.type ?? 'text'}
            hint={input.hint}
            required={input.required}
            marker={input.required ? '*' : undefined}
            value={fields[input.key]}
            onChange={(e) => setFields((f) => ({ ...f, [input.key]: e.target.value }))}
          />
        ))}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : hotel ? 'Save changes' : 'Create hotel'}
        </Button>
        {saved ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Hotel saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
