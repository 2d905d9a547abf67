/** The e-mail the owner of an address receives when someone signs up with it again. */
export function signUpAttemptMail(input: { email: string; publicUrl: string }) {
  return {
    to: input.email,
    subject: 'Someone tried to sign up for HotelVoice with your address',
    text: [
      'Hello,',
      '',
      'Someone just tried to create a HotelVoice account with this e-mail address, which already has one.',
      'No new account was made and nothing about yours has changed.',
      '',
      `If it was you, sign in at ${input.publicUrl}/login with your password.`,
      'If you no longer know your password, reply to this e-mail and our team will help you reset it.',
      '',
      'If it was not you, you can ignore this message.',
      '',
      'The HotelVoice team',
    ].join('\n'),
  };
}
