import { Router, type Request } from 'express';
import { insightsQuery, insightsSettingsInput } from '../../contracts/insights.ts';
import { csvLine } from '../../platform/csv.ts';
import { canAccessHotel } from '../../platform/access/access.ts';
import { signedIn, requireHotelAccess } from '../../platform/http/guards.ts';
import type { ModuleContext } from '../module-context.ts';
import { insightsCsvOrder } from './insights.service.ts';

/**
 * Mounted at /hotels/:hotelId: the insights figures, their CSV and the hotel's front-desk settings
 * (the follow-up list is the follow-ups module's). Every route is authorized for that hotel.
 */
export function insightsRoutes(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  const { insights: service, revenue } = ctx.services;
  const guard = requireHotelAccess(ctx.pool);

  router.get('/insights', guard, async (req, res) => {
    const hotelId = hotelIdOf(req);
    const query = insightsQuery.parse(req.query);
    // The cost of calls is the owner's and managers' (decision 092): the front desk's answer has none.
    const withCost = await canAccessHotel(ctx.pool, signedIn(req), hotelId, 'manage');
    res.json(await service.insights(hotelId, query, { withCost }));
  });

  router.get('/insights/revenue', guard, async (req, res) => {
    res.json(await revenue.revenue(hotelIdOf(req), insightsQuery.parse(req.query)));
  });

  router.get('/insights/export.csv', guard, async (req, res) => {
    const query = insightsQuery.parse(req.query);
    const hotelId = hotelIdOf(req);
    // The CSV stays open to the front desk (decision 088): it holds counts only, no cost.
    const [insights, settings] = await Promise.all([
      service.insights(hotelId, query, { withCost: false }),
      service.settingsOf(hotelId),
    ]);
    const name =
      settings.name
        .normalize('NFKD')
        .replace(/[^\w-]+/g, '-')
        .replace(/-+/g, '-')
        .toLowerCase() || 'hotel';
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="insights-${name}-${query.from}-to-${query.to}.csv"`);
    const lines = [
      csvLine([insights.granularity === 'hour' ? 'hour' : 'date', 'calls', 'minutes', 'time_zone']),
      ...insights.series.map((p) => csvLine([p.label, p.calls, Math.round(p.seconds / 6) / 10, insights.timeZone])),
      '\r\n',
      csvLine(['category', 'name', 'calls']),
      ...insightsCsvOrder.resolutions.map((r) => csvLine(['outcome', r, insights.outcomes[r]])),
      ...insightsCsvOrder.topics.map((t) => csvLine(['topic', t, insights.topics[t]])),
      ...Object.entries(insights.sentiments).map(([s, n]) => csvLine(['sentiment', s, n])),
    ];
    res.send(lines.join(''));
  });

  router.get('/insights/settings', guard, async (req, res) => {
    const { hotelId, timeZone, frontDeskOpens, frontDeskCloses } = await service.settingsOf(hotelIdOf(req));
    res.json({ hotelId, timeZone, frontDeskOpens, frontDeskCloses });
  });

  router.put('/insights/settings', requireHotelAccess(ctx.pool, 'manage'), async (req, res) => {
    res.json(await service.updateSettings(hotelIdOf(req), insightsSettingsInput.parse(req.body)));
  });

  return router;
}

/** The hotel of the mount path (merged params); requireHotelAccess has checked it. */
function hotelIdOf(req: Request): string {
  return String((req.params as Record<string, string>).hotelId);
}
