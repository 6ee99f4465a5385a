import { MARKETING_CLAIMS } from '@arogya/contract/constants/content';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import { Container } from '../../../components/ui/container';
import { formatNumber } from '../../../lib/format';

/** The marketing claims of spec 01 §9, as a band of figures. */
export const CLAIM_FIGURES = [
  { value: formatNumber(MARKETING_CLAIMS.ambulances), label: 'ambulances on call' },
  { value: String(MARKETING_CLAIMS.ambulanceCities), label: 'cities with ambulance cover' },
  { value: `${MARKETING_CLAIMS.satisfactionPercent}%`, label: 'patient satisfaction' },
  {
    value: `${MARKETING_CLAIMS.readmissionReductionPercent}%`,
    label: 'fewer readmissions after discharge support',
  },
];

export function ClaimsStrip() {
  return (
    <section
      aria-label={MSG_PUBLIC.claimsHeading}
      className="border-y border-slate-200 bg-white py-10 dark:border-slate-800 dark:bg-slate-950"
    >
      <Container>
        <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {CLAIM_FIGURES.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-3xl font-bold text-teal-800 dark:text-teal-300">{value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
