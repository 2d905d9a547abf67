/**
 * The four supported PMS (spec §2 'Landing page', §9), for the landing page's logos and the
 * integrations page's list; each logo is our own simple mark, not a third-party file. `live`: the
 * agent works with it today (Cloudbeds and Mews, decision 050); the others are coming (issue #32).
 */
export const supportedPms = [
  { name: 'Opera PMS', logo: '/images/pms/opera-pms.svg', live: false },
  { name: 'Cloudbeds', logo: '/images/pms/cloudbeds.svg', live: true },
  { name: 'Mews', logo: '/images/pms/mews.svg', live: true },
  { name: 'Protel', logo: '/images/pms/protel.svg', live: false },
] as const;
