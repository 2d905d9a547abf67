import { useId } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUploadHotelPictureMutation } from '../api/upload-hotel-picture.ts';

/** The profile picture, stored in the public hotel-pictures bucket. */
export function HotelPicture({ hotel }: { hotel: HotelDetail }) {
  const id = useId();
  const upload = useUploadHotelPictureMutation();
  const busy = upload.isPending;
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
              const file = e.target.files?.[0];
              if (file) upload.mutate({ hotelId: hotel.hotelId, file });
              e.target.value = '';
            }}
          />
        </label>
        <p className="mt-1 text-xs text-slate-500">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
        {upload.isError ? (
          <Alert className="mt-1">{errorMessage(upload.error, 'Could not upload the picture.')}</Alert>
        ) : null}
      </div>
    </div>
  );
}
