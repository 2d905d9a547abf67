import { Navigate, useParams } from 'react-router';
import { paths } from '../config/paths.ts';

/** The spec's /admin/users/:id (a hotel's id) keeps working: it goes to the hotel's profile. */
export function SpecHotelProfileRedirect() {
  const { hotelId = '' } = useParams();
  return <Navigate to={paths.admin.hotelProfile(hotelId)} replace />;
}
