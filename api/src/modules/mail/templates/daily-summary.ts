/**
 * Mustache templates of the daily summary e-mail: one per person and hotel, the alerts of the
 * reasons they have on 'daily summary', grouped by reason. Escaping as in alert-email.ts.
 */
export const dailySummaryHtml = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px">
<p style="color:#6b7280;margin:0">{{hotelName}}</p>
<h1 style="font-size:20px;margin:4px 0 12px">{{heading}}</h1>
{{#groups}}
<h2 style="font-size:16px;margin:16px 0 8px">{{reasonLabel}} ({{count}})</h2>
{{#items}}
<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin-bottom:8px">
  <strong>{{title}}</strong>{{#when}} · <span style="color:#6b7280">{{when}}</span>{{/when}}
  {{#detail}}<p style="margin:6px 0 0">{{detail}}</p>{{/detail}}
  <p style="margin:6px 0 0"><a href="{{link}}">Open in HotelVoice</a></p>
</div>
{{/items}}
{{/groups}}
<p style="color:#6b7280;font-size:12px;margin-top:24px">You get this because some alerts are set to the daily summary for {{hotelName}}.
<a href="{{unsubscribeUrl}}">Stop the daily summary</a> · <a href="{{settingsLink}}">Alert settings</a></p>
</body></html>`;

export const dailySummaryText = `{{hotelName}}
{{heading}}
{{#groups}}

{{reasonLabel}} ({{count}})
{{#items}}
* {{title}}{{#when}} ({{when}}){{/when}}
{{#detail}}  {{detail}}
{{/detail}}  {{link}}
{{/items}}
{{/groups}}

You get this because some alerts are set to the daily summary for {{hotelName}}.
Stop the daily summary: {{unsubscribeUrl}}
Alert settings: {{settingsLink}}
`;
