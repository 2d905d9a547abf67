import { data } from 'react-router';
import { NotFound } from '../../components/errors/not-found.tsx';

/** Every address no page has: the not-found page, with a 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export default function Component() {
  return <NotFound />;
}
