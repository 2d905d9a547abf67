import {
  siteFunnels,
  siteStepBits,
  type AnalyticsQuery,
  type FunnelResult,
  type ReviewPageStats,
  type SiteAnalytics,
} from '../../contracts/index.ts';
import type { Db } from '../../platform/db/pool.ts';
import * as repo from './site-analytics.repo.ts';

/**
 * A funnel's step k counts the visitor-days that reached steps 1..k on the same UTC day (the
 * visitor hash changes every day, by design, so a visit cannot be followed across days).
 */
const funnelMasks = siteFunnels.map((funnel) => {
  let mask = 0;
  return funnel.steps.map(({ step }) => (mask |= siteStepBits[step]));
});

export function createSiteAnalyticsService(db: Db) {
  return {
    async read(period: AnalyticsQuery): Promise<SiteAnalytics> {
      const [days, topPages, topReferrers, topCampaigns, events, reached, activated] = await Promise.all([
        repo.dailyTotals(db, period),
        repo.topPages(db, period),
        repo.topReferrers(db, period),
        repo.topCampaigns(db, period),
        repo.eventCounts(db, period),
        repo.visitorsReaching(db, period, funnelMasks.flat()),
        repo.activatedAccounts(db, period),
      ]);
      let at = 0;
      const funnels = siteFunnels.map((funnel) => {
        const steps: FunnelResult['steps'] = funnel.steps.map((s) => ({ label: s.label, visitors: reached[at++]! }));
        if (funnel.id === 'signup') steps.push({ label: 'Account activated', visitors: activated });
        return { id: funnel.id, title: funnel.title, steps };
      });
      return {
        from: period.from,
        to: period.to,
        totals: {
          visitors: days.reduce((sum, d) => sum + d.visitors, 0),
          pageViews: days.reduce((sum, d) => sum + d.pageViews, 0),
        },
        days,
        topPages,
        topReferrers,
        topCampaigns,
        events,
        funnels,
      };
    },

    async reviewPage(hotelId: string, period: AnalyticsQuery): Promise<ReviewPageStats> {
      const counts = new Map((await repo.eventCounts(db, period, hotelId)).map((e) => [e.name, e.events]));
      return { ...period, pageOpens: counts.get('review_page_opened') ?? 0 };
    },
  };
}
