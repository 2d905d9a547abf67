import { invitationLifetimeDays, roleLabels, type InvitableRole } from '../../contracts/team.ts';

/** The invitation to a hotel's team; the link's token sits in the fragment, never sent to a server. */
export function invitationMail(input: {
  email: string;
  hotelName: string;
  role: InvitableRole;
  invitedBy: string;
  link: string;
}) {
  const role = roleLabels[input.role].toLowerCase();
  return {
    to: input.email,
    subject: `${input.invitedBy} invited you to ${input.hotelName} on HotelVoice`,
    text: [
      'Hello,',
      '',
      `${input.invitedBy} invited you to join the team of ${input.hotelName} on HotelVoice as ${role}.`,
      `Accept here (the link is valid for ${invitationLifetimeDays} days):`,
      '',
      input.link,
      '',
      'New to HotelVoice? You will choose a password on that page. Already have an account? Accept with your password.',
      '',
      'If you did not expect this, you can ignore this message.',
      '',
      'The HotelVoice team',
    ].join('\n'),
  };
}
