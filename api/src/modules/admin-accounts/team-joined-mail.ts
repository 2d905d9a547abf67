import { atHotel, dashboardPaths } from '../../contracts/page-paths.ts';
import { roleLabels, type HotelRole } from '../../contracts/team-roles.ts';

/** Tells a hotel's owner that the HotelVoice team activated someone on their hotel's team, and as what. */
export function teamJoinedMail(input: {
  owner: { firstName: string; email: string };
  member: { firstName: string; lastName: string; email: string };
  hotel: { hotelId: string; name: string };
  role: HotelRole;
  publicUrl: string;
}) {
  const member = `${input.member.firstName} ${input.member.lastName}`.trim();
  const role = roleLabels[input.role].toLowerCase();
  return {
    to: input.owner.email,
    subject: `${member} joined ${input.hotel.name} on HotelVoice as ${role}`,
    text: [
      `Hello ${input.owner.firstName},`,
      '',
      `Our team has activated the HotelVoice account of ${member} (${input.member.email}) and added them`,
      `to the team of ${input.hotel.name} as ${role}.`,
      '',
      `If that is not right, change their role or remove them on the Team page:`,
      input.publicUrl + atHotel(dashboardPaths.team, input.hotel.hotelId),
      '',
      'The HotelVoice team',
    ].join('\n'),
  };
}
