import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { getHotel } from '../../../features/admin/api/get-hotel.ts';
import { adminKeys } from '../../../features/admin/hooks/admin-keys.ts';
import { HotelForm } from '../../../features/admin/components/hotel-form.tsx';
import { HotelOwners } from '../../../features/admin/components/hotel-owners.tsx';
import { HotelPicture } from '../../../features/admin/components/hotel-picture.tsx';

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
  const queryClient = useQueryClient();
  const hotelId = params.get('hotelId');
  const {
    data: hotel,
    isPending,
    isError,
  } = useQuery({
    queryKey: adminKeys.hotel(hotelId ?? ''),
    queryFn: () => getHotel(hotelId!),
    enabled: hotelId !== null,
  });

  const changed = (next: HotelDetail) => {
    queryClient.setQueryData(adminKeys.hotel(next.hotelId), next);
    void queryClient.invalidateQueries({ queryKey: adminKeys.hotelGrid });
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{hotelId ? 'Edit hotel' : 'Hotels'}</h1>
        {hotelId ? (
          <Link to={paths.admin.user(hotelId)} className="text-sm font-medium text-brand-700 hover:underline">
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
          <HotelForm
            hotel={null}
            onSaved={(created) => {
              changed(created);
              navigate(`${paths.admin.hotels}?hotelId=${created.hotelId}`);
            }}
          />
        </Card>
      ) : isPending ? (
        <Spinner label="Loading hotel" />
      ) : isError || !hotel ? (
        <p className="text-sm text-red-700">Hotel not found.</p>
      ) : (
        <>
          <Card title="Profile picture">
            <HotelPicture hotel={hotel} onChanged={changed} />
          </Card>
          <Card title="Details">
            <HotelForm key={hotel.hotelId} hotel={hotel} onSaved={changed} />
          </Card>
          <Card title="Owners">
            <HotelOwners hotel={hotel} onChanged={changed} />
          </Card>
        </>
      )}
    </div>
  );
}
