import { useId, useState } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadHotelPicture } from '../api/upload-hotel-picture.ts';

/** The profile picture, stored in the public hotel-pictures bucket. */
export function HotelPicture({ hotel, onChanged }: { hotel: HotelDetail; onChanged: (hotel: HotelDetail) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChanged(await uploadHotelPicture(hotel.hotelId, file));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not upload the picture.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-4">
      {hotel.profilePicture ? (
        <img src={hotel.profilePicture} alt={hotel.name} className="h-20 w-20 rounded-xl object-cover" />
      ) : (
        <div role="img" aria-label="No picture" className="h-20 w-20 rounded-xl bg-slate-100" />
      )}
      <div>
        <label
          htmlFor={id}
          className="cursor-pointer rounded-lg bg-white px-3 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {busy ? 'Uploading...' : 'Upload picture'}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <p className="mt-1 text-xs text-slate-500">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
