import { useState, type ReactNode } from 'react';
import type { Application } from '@hotelvoice/api/contracts';
import type { HotelRole } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { activationSentence, useActivateUserMutation } from '../api/activate-user.ts';
import { useApplications } from '../api/get-applications.ts';
import { useRejectApplicationMutation } from '../api/reject-application.ts';
import { defaultRole, HotelRoleChoice, type HotelWithOwner } from './hotel-role-choice.tsx';

export type ChosenHotel = HotelWithOwner;

/** Where the admin picks the hotels to link; hotel search belongs to another feature, so the route passes it in. */
export type HotelPickerSlot = (props: {
  label: string;
  chosen: ChosenHotel[];
  onChange: (hotels: ChosenHotel[]) => void;
}) => ReactNode;

function propertyOf(application: Application): string {
  const named = [application.hotelName, application.hotelCity].filter(Boolean).join(', ');
  return named ? `Named ${named}` : 'Named no hotel';
}

function ApplicationRow({
  application,
  hotelPicker,
  onActivated,
}: {
  application: Application;
  hotelPicker: HotelPickerSlot;
  onActivated: (sentence: string) => void;
}) {
  const [hotels, setHotels] = useState<ChosenHotel[]>([]);
  const [chosenRoles, setChosenRoles] = useState<Record<string, HotelRole>>({});
  const roleAt = (hotel: ChosenHotel) => chosenRoles[hotel.hotelId] ?? defaultRole(hotel);
  const unchosen = hotels.filter((h) => roleAt(h) === '');
  const activate = useActivateUserMutation();
  const reject = useRejectApplicationMutation();
  const busy = activate.isPending || reject.isPending;
  const failed = activate.error ?? reject.error;
  const name = `${application.firstName} ${application.lastName}`;

  return (
    <li aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <a href={`mailto:${application.email}`} className="text-sm text-brand-700 hover:underline">
          {application.email}
        </a>
        <p className="text-sm text-slate-600">{application.phoneNumber || 'No phone number'}</p>
        <p className="text-sm text-slate-600">{propertyOf(application)}</p>
        <p className="text-sm text-slate-500">Applied {formatDateTime(application.appliedAt)}</p>
      </div>
      <div className="mt-4">{hotelPicker({ label: `Hotels for ${name}`, chosen: hotels, onChange: setHotels })}</div>
      {hotels.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={`Roles for ${name}`}>
          {hotels.map((hotel) => (
            <li key={hotel.hotelId}>
              <HotelRoleChoice
                hotel={hotel}
                applicantName={application.firstName}
                role={roleAt(hotel)}
                onChange={(role) => setChosenRoles((roles) => ({ ...roles, [hotel.hotelId]: role }))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          disabled={busy || hotels.length === 0 || unchosen.length > 0}
          onClick={() => {
            reject.reset();
            // Not mutate's own onSuccess: the row unmounts when the list reloads, and that callback
            // would then never run; the promise settles either way.
            activate
              .mutateAsync({
                userId: application.userId,
                hotels: hotels.map((h) => ({ hotelId: h.hotelId, role: roleAt(h) as HotelRole })),
                pending: true,
              })
              .then((activation) => onActivated(activationSentence(activation)))
              .catch(() => undefined);
          }}
        >
          Activate
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            activate.reset();
            reject.mutate(application.userId);
          }}
        >
          Reject
        </Button>
        {hotels.length === 0 ? <p className="text-xs text-slate-500">Link at least one hotel to activate.</p> : null}
        {unchosen.length > 0 ? (
          <p className="text-xs text-slate-500">
            Choose {name}’s role at {unchosen.map((h) => h.name).join(', ')} to activate.
          </p>
        ) : null}
        {failed ? <Alert>{errorMessage(failed, 'Something went wrong.')}</Alert> : null}
      </div>
    </li>
  );
}

/** Pending sign-ups, oldest first. */
export function ApplicationsList({ hotelPicker }: { hotelPicker: HotelPickerSlot }) {
  const { data, isPending, isError } = useApplications();
  // The activated row leaves the list, so what happened is said above it (and stays until the next one).
  const [confirmation, setConfirmation] = useState<string | null>(null);
  if (isPending) return <Spinner label="Loading applications" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the applications.</p>;
  return (
    <div className="space-y-4">
      {confirmation ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
          {confirmation}
        </p>
      ) : null}
      {data.length === 0 ? (
        <p className="text-sm text-slate-500">No pending applications.</p>
      ) : (
        <ul className="space-y-4" aria-label="Pending applications">
          {data.map((application) => (
            <ApplicationRow
              key={application.userId}
              application={application}
              hotelPicker={hotelPicker}
              onActivated={setConfirmation}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
