import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useHotelGrid } from '../api/get-hotels.ts';

/** Hotel cards (name, facility owner, location) in name order, a page at a time. */
export function HotelGrid() {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useHotelGrid();
  if (isPending) return <Spinner label="Loading hotels" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the hotels.</p>;
  const hotels = data.pages.flatMap((p) => p.hotels);
  return (
    <div>
      {hotels.length === 0 ? <p className="text-sm text-slate-500">No hotels yet.</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Hotels">
        {hotels.map((hotel) => (
          <li key={hotel.hotelId}>
            <Link
              to={paths.admin.hotelProfile(hotel.hotelId)}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <p className="font-semibold text-slate-900">{hotel.name}</p>
              <p className="mt-1 text-sm text-slate-600">{hotel.facilityOwner || 'No facility owner'}</p>
              <p className="mt-1 text-sm text-slate-500">{hotel.location || 'No location'}</p>
            </Link>
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading...' : 'Load more hotels'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
