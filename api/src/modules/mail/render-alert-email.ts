import Mustache from 'mustache';
import { alertReasonLabels, type AlertReason } from '../../contracts/alerts.ts';
import { alertPath, atHotel, dashboardPaths } from '../../contracts/page-paths.ts';
import { alertHtml, alertText } from './templates/alert-email.ts';
import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeUrl } from './unsubscribe-token.ts';
import type { NewMail } from './outbox.ts';

export interface AlertEmailItem {
  reason: AlertReason;
  /** The call id, or the review id for low_review. */
  subjectId: string;
  title: string;
  detail: string;
}

export interface AlertEmailInput {
  to: string;
  userId: string;
  hotelId: string;
  hotelName: string;
  /** The reason whose setting the unsubscribe link turns off. */
  reason: AlertReason;
  items: AlertEmailItem[];
  /** Alerts of this hour past the cap, counted but not listed. */
  more: number;
}

export interface MailLinks {
  publicUrl: string;
  signingSecret: string;
}

/** Where an alert's subject opens in the dashboard (alertPath, as the web's bell links). */
export function alertLink(publicUrl: string, hotelId: string, item: Pick<AlertEmailItem, 'reason' | 'subjectId'>) {
  return publicUrl + alertPath(hotelId, item);
}

/** The outbox message of one alert e-mail (or one 'and N more' e-mail): HTML, text and unsubscribe headers. */
export function renderAlertEmail(input: AlertEmailInput, links: MailLinks): NewMail {
  const unsubscribe = unsubscribeUrl(
    links.publicUrl,
    signUnsubscribeToken(links.signingSecret, { userId: input.userId, hotelId: input.hotelId, reason: input.reason }),
  );
  const heading =
    input.items.length === 0
      ? `${input.more} more alerts this hour`
      : input.items.length === 1
        ? alertReasonLabels[input.items[0]!.reason]
        : `${input.items.length} alerts`;
  const view = {
    hotelName: input.hotelName,
    heading,
    items: input.items.map((item) => ({
      reasonLabel: alertReasonLabels[item.reason],
      title: item.title,
      detail: item.detail,
      link: alertLink(links.publicUrl, input.hotelId, item),
    })),
    more: input.more || null,
    allLink: links.publicUrl + atHotel(dashboardPaths.root, input.hotelId),
    settingsLink: links.publicUrl + atHotel(dashboardPaths.alerts, input.hotelId),
    settingLabel: alertReasonLabels[input.reason].toLowerCase(),
    unsubscribeUrl: unsubscribe,
  };
  const subject =
    input.items.length === 0
      ? `And ${input.more} more alerts at ${input.hotelName}`
      : `${heading} at ${input.hotelName}${input.items.length === 1 ? `: ${input.items[0]!.title}` : ''}`;
  return {
    to: input.to,
    subject: subject.slice(0, 300),
    html: Mustache.render(alertHtml, view),
    // The text part is not HTML: render it without escaping.
    text: Mustache.render(alertText, view, {}, { escape: (value: string) => value }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
