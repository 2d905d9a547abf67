import type { ReactNode } from 'react';
import type { HotelDetail } from '@hotelvoice/api/contracts';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useHotel } from '../api/get-hotel.ts';
import { formatLastActive } from '../lib/format-last-active.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Spec 'Hotel profile': picture or placeholder and every profile field; 'Hotel not found' if missing (the spec's 'User not found' named the wrong thing).
 * `children` (the page's other sections, given the hotel) show only for a hotel that exists.
 */
export function HotelProfileView({
  hotelId,
  children,
}: {
  hotelId: string;
  children?: (hotel: HotelDetail) => ReactNode;
}) {
  const { data: hotel, isPending, error } = useHotel(hotelId);
  if (isPending) return <Spinner label="Loading profile" />;
  if (error || !hotel) {
    if (!(error instanceof ApiError && error.status === 404) && !(error instanceof ApiError && error.status === 400)) {
      console.error('Loading the profile failed', error);
    }
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Hotel not found</h1>
        <Link to={paths.admin.hotels} className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Back to Hotels
        </Link>
      </div>
    );
  }
  const initials = hotel.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <>
      <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start gap-6">
          {hotel.profilePicture ? (
            <img src={hotel.profilePicture} alt={hotel.name} className="h-28 w-28 rounded-2xl object-cover" />
          ) : (
            <div
              role="img"
              aria-label="No picture"
              className="flex h-28 w-28 items-center justify-center rounded-2xl bg-brand-100 text-3xl font-bold text-brand-700"
            >
              {initials}
            </div>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{hotel.name}</h1>
            <p className="text-slate-600">{hotel.role}</p>
          </div>
          <Link to={paths.admin.editHotel(hotel.hotelId)} className={buttonClasses('secondary')}>
            Edit hotel
          </Link>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <Field label="Location">{hotel.location || '—'}</Field>
          <Field label="Website">
            {/^https?:\/\//i.test(hotel.website) ? (
              <a
                href={hotel.website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 hover:underline"
              >
                {hotel.website}
              </a>
            ) : (
              // Only http(s) becomes a link: a stored javascript: or data: URL stays inert text.
              hotel.website || '—'
            )}
          </Field>
          <Field label="Facility owner">{hotel.facilityOwner || '—'}</Field>
          <Field label="Phone number">{hotel.phoneNumber || '—'}</Field>
          <Field label="Last active">{formatLastActive(hotel.lastActive)}</Field>
          <Field label="Address">{hotel.address || '—'}</Field>
          <Field label="Owners">
            {hotel.owners.length === 0 ? (
              'No owner linked yet'
            ) : (
              <ul aria-label="Owners">
                {hotel.owners.map((owner) => (
                  <li key={owner.userId}>
                    {`${owner.firstName} ${owner.lastName}`.trim() || owner.email}{' '}
                    <span className="text-sm text-slate-500">{owner.email}</span>
                  </li>
                ))}
              </ul>
            )}
          </Field>
          <Field label="Team">
            {hotel.team.length === 0 ? (
              'Nobody else yet'
            ) : (
              <ul aria-label="Team">
                {hotel.team.map((member) => (
                  <li key={member.userId}>
                    {`${member.firstName} ${member.lastName}`.trim() || member.email}{' '}
                    <span className="text-sm text-slate-500">{roleLabels[member.role]}</span>
                  </li>
                ))}
              </ul>
            )}
          </Field>
        </dl>
      </article>
      {children?.(hotel)}
    </>
  );
}
