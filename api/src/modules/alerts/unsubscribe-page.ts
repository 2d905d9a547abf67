import Mustache from 'mustache';
import { alertReasonLabels } from '../../contracts/alerts.ts';
import type { UnsubscribeTarget } from '../mail/index.ts';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} – HotelVoice</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#1f2937">
<h1 style="font-size:22px">{{title}}</h1>
<p>{{message}}</p>
{{#confirm}}
<form method="post" action="{{action}}">
  <button type="submit" style="padding:8px 16px">Turn off {{label}} e-mails</button>
</form>
{{/confirm}}
<p style="color:#6b7280;font-size:14px">Your other alert settings stay as they are. You can change any of them in the dashboard.</p>
</body></html>`;

const labelOf = (target: UnsubscribeTarget) =>
  target.reason === 'weekly_digest'
    ? 'weekly digest'
    : target.reason === 'daily_summary'
      ? 'daily summary'
      : alertReasonLabels[target.reason].toLowerCase();

/**
 * The page the e-mail's link opens. Opening it changes nothing (mail scanners open links); its
 * button, like the mail client's one-click POST, does.
 */
export function unsubscribeConfirmPage(target: UnsubscribeTarget, hotel: string, action: string): string {
  return Mustache.render(page, {
    title: 'Unsubscribe',
    message: `Stop e-mails about "${labelOf(target)}" for ${hotel}?`,
    confirm: true,
    action,
    label: labelOf(target),
  });
}

export function unsubscribedPage(target: UnsubscribeTarget, hotel: string): string {
  return Mustache.render(page, {
    title: 'Unsubscribed',
    message: `You will no longer get "${labelOf(target)}" e-mails for ${hotel}.`,
    confirm: false,
  });
}
