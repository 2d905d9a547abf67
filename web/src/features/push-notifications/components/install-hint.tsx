/** How to put the dashboard on a home screen or desktop, per platform (iOS takes pushes only from there). */
export function InstallHint() {
  return (
    <details className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">Install HotelVoice as an app</summary>
      <dl className="mt-3 flex flex-col gap-3">
        <div>
          <dt className="font-medium">Android (Chrome)</dt>
          <dd>Open the browser menu (⋮) and choose Install app, then allow notifications when asked.</dd>
        </div>
        <div>
          <dt className="font-medium">iPhone or iPad (Safari, iOS 16.4 or later)</dt>
          <dd>
            Tap Share, then Add to Home Screen. Open HotelVoice from the Home Screen and turn on notifications here: iOS
            sends notifications only to the installed app.
          </dd>
        </div>
        <div>
          <dt className="font-medium">Computer (Chrome or Edge)</dt>
          <dd>Click the install icon at the right of the address bar, or Install HotelVoice in the browser menu.</dd>
        </div>
      </dl>
    </details>
  );
}
