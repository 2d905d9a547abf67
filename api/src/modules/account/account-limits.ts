/** The account flows' rate limits: the api's routes and the web's page forms count on the same counters. */
export const accountLimits = {
  /** Reset requests per client address: a script walking addresses stops here (429). */
  resetRequestsPerIp: { name: 'reset-request-ip', points: 20, durationSeconds: 3600 },
  /** Reset e-mails per address: more requests are answered the same but send nothing. */
  resetMailsPerEmail: { name: 'reset-mail-email', points: 3, durationSeconds: 3600 },
  /** Link redemptions (reset, e-mail change) per client address. */
  linkUsesPerIp: { name: 'account-link-ip', points: 30, durationSeconds: 3600 },
};
