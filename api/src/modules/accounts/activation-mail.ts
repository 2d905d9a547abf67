/** The e-mail an applicant receives when the team activates the account. */
export function activationMail(input: { firstName: string; email: string; hotelNames: string[]; publicUrl: string }) {
  const hotels = input.hotelNames.length > 0 ? input.hotelNames.join(', ') : 'your hotel';
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
