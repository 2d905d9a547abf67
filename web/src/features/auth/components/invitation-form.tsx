import type { InvitationPreview } from '@hotelvoice/api/contracts';
import type { FormRefusal } from '@hotelvoice/api/contracts/web-forms';
import { roleLabels } from '@hotelvoice/api/contracts/team-roles';
import { Form, useNavigation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { refusalError } from '../lib/form-refusal.ts';

/**
 * The page an invitation e-mail links to: a new person chooses their name and password, someone
 * with an account confirms with their password (and, with two-step sign-in on, a code from their
 * app, as at sign-in). It posts to the page's action (decision 082), the link's token in a hidden
 * field; either way they are signed in afterwards.
 */
export function InvitationForm({
  token,
  invitation,
  refusal,
}: {
  token: string;
  invitation: InvitationPreview;
  refusal?: FormRefusal;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Join {invitation.hotelName}</h1>
      <p className="mt-2 text-slate-600">
        {invitation.invitedBy} invited <strong>{invitation.email}</strong> to the team as{' '}
        {roleLabels[invitation.role].toLowerCase()}.
      </p>
      {refusal ? (
        <Alert layout="banner" className="mt-6">
          {errorMessage(refusalError(refusal), 'The invitation could not be accepted.')}
        </Alert>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" aria-label="Accept the invitation">
        <input type="hidden" name="token" value={token} />
        {invitation.hasAccount ? (
          <p className="text-sm text-slate-600">You already have a HotelVoice account. Enter its password to accept.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" name="firstName" required />
            <TextField label="Last name" name="lastName" required />
          </div>
        )}
        <TextField
          label={invitation.hasAccount ? 'Password' : 'Choose a password'}
          type="password"
          name="password"
          autoComplete={invitation.hasAccount ? 'current-password' : 'new-password'}
          required
          minLength={invitation.hasAccount ? undefined : 8}
          hint={invitation.hasAccount ? undefined : 'At least 8 characters.'}
        />
        <Button type="submit" disabled={busy} className="w-full py-3 text-base">
          Accept invitation
        </Button>
      </Form>
    </div>
  );
}
