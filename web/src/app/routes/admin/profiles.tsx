import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { HotelGrid } from '../../../features/hotel-profiles/components/hotel-grid.tsx';
import { HotelLookup } from '../../../features/hotel-profiles/components/hotel-lookup.tsx';

/** /admin/hotels (and the spec's /admin/users, /admin/profiles): the spec's 'Hotel Lookup' and every hotel. */
export default function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hotels</h1>
        <Link to={paths.admin.newHotel} className={buttonClasses('secondary')}>
          Add a hotel
        </Link>
      </div>
      <section aria-labelledby="hotel-lookup-heading" className="space-y-2">
        <h2 id="hotel-lookup-heading" className="text-sm font-semibold text-slate-700">
          Hotel Lookup
        </h2>
        <HotelLookup />
      </section>
      <HotelGrid />
    </div>
  );
}
