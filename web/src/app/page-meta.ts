import { publicPages } from '@hotelvoice/api/contracts/public-pages';
import type { MetaDescriptor } from 'react-router';

const defaultTitle = 'HotelVoice';
const defaultDescription = "HotelVoice: an AI voice receptionist that answers your hotel's calls 24/7.";
const socialImage = '/images/call-logs-screenshot.png';

/**
 * The document's title and description for a path; a public page also gets its canonical address
 * and the Open Graph and Twitter cards (on PUBLIC_URL, which the api hands the root loader).
 */
export function pageMeta(pathname: string, publicUrl: string): MetaDescriptor[] {
  const page = publicPages.find((p) => p.path === pathname);
  if (!page) return [{ title: defaultTitle }, { name: 'description', content: defaultDescription }];
  const url = `${publicUrl}${page.path}`;
  const image = `${publicUrl}${socialImage}`;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: 'HotelVoice' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1440' },
    { property: 'og:image:height', content: '900' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
}
