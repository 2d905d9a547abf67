import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useHotel } from '../../../features/hotel-profiles/api/get-hotel.ts';
import { HotelForm } from '../../../features/hotel-profiles/components/hotel-form.tsx';
import { HotelOwners } from '../../../features/hotel-profiles/components/hotel-owners.tsx';
import { HotelPicture } from '../../../features/hotel-profiles/components/hotel-picture.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** /admin/hotels: create a hotel, or with ?hotelId= edit one (fields, picture, owners). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hotelId = params.get('hotelId');
  const { data: hotel, isPending, isError } = useHotel(hotelId);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{hotelId ? 'Edit hotel' : 'Hotels'}</h1>
        {hotelId ? (
          <Link to={paths.admin.hotelProfile(hotelId)} className="text-sm font-medium text-brand-700 hover:underline">
            View profile
          </Link>
        ) : (
          <p className="text-sm text-slate-600">
            To edit a hotel, find it in{' '}
            <Link to={paths.admin.users} className="text-brand-700 hover:underline">
              Hotel Lookup
            </Link>
            .
          </p>
        )}
      </div>
      {hotelId === null ? (
        <Card title="New hotel">
          <HotelForm hotel={null} onSaved={(created) => navigate(paths.admin.editHotel(created.hotelId))} />
        </Card>
      ) : isPending ? (
        <Spinner label="Loading hotel" />
      ) : isError || !hotel ? (
        <p className="text-sm text-red-700">Hotel not found.</p>
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
        </>
      )}
    </div>
  );
}
