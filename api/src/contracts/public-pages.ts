/**
 * The public pages (decision 082): their titles, descriptions and social tags (the web's root
 * `meta`), and the indexable ones listed in /sitemap.xml by the api. zod-free, so the web imports it
 * on its own (`@hotelvoice/api/contracts/public-pages`).
 */

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml; the review page is one per hotel, reached from a link the hotel sends. */
  inSitemap: boolean;
}

export const publicPages: readonly PublicPage[] = [
  {
    path: '/',
    title: 'HotelVoice · AI voice receptionist for hotels',
    description:
      "HotelVoice answers your hotel's calls 24/7: questions, directions, messages and bookings, in several languages, at half the front-desk cost.",
    inSitemap: true,
  },
  {
    path: '/try',
    title: 'Call our AI receptionist · HotelVoice',
    description:
      'Phone the HotelVoice assistant now: ask about rooms, breakfast, parking or directions, or book a stay, as your guests would.',
    inSitemap: true,
  },
  {
    path: '/signup',
    title: 'Apply for an account · HotelVoice',
    description:
      'Apply for HotelVoice and we will set up an AI receptionist that knows your hotel, its rooms and its policies.',
    inSitemap: true,
  },
  {
    path: '/login',
    title: 'Customer login · HotelVoice',
    description:
      'Sign in to HotelVoice to see every call your AI receptionist answered, read transcripts and listen to recordings.',
    inSitemap: true,
  },
  {
    path: '/review',
    title: 'How was your stay? · HotelVoice',
    description: 'Tell the hotel how your stay went: a star rating and a few words go straight to its team.',
    inSitemap: false,
  },
  {
    path: '/privacy',
    title: 'Privacy · HotelVoice',
    description:
      'How HotelVoice counts visits to this site: no cookies, nothing stored in your browser, no personal data, and Do Not Track respected.',
    inSitemap: true,
  },
];
