/** The e-mails of the account flows. Links carry their token in the fragment, which browsers never send to a server. */

const signOff = ['', 'The HotelVoice team'];

export function passwordResetMail(input: { email: string; link: string }) {
  return {
    to: input.email,
    subject: 'Reset your HotelVoice password',
    text: [
      'Hello,',
      '',
      'Someone (hopefully you) asked to reset the password of the HotelVoice account for this address.',
      'Choose a new password here; the link works once, for one hour:',
      '',
      input.link,
      '',
      'If you did not ask, you can ignore this message: your password stays as it is.',
      ...signOff,
    ].join('\n'),
  };
}

export function passwordChangedMail(input: { email: string; publicUrl: string }) {
  return {
    to: input.email,
    subject: 'Your HotelVoice password was changed',
    text: [
      'Hello,',
      '',
      'The password of your HotelVoice account was just changed, and every device signed in to it was signed out.',
      `If this was you, sign in again at ${input.publicUrl}/login.`,
      `If it was not you, reset your password at ${input.publicUrl}/forgot-password and reply to this e-mail.`,
      ...signOff,
    ].join('\n'),
  };
}

export function confirmEmailChangeMail(input: { newEmail: string; link: string }) {
  return {
    to: input.newEmail,
    subject: 'Confirm your new HotelVoice e-mail address',
    text: [
      'Hello,',
      '',
      'Open this link to make this your HotelVoice sign-in address. It works once, for 24 hours:',
      '',
      input.link,
      '',
      'If you did not ask for this, ignore this message and nothing changes.',
      ...signOff,
    ].join('\n'),
  };
}

export function emailChangeRequestedMail(input: { email: string; newEmail: string }) {
  return {
    to: input.email,
    subject: 'Your HotelVoice e-mail address is being changed',
    text: [
      'Hello,',
      '',
      `Someone signed in to your HotelVoice account asked to change its e-mail address to ${input.newEmail}.`,
      'The change happens only when the link sent to the new address is opened.',
      'If this was not you, change your password at once and reply to this e-mail.',
      ...signOff,
    ].join('\n'),
  };
}
