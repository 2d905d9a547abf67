import { roleLabels, type HotelRole } from '../../contracts/team-roles.ts';

const hotelWithRole = (hotel: { name: string; role: HotelRole }) =>
  `${hotel.name} (${roleLabels[hotel.role].toLowerCase()})`;

/** The e-mail an applicant receives when the team activates the account: which hotels, with which role. */
export function activationMail(input: {
  firstName: string;
  email: string;
  hotels: { name: string; role: HotelRole }[];
  publicUrl: string;
}) {
  const hotels = input.hotels.length > 0 ? input.hotels.map(hotelWithRole).join(', ') : 'your hotel';
  return {
    to: input.email,
    subject: 'Your HotelVoice account is active',
    text: [
      `Hello ${input.firstName},`,
      '',
      `Good news: our team has activated your HotelVoice account for ${hotels}.`,
      `You can sign in now at ${input.publicUrl}/login with the e-mail address and password you chose.`,
      '',
      'In the dashboard you will find every call your voice receptionist answers, live, and the PMS',
      'integration that lets it check availability and make bookings.',
      '',
      'Welcome aboard,',
      'The HotelVoice team',
    ].join('\n'),
  };
}
