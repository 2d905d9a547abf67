import { useState, type FormEvent } from 'react';
import type { HotelDetail, HotelFieldsBody } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSaveHotelMutation } from '../api/save-hotel.ts';

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
export function HotelForm({ hotel, onSaved }: { hotel: HotelDetail | null; onSaved?: (hotel: HotelDetail) => void }) {
  const [fields, setFields] = useState<HotelFieldsBody>(() => fieldsOf(hotel));
  const save = useSaveHotelMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ hotelId: hotel?.hotelId ?? null, fields }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} aria-label={hotel ? 'Edit hotel' : 'New hotel'} className="space-y-4">
      {save.isError ? <Alert layout="banner">{errorMessage(save.error, 'Could not save the hotel.')}</Alert> : null}
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
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : hotel ? 'Save changes' : 'Create hotel'}
        </Button>
        {save.isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Hotel saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
