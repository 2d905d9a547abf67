import { redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { Route } from './+types/spec-hotel-profile';

/** The spec's /admin/users/:id (a hotel's id) keeps working: it goes to the hotel's profile. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(paths.admin.hotelProfile(params.hotelId));
}
