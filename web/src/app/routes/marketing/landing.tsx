import { CapabilitiesSection } from '../../../features/marketing/components/capabilities-section.tsx';
import { ContactForm, type DemoRequestActionData } from '../../../features/marketing/components/contact-form.tsx';
import { DemoPlayer } from '../../../features/marketing/components/demo-player.tsx';
import { bundledDemoCallSeconds } from '../../../features/marketing/lib/demo-call-length.ts';
import { HeroSection } from '../../../features/marketing/components/hero-section.tsx';
import { PmsLogos } from '../../../features/marketing/components/pms-logos.tsx';
import { ScreenshotSection } from '../../../features/marketing/components/screenshot-section.tsx';
import { PublicLayout } from '../../public-layout.tsx';
import { fieldsOf, refused } from '../auth/form-fields.ts';
import type { Route } from './+types/landing';

const contactId = 'contact';

function scrollToContact() {
  document.getElementById(contactId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Spec §2 'Schedule a Demo', posted with or without JavaScript (#38); the thanks show in the form's place. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = fieldsOf(await request.formData(), ['name', 'email', 'hotel', 'message'] as const);
  const outcome = await context.forms.demoRequest({
    name: values.name ?? '',
    email: values.email ?? '',
    hotel: values.hotel ?? '',
    message: values.message ?? '',
  });
  if (!outcome.ok) return refused(outcome, { values });
  return { ok: true } satisfies DemoRequestActionData;
}

/** The demo's audio comes with the page: the player is ready without a request of its own. */
export function loader({ context }: Route.LoaderArgs) {
  const { demoAudioUrl, demoAudioProxied } = context.publicConfig;
  return { demoAudioUrl, demoAudioProxied };
}

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <PublicLayout>
      <HeroSection onScheduleDemo={scrollToContact} />
      <CapabilitiesSection />
      <section
        id="demo"
        aria-labelledby="demo-heading"
        className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto mb-12 max-w-2xl text-center">
            <h2 id="demo-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Listen to a real booking call
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              A guest phones late in the evening to book a room. Hear how the assistant handles it, start to finish.
            </p>
          </div>
          <DemoPlayer
            audioUrl={loaderData.demoAudioUrl}
            knownSeconds={loaderData.demoAudioProxied ? undefined : bundledDemoCallSeconds}
          />
        </div>
      </section>
      <PmsLogos />
      <ScreenshotSection />
      <section id={contactId} aria-labelledby="contact-heading" className="scroll-mt-20 bg-brand-50 py-20">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              Schedule a Demo
            </h2>
            <p className="mt-4 text-lg text-slate-600">
              Tell us about your hotel. We&apos;ll set up a walkthrough with your own policies and answer every question
              about setup, pricing and your PMS.
            </p>
          </div>
          <ContactForm />
        </div>
      </section>
    </PublicLayout>
  );
}
