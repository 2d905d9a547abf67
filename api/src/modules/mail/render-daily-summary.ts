import Mustache from 'mustache';
import { alertReasons, alertReasonLabels, type AlertReason } from '../../contracts/alerts.ts';
import { atHotel, dashboardPaths } from '../../contracts/page-paths.ts';
import { alertLink, type MailLinks } from './render-alert-email.ts';
import { dailySummaryHtml, dailySummaryText } from './templates/daily-summary.ts';
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.ts';
import type { NewMail } from './outbox.ts';

export interface DailySummaryItem {
  reason: AlertReason;
  /** The call id, or the review id for low_review. */
  subjectId: string;
  title: string;
  detail: string;
  /** When it happened on the hotel's clock, as shown ("Thu 26 Nov, 21:40"). */
  when: string;
}

export interface DailySummaryInput {
  to: string;
  userId: string;
  hotelId: string;
  hotelName: string;
  /** The day the summary is for (hotel's calendar), YYYY-MM-DD. */
  summaryDate: string;
  items: DailySummaryItem[];
}

/**
 * The daily summary e-mail of one person and hotel: every item with a link to its call or review,
 * grouped by reason in the settings' order; HTML and text; the one-click unsubscribe turns off the
 * daily summary (every reason set to it), nothing else.
 */
export function renderDailySummary(input: DailySummaryInput, links: MailLinks): NewMail {
  const unsubscribe = unsubscribeUrl(
    links.publicUrl,
    signUnsubscribeToken(links.signingSecret, {
      userId: input.userId,
      hotelId: input.hotelId,
      reason: 'daily_summary',
    }),
  );
  const groups = alertReasons
    .map((reason) => ({ reason, items: input.items.filter((item) => item.reason === reason) }))
    .filter((group) => group.items.length > 0)
    .map((group) => ({
      reasonLabel: alertReasonLabels[group.reason],
      count: group.items.length,
      items: group.items.map((item) => ({
        title: item.title,
        when: item.when,
        detail: item.detail,
        link: alertLink(links.publicUrl, input.hotelId, item),
      })),
    }));
  const count = input.items.length;
  const view = {
    hotelName: input.hotelName,
    heading: `${count} ${count === 1 ? 'alert' : 'alerts'} since the last summary`,
    groups,
    settingsLink: links.publicUrl + atHotel(dashboardPaths.alerts, input.hotelId),
    unsubscribeUrl: unsubscribe,
  };
  return {
    to: input.to,
    subject:
      `Daily summary for ${input.hotelName}, ${input.summaryDate}: ${count} ${count === 1 ? 'alert' : 'alerts'}`.slice(
        0,
        300,
      ),
    html: Mustache.render(dailySummaryHtml, view),
    text: Mustache.render(dailySummaryText, view, {}, { escape: (value: string) => value }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
