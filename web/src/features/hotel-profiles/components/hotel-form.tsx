import { useState, type FormEvent } from 'react';
import type { HotelDetail, HotelFieldsBody } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard.ts';
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
  timeZone: '',
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
  {
    key: 'timeZone',
    label: 'Time zone',
    hint: 'IANA name, e.g. Europe/Lisbon: call times and CSV exports use it',
    required: true,
  },
];

/** A new hotel may leave its zone empty: the server takes it from the location (or UTC). */
const createHint = 'Leave empty to take it from the location; IANA name, e.g. Europe/Lisbon';

/** Create (hotel null) or edit every field of spec §3. */
export function HotelForm({ hotel, onSaved }: { hotel: HotelDetail | null; onSaved?: (hotel: HotelDetail) => void }) {
  const [fields, setFields] = useState<HotelFieldsBody>(() => fieldsOf(hotel));
  const [savedFields, setSavedFields] = useState<HotelFieldsBody>(() => fieldsOf(hotel));
  const save = useSaveHotelMutation();
  const dirty = fieldKeys.some((key) => fields[key] !== savedFields[key]);
  useUnsavedChangesGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { hotelId: hotel?.hotelId ?? null, fields },
      {
        onSuccess: (saved) => {
          setSavedFields(fields);
          onSaved?.(saved);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={hotel ? 'Edit hotel' : 'New hotel'} className="space-y-4">
      {save.isError ? <Alert layout="banner">{errorMessage(save.error, 'Could not save the hotel.')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.map((input) => {
          const zoneLeftOpen = !hotel && input.key === 'timeZone';
          const required = input.required && !zoneLeftOpen;
          return (
            <TextField
              key={input.key}
              label={input.label}
              type={input.type ?? 'text'}
              hint={zoneLeftOpen ? createHint : input.hint}
              required={required}
              marker={required ? '*' : undefined}
              value={fields[input.key] ?? ''}
              onChange={(e) => setFields((f) => ({ ...f, [input.key]: e.target.value }))}
            />
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : hotel ? 'Save changes' : 'Create hotel'}
        </Button>
        {dirty ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Unsaved changes
          </span>
        ) : save.isSuccess ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Hotel saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
