import { useState, type FormEvent } from 'react';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useAcceptInvitation, useInvitationPreview, type InvitationAccepted } from '../api/team.ts';

/**
 * The page an invitation e-mail links to: a new person chooses their name and password, someone
 * with an account confirms with their password (and, with two-step sign-in on, a code from their
 * app, as at sign-in). Either way they are signed in afterwards.
 */
export function InvitationAcceptance({
  token,
  onAccepted,
}: {
  token: string;
  /** The session, or (two-step sign-in on) the ticket for the code step the page shows next. */
  onAccepted: (accepted: InvitationAccepted) => void;
}) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');

  if (!token)
    return <Alert layout="banner">This invitation link is incomplete. Open the link from the e-mail again.</Alert>;
  if (preview.isPending) return <Spinner label="Loading the invitation" />;
  if (preview.isError) {
    return <Alert layout="banner">{errorMessage(preview.error, 'This invitation could not be opened.')}</Alert>;
  }
  const invitation = preview.data;
  function submit(event: FormEvent) {
    event.preventDefault();
    accept.mutate(invitation.hasAccount ? { token, password } : { token, password, firstName, lastName }, {
      onSuccess: onAccepted,
    });
  }

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Join {invitation.hotelName}</h1>
      <p className="mt-2 text-slate-600">
        {invitation.invitedBy} invited <strong>{invitation.email}</strong> to the team as{' '}
        {roleLabels[invitation.role].toLowerCase()}.
      </p>
      {accept.error ? (
        <Alert layout="banner" className="mt-6">
          {errorMessage(accept.error, 'The invitation could not be accepted.')}
        </Alert>
      ) : null}
      <form onSubmit={submit} className="mt-6 space-y-4" aria-label="Accept the invitation">
        {invitation.hasAccount ? (
          <p className="text-sm text-slate-600">You already have a HotelVoice account. Enter its password to accept.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" required value={firstName} onChange={(e) => setFirstName(e.target.value)} />
            <TextField label="Last name" required value={lastName} onChange={(e) => setLastName(e.target.value)} />
          </div>
        )}
        <TextField
          label={invitation.hasAccount ? 'Password' : 'Choose a password'}
          type="password"
          autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
          required
          minLength={invitation.hasAccount ? undefined : 8}
          hint={invitation.hasAccount ? undefined : 'At least 8 characters.'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={accept.isPending || accept.isSuccess} className="w-full py-3 text-base">
          Accept invitation
        </Button>
      </form>
    </div>
  );
}
