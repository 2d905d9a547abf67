import { paths } from '../../../config/paths.ts';
import { followUpsAnchor } from '../../../features/insights/lib/follow-ups-anchor.ts';

/** Where a hotel's open follow-ups are listed: the insights page's list, for that hotel. */
export const followUpsHref = (hotelId: string) =>
  `${paths.dashboard.insights}?hotel=${encodeURIComponent(hotelId)}#${followUpsAnchor}`;
