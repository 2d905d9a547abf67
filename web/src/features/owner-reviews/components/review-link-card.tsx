import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Toast } from '../../../components/ui/toast.tsx';
import { useCopyText } from '../../../lib/use-copy-text.ts';

/** The hotel's public review page as a link and a QR code the front desk can print. */
export function ReviewLinkCard({ hotelName, reviewUrl }: { hotelName: string; reviewUrl: string }) {
  const [qr, setQr] = useState<{ url: string; dataUrl: string } | null>(null);
  const { copied, copy } = useCopyText(reviewUrl);

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(reviewUrl, { width: 480, margin: 1, errorCorrectionLevel: 'M' })
      .then((dataUrl) => current && setQr({ url: reviewUrl, dataUrl }))
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      current = false;
    };
  }, [reviewUrl]);

  return (
    <section
      aria-labelledby="review-link-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0"
    >
      <h2 id="review-link-title" className="text-lg font-semibold text-slate-900 print:text-center print:text-3xl">
        <span className="print:hidden">Your review page</span>
        <span className="hidden print:inline">How was your stay at {hotelName}?</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600 print:text-center print:text-lg">
        <span className="print:hidden">Guests scan this code or open the link to rate their stay.</span>
        <span className="hidden print:inline">Scan the code to leave a review. Thank you!</span>
      </p>
      <div className="mt-4 flex flex-col items-center gap-4">
        {qr?.url === reviewUrl ? (
          <img
            src={qr.dataUrl}
            alt={`QR code for the review page of ${hotelName}`}
            className="h-48 w-48 print:mt-8 print:h-96 print:w-96"
          />
        ) : (
          <div className="h-48 w-48 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />
        )}
        <a
          href={reviewUrl}
          target="_blank"
          rel="noreferrer"
          className="max-w-full text-center text-sm break-all text-brand-700 underline hover:text-brand-900"
        >
          {reviewUrl}
        </a>
        <div className="flex flex-wrap justify-center gap-2 print:hidden">
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
          {copied ? <Toast>Link copied</Toast> : null}
          <Button onClick={() => window.print()}>Print QR code</Button>
        </div>
      </div>
    </section>
  );
}
