import { AMBULANCE_CITIES, AMBULANCE_TYPES, EMERGENCY_NUMBER } from '@arogya/contract/constants/ambulance';
import { MSG_AMBULANCE } from '@arogya/contract/messages/ambulance';
import { Ambulance, Clock, HeartPulse, MapPin, Phone, ShieldCheck, Siren } from 'lucide-react';
import { useState } from 'react';
import { Container } from '../../../components/ui/container';
import { cn } from '../../../lib/cn';
import { OnlineBooking } from '../components/online-booking';
import { QuickBooking } from '../components/quick-booking';

const TYPE_NOTES: Record<(typeof AMBULANCE_TYPES)[number], string> = {
  'Advanced Life Support': 'Ventilator, defibrillator and a paramedic for critical patients.',
  'Basic Life Support': 'Oxygen, first aid and trained crew for stable patients.',
  'Boat Ambulance': 'For flooded areas and island communities.',
  'Air Ambulance': 'Long-distance transfers between hospitals.',
};

const STEPS = [MSG_AMBULANCE.step1, MSG_AMBULANCE.step2, MSG_AMBULANCE.step3, MSG_AMBULANCE.step4];

/** The emergency number, always beside the form. */
function EmergencyCallout({ className }: { className?: string }) {
  return (
    <a
      href={`tel:${EMERGENCY_NUMBER}`}
      className={cn(
        'flex items-center gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900 hover:bg-red-100 dark:border-red-400 dark:bg-red-950/60 dark:text-red-100',
        className,
      )}
    >
      <Siren aria-hidden="true" className="size-8 shrink-0" />
      <span>
        <span className="block text-sm font-medium">{MSG_AMBULANCE.emergencyCall}</span>
        <span className="block text-3xl font-extrabold tracking-wider">{EMERGENCY_NUMBER}</span>
      </span>
    </a>
  );
}

/**
 * Ambulance landing (spec 01 §2): hero 'BOOK AN AMBULANCE' with the Quick Booking form, the city picker,
 * ambulance types, why choose us, the 4-step process and the booking block (Book Online or call).
 */
export function BookAmbulancePage() {
  const [city, setCity] = useState<string>('');
  return (
    <>
      <section className="bg-gradient-to-br from-red-800 to-red-950 py-12 text-white sm:py-16">
        <Container className="grid items-center gap-8 lg:grid-cols-[1fr_24rem]">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-red-100 uppercase">
              <Ambulance aria-hidden="true" className="size-5" /> 24 × 7
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{MSG_AMBULANCE.hero}</h1>
            <p className="mt-4 max-w-xl text-lg text-red-50">
              {MSG_AMBULANCE.claimAmbulances} {MSG_AMBULANCE.claimCities} · {MSG_AMBULANCE.claimSatisfaction}
            </p>
            <a
              href={`tel:${EMERGENCY_NUMBER}`}
              className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-lg bg-white px-5 font-bold text-red-800 hover:bg-red-50"
            >
              <Phone aria-hidden="true" className="size-5" />
              {MSG_AMBULANCE.emergencyCall}
            </a>
          </div>
          <QuickBooking />
        </Container>
      </section>

      <Container className="space-y-14 py-12">
        <section aria-labelledby="city-heading">
          <h2 id="city-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {MSG_AMBULANCE.selectCity}
          </h2>
          <fieldset className="mt-4">
            <legend className="sr-only">{MSG_AMBULANCE.city}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {AMBULANCE_CITIES.map((c) => (
                <label
                  key={c}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 py-3 font-semibold has-focus-visible:outline-2 has-focus-visible:outline-teal-600',
                    city === c
                      ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950/60 dark:text-red-50'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
                  )}
                >
                  <input
                    type="radio"
                    name="ambulance-city"
                    value={c}
                    checked={city === c}
                    onChange={() => setCity(c)}
                    className="sr-only"
                  />
                  <MapPin aria-hidden="true" className="size-4" />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <section aria-labelledby="booking-heading" className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div>
            <h2 id="booking-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
              {MSG_AMBULANCE.bookOnline}
            </h2>
            <OnlineBooking city={city} />
          </div>
          <EmergencyCallout className="self-start" />
        </section>

        <section aria-labelledby="types-heading">
          <h2 id="types-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {MSG_AMBULANCE.typesHeading}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {AMBULANCE_TYPES.map((type) => (
              <li
                key={type}
                className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                <Ambulance aria-hidden="true" className="size-7 text-red-700 dark:text-red-300" />
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{type}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{TYPE_NOTES[type]}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-heading">
          <h2 id="why-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {MSG_AMBULANCE.whyChooseUs}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {[
              { Icon: Clock, text: `${MSG_AMBULANCE.claimAmbulances} ${MSG_AMBULANCE.claimCities}` },
              { Icon: HeartPulse, text: MSG_AMBULANCE.claimSatisfaction },
              { Icon: ShieldCheck, text: MSG_AMBULANCE.step2 },
            ].map(({ Icon, text }) => (
              <li key={text} className="flex items-start gap-3 rounded-2xl bg-slate-50 p-5 dark:bg-slate-800">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-teal-700 dark:text-teal-300" />
                <span className="font-medium text-slate-900 dark:text-slate-100">{text}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="process-heading">
          <h2 id="process-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {MSG_AMBULANCE.processHeading}
          </h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li
                key={step}
                className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
              >
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-red-700 font-bold text-white dark:bg-red-400 dark:text-slate-950">
                  {i + 1}
                </span>
                <p className="mt-3 text-slate-800 dark:text-slate-200">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      </Container>
    </>
  );
}
