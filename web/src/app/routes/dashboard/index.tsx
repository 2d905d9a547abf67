import { redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** /dashboard opens the dashboard's home page. */
export function loader() {
  return redirect(paths.dashboard.home);
}
