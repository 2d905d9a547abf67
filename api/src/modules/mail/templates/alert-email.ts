/**
 * Mustache templates of the alert e-mails. {{ }} escapes HTML; the text part is rendered with
 * escaping off (it is not HTML), so a caller's "<b>" stays readable there and inert in the HTML.
 */
export const alertHtml = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px">
<p style="color:#6b7280;margin:0">{{hotelName}}</p>
<h1 style="font-size:20px;margin:4px 0 12px">{{heading}}</h1>
{{#items}}
<div style="border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin-bottom:8px">
  <strong>{{reasonLabel}}</strong> · {{title}}
  {{#detail}}<p style="margin:6px 0 0">{{detail}}</p>{{/detail}}
  <p style="margin:6px 0 0"><a href="{{link}}">Open in HotelVoice</a></p>
</div>
{{/items}}
{{#more}}<p>…and {{more}} more. <a href="{{allLink}}">See all alerts</a></p>{{/more}}
<p style="color:#6b7280;font-size:12px;margin-top:24px">You get this because {{settingLabel}} alerts are on for {{hotelName}}.
<a href="{{unsubscribeUrl}}">Turn off {{settingLabel}} e-mails</a> · <a href="{{settingsLink}}">Alert settings</a></p>
</body></html>`;

export const alertText = `{{hotelName}}
{{heading}}
{{#items}}

* {{reasonLabel}}: {{title}}
{{#detail}}  {{detail}}
{{/detail}}  {{link}}
{{/items}}
{{#more}}

...and {{more}} more: {{allLink}}
{{/more}}

You get this because {{settingLabel}} alerts are on for {{hotelName}}.
Turn off {{settingLabel}} e-mails: {{unsubscribeUrl}}
Alert settings: {{settingsLink}}
`;
