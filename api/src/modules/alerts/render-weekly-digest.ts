import Mustache from 'mustache';
import { resolutionLabels, topicLabels } from '../../contracts/call-analysis-labels.ts';
import type { CallResolution, CallTopic } from '../../contracts/call-facts.ts';
import { atHotel, dashboardPaths } from '../../contracts/page-paths.ts';
import {
  signUnsubscribeToken,
  unsubscribeHeaders,
  unsubscribeUrl,
  type MailLinks,
  type NewMail,
} from '../mail/index.ts';
import type { DigestFigures } from './digest-figures.ts';

const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px">
<p style="color:#6b7280;margin:0">{{hotelName}}</p>
<h1 style="font-size:20px;margin:4px 0 12px">Your week from {{weekStart}}</h1>
<p><strong>{{calls}}</strong> calls ({{callsChange}} on the week before), <strong>{{minutes}}</strong> minutes ({{minutesChange}}).</p>
{{#hasOutcomes}}<h2 style="font-size:16px">Outcomes</h2><ul>{{#outcomes}}<li>{{label}}: {{calls}}</li>{{/outcomes}}</ul>{{/hasOutcomes}}
{{#hasTopics}}<h2 style="font-size:16px">Top topics</h2><ul>{{#topics}}<li>{{label}}: {{calls}}</li>{{/topics}}</ul>{{/hasTopics}}
<p>Follow-ups still open: <strong>{{openFollowUps}}</strong></p>
{{#hasGaps}}<h2 style="font-size:16px">New questions your receptionist couldn't answer</h2><ul>{{#newGaps}}<li>“{{question}}” ({{count}}×)</li>{{/newGaps}}</ul>{{/hasGaps}}
<p>Reviews: {{reviewLine}}</p>
<p><a href="{{dashboardLink}}">Open your dashboard</a></p>
<p style="color:#6b7280;font-size:12px;margin-top:24px"><a href="{{unsubscribeUrl}}">Stop the weekly digest</a></p>
</body></html>`;

const text = `{{hotelName}}: your week from {{weekStart}}

{{calls}} calls ({{callsChange}} on the week before), {{minutes}} minutes ({{minutesChange}}).
{{#hasOutcomes}}
Outcomes:
{{#outcomes}}  - {{label}}: {{calls}}
{{/outcomes}}{{/hasOutcomes}}{{#hasTopics}}
Top topics:
{{#topics}}  - {{label}}: {{calls}}
{{/topics}}{{/hasTopics}}
Follow-ups still open: {{openFollowUps}}
{{#hasGaps}}
New questions your receptionist couldn't answer:
{{#newGaps}}  - "{{question}}" ({{count}}x)
{{/newGaps}}{{/hasGaps}}
Reviews: {{reviewLine}}

Dashboard: {{dashboardLink}}
Stop the weekly digest: {{unsubscribeUrl}}
`;

const change = (now: number, before: number) =>
  before === 0
    ? now === 0
      ? 'same as'
      : 'up from 0'
    : `${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}%`;

/** The digest e-mail of one owner (HTML and text, escaped by Mustache) with its one-click unsubscribe. */
export function renderWeeklyDigest(
  figures: DigestFigures,
  recipient: { to: string; userId: string; hotelId: string },
  links: MailLinks,
): NewMail {
  const unsubscribe = unsubscribeUrl(
    links.publicUrl,
    signUnsubscribeToken(links.signingSecret, {
      userId: recipient.userId,
      hotelId: recipient.hotelId,
      reason: 'weekly_digest',
    }),
  );
  const view = {
    hotelName: figures.hotelName,
    weekStart: figures.weekStart,
    calls: figures.week.calls,
    minutes: figures.week.minutes,
    callsChange: change(figures.week.calls, figures.weekBefore.calls),
    minutesChange: change(figures.week.minutes, figures.weekBefore.minutes),
    hasOutcomes: figures.outcomes.length > 0,
    outcomes: figures.outcomes.map((o) => ({
      label: resolutionLabels[o.resolution as CallResolution] ?? o.resolution,
      calls: o.calls,
    })),
    hasTopics: figures.topTopics.length > 0,
    topics: figures.topTopics.map((t) => ({ label: topicLabels[t.topic as CallTopic] ?? t.topic, calls: t.calls })),
    openFollowUps: figures.openFollowUps,
    hasGaps: figures.newGaps.length > 0,
    newGaps: figures.newGaps,
    reviewLine:
      figures.reviews === 0 ? 'none this week' : `${figures.reviewAverage} average from ${figures.reviews} reviews`,
    dashboardLink: links.publicUrl + atHotel(dashboardPaths.home, recipient.hotelId),
    unsubscribeUrl: unsubscribe,
  };
  return {
    to: recipient.to,
    subject: `Your week at ${figures.hotelName}: ${figures.week.calls} calls`,
    html: Mustache.render(html, view),
    text: Mustache.render(text, view, {}, { escape: (value: string) => value }),
    headers: unsubscribeHeaders(unsubscribe),
  };
}
