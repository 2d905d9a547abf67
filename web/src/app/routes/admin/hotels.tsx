import { Link, Navigate, useParams } from 'react-router';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useHotel } from '../../../features/hotel-profiles/api/get-hotel.ts';
import { HotelForm } from '../../../features/hotel-profiles/components/hotel-form.tsx';
import { HotelOwners } from '../../../features/hotel-profiles/components/hotel-owners.tsx';
import { HotelTeamList } from '../../../features/hotel-profiles/components/hotel-team-list.tsx';
import { HotelPicture } from '../../../features/hotel-profiles/components/hotel-picture.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** /admin/hotels/new: create a hotel; /admin/hotels/:hotelId/edit: edit one (fields, picture, owners). */
export default function Component() {
  const hotelId = useParams().hotelId ?? null;
  const { data: hotel, isPending, isError } = useHotel(hotelId);
  // Going on to the new hotel's edit page once the form is gone: the form's unsaved-changes guard
  // leaves with it, so it cannot mistake the saved fields for unsaved ones.
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The router keeps this component (same type, same place) when the address becomes the edit
  // page, so the hand-over is forgotten there; a later 'Add a hotel' starts afresh.
  if (createdId !== null && hotelId !== null) setCreatedId(null);
  if (createdId !== null && hotelId === null) return <Navigate to={paths.admin.editHotel(createdId)} replace />;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{hotelId ? 'Edit hotel' : 'New hotel'}</h1>
        {hotelId ? (
          <Link to={paths.admin.hotelProfile(hotelId)} className="text-sm font-medium text-brand-700 hover:underline">
            View profile
          </Link>
        ) : (
          <p className="text-sm text-slate-600">
            To edit a hotel, find it in{' '}
            <Link to={paths.admin.hotels} className="text-brand-700 hover:underline">
              Hotels
            </Link>
            .
          </p>
        )}
      </div>
      {hotelId === null ? (
        <Card title="Details">
          <HotelForm hotel={null} onSaved={(created) => setCreatedId(created.hotelId)} />
        </Card>
      ) : isPending ? (
        <Spinner label="Loading hotel" />
      ) : isError || !hotel ? (
        <p className="text-sm text-red-700">Hotel not found</p>
      ) : (
        <>
          <Card title="Profile picture">
            <HotelPicture hotel={hotel} />
          </Card>
          <Card title="Details">
            <HotelForm key={hotel.hotelId} hotel={hotel} />
          </Card>
          <Card title="Owners">
            <HotelOwners hotel={hotel} />
          </Card>
          <Card title="Team">
            <HotelTeamList hotel={hotel} />
          </Card>
        </>
      )}
    </div>
  );
}
