/**
 * The four supported PMS (spec §2 'Landing page', §9), for the landing page's logos and the
 * integrations page's list; each logo is our own simple mark, not a third-party file.
 */
export const supportedPms = [
  { name: 'Opera PMS', logo: '/images/pms/opera-pms.svg' },
  { name: 'Cloudbeds', logo: '/images/pms/cloudbeds.svg' },
  { name: 'Mews', logo: '/images/pms/mews.svg' },
  { name: 'Protel', logo: '/images/pms/protel.svg' },
] as const;
