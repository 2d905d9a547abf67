import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Application, HotelSummary } from '@hotelvoice/api/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { activateUser } from '../api/activate-user.ts';
import { getApplications } from '../api/get-applications.ts';
import { rejectApplication } from '../api/reject-application.ts';
import { adminKeys } from '../hooks/admin-keys.ts';
import { HotelPicker } from './hotel-picker.tsx';

function ApplicationRow({ application }: { application: Application }) {
  const queryClient = useQueryClient();
  const [hotels, setHotels] = useState<Pick<HotelSummary, 'hotelId' | 'name'>[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${application.firstName} ${application.lastName}`;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: adminKeys.applications });
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong.');
      setBusy(false);
    }
  };

  return (
    <li aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <a href={`mailto:${application.email}`} className="text-sm text-brand-700 hover:underline">
          {application.email}
        </a>
        <p className="text-sm text-slate-600">{application.phoneNumber || 'No phone number'}</p>
        <p className="text-sm text-slate-500">Applied {formatDateTime(application.appliedAt)}</p>
      </div>
      <div className="mt-4">
        <HotelPicker label={`Hotels for ${name}`} chosen={hotels} onChange={setHotels} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          disabled={busy || hotels.length === 0}
          onClick={() =>
            void run(() =>
              activateUser(
                application.userId,
                hotels.map((h) => h.hotelId),
                true,
              ),
            )
          }
        >
          Activate
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => rejectApplication(application.userId))}
        >
          Reject
        </Button>
        {hotels.length === 0 ? <p className="text-xs text-slate-500">Link at least one hotel to activate.</p> : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Pending sign-ups, oldest first. */
export function ApplicationsList() {
  const { data, isPending, isError } = useQuery({ queryKey: adminKeys.applications, queryFn: getApplications });
  if (isPending) return <Spinner label="Loading applications" />;
  if (isError) return <p className="text-sm text-red-700">Could not load the applications.</p>;
  if (data.length === 0) return <p className="text-sm text-slate-500">No pending applications.</p>;
  return (
    <ul className="space-y-4" aria-label="Pending applications">
      {data.map((application) => (
        <ApplicationRow key={application.userId} application={application} />
      ))}
    </ul>
  );
}
