import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { HotelGrid } from '../../../features/hotel-profiles/components/hotel-grid.tsx';
import { HotelLookup } from '../../../features/hotel-profiles/components/hotel-lookup.tsx';

/** /admin/users and /admin/profiles: the spec's 'Hotel Lookup'. */
export function Component() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Hotel Lookup</h1>
        <Link to={paths.admin.hotels} className={buttonClasses('secondary')}>
          Add a hotel
        </Link>
      </div>
      <HotelLookup />
      <HotelGrid />
    </div>
  );
}
