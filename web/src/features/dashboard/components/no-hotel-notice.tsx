/** Home without a linked hotel: says so, and what happens next, instead of claiming calls are answered. */
export function NoHotelNotice() {
  return (
    <section aria-labelledby="no-hotel-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="no-hotel-title" className="text-lg font-semibold text-slate-900">
        No hotel is linked to your account yet
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The HotelVoice team links your hotel when its voice agent goes live. You will get an e-mail then, and its calls,
        reviews and numbers will appear here.
      </p>
    </section>
  );
}
