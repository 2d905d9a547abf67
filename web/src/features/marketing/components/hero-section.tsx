import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { RotatingHeadline } from './rotating-headline.tsx';

export function HeroSection({ onScheduleDemo }: { onScheduleDemo: () => void }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-20 pt-14 sm:px-6 md:pt-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-brand-900">
            AI voice receptionist for hotels
          </p>
          <RotatingHeadline />
          <p className="mt-6 max-w-xl text-lg text-slate-600">
            HotelVoice answers every guest call around the clock: questions about amenities and policies, directions,
            local tips, messages and bookings, in several languages. Complex requests go straight to your staff.
          </p>
          <p className="mt-6 inline-flex items-baseline gap-2 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-slate-200">
            <span className="text-3xl font-extrabold text-brand-700">50%</span>
            <span className="font-medium text-slate-700">lower front-desk costs</span>
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button onClick={onScheduleDemo} className="px-6 py-3 text-base">
              Schedule a Demo
            </Button>
            <a href="#demo" className={buttonClasses('secondary', 'px-6 py-3 text-base')}>
              Hear a call
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-500">
            Rather talk to it yourself?{' '}
            <Link to={paths.tryIt} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              Call our assistant
            </Link>
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {[
            ['Never miss a call', 'Every call answered in seconds, nights and weekends included.'],
            ['Bookings while you sleep', 'Takes reservations and hands them to your PMS.'],
            ['Knows your hotel', 'Amenities, policies and local recommendations, in your voice.'],
          ].map(([title, text]) => (
            <li key={title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
