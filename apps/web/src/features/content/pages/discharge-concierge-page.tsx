import { DISCHARGE_CONCIERGE } from '@arogya/contract/constants/appointments';
import { MARKETING_CLAIMS } from '@arogya/contract/constants/content';
import { fill } from '@arogya/contract/messages/fill';
import { MSG_PUBLIC } from '@arogya/contract/messages/public';
import {
  ArrowLeft,
  BellRing,
  CalendarCheck,
  ClipboardList,
  MessageCircleHeart,
  Pill,
  UsersRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ModalOnDemand } from '../../../components/ui/modal-on-demand';
import { useAuthSession } from '../../../lib/auth-session';
import { toast } from '../../../lib/toast';
import { useBookDischargeConcierge } from '../api/book-discharge-concierge';
import { DischargeConciergeForm } from '../components/discharge-concierge-form';

const { supportHours, replyWithinHours } = DISCHARGE_CONCIERGE;

const INCLUDED = [
  { Icon: Pill, title: MSG_PUBLIC.dcMedicinesTitle, body: MSG_PUBLIC.dcMedicinesBody },
  {
    Icon: MessageCircleHeart,
    title: fill(MSG_PUBLIC.dcAnswersTitle, { hours: replyWithinHours }),
    body: fill(MSG_PUBLIC.dcAnswersBody, { hours: replyWithinHours, supportHours }),
  },
  { Icon: CalendarCheck, title: MSG_PUBLIC.dcFollowUpsTitle, body: MSG_PUBLIC.dcFollowUpsBody },
  { Icon: BellRing, title: MSG_PUBLIC.dcWarningSignsTitle, body: MSG_PUBLIC.dcWarningSignsBody },
  { Icon: UsersRound, title: MSG_PUBLIC.dcFamilyTitle, body: MSG_PUBLIC.dcFamilyBody },
  { Icon: ClipboardList, title: MSG_PUBLIC.dcNursingTitle, body: MSG_PUBLIC.dcNursingBody },
];

const STEPS = [
  { title: MSG_PUBLIC.dcStepTellTitle, body: MSG_PUBLIC.dcStepTellBody },
  { title: MSG_PUBLIC.dcStepMeetTitle, body: MSG_PUBLIC.dcStepMeetBody },
  {
    title: fill(MSG_PUBLIC.dcStepSupportTitle, { hours: supportHours }),
    body: MSG_PUBLIC.dcStepSupportBody,
  },
];

/**
 * Discharge Concierge (spec 01 §1, §2): marketing content, a modal request form and a link to /services. The
 * request is stored (admins handle it) and the modal closes as before once it is.
 */
export function DischargeConciergePage() {
  const [formOpen, setFormOpen] = useState(false);
  const { user } = useAuthSession();
  const booking = useBookDischargeConcierge();

  return (
    <>
      <section
        aria-labelledby="discharge-title"
        className="bg-gradient-to-b from-teal-50 to-white py-16 sm:py-20 dark:from-teal-950/60 dark:to-slate-950"
      >
        <Container>
          <Link
            to="/services"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {MSG_PUBLIC.viewAllServices}
          </Link>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <p className="text-sm font-semibold tracking-widest text-teal-700 uppercase dark:text-teal-300">
                {MSG_PUBLIC.featured}
              </p>
              <h1
                id="discharge-title"
                className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white"
              >
                {MSG_PUBLIC.dischargeConcierge}
              </h1>
              <p className="mt-3 text-xl font-semibold text-teal-800 dark:text-teal-300">
                {MSG_PUBLIC.dischargeConciergeTagline}
              </p>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
                {MSG_PUBLIC.dischargeConciergeBody}
              </p>
              <Button size="lg" className="mt-8" onClick={() => setFormOpen(true)}>
                {MSG_PUBLIC.dischargeConciergeCta}
              </Button>
            </div>
            <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2 dark:border-slate-800 dark:bg-slate-900">
              <dl className="grid gap-6">
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">{MSG_PUBLIC.dcPriceLabel}</dt>
                  <dd className="text-3xl font-bold text-slate-900 dark:text-white">
                    {MSG_PUBLIC.dischargeConciergePrice}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">
                    {MSG_PUBLIC.dcSupportWindowLabel}
                  </dt>
                  <dd className="text-3xl font-bold text-slate-900 dark:text-white">
                    {fill(MSG_PUBLIC.dcSupportWindowValue, { hours: supportHours })}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">
                    {MSG_PUBLIC.dcReplyTimeLabel}
                  </dt>
                  <dd className="text-3xl font-bold text-slate-900 dark:text-white">
                    {fill(MSG_PUBLIC.dcReplyTimeValue, { hours: replyWithinHours })}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">
                    {MSG_PUBLIC.dcReadmissionsLabel}
                  </dt>
                  <dd className="text-3xl font-bold text-teal-800 dark:text-teal-300">
                    {fill(MSG_PUBLIC.dcReadmissionsValue, {
                      percent: MARKETING_CLAIMS.readmissionReductionPercent,
                    })}
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        </Container>
      </section>

      <section aria-labelledby="included-title" className="py-16 sm:py-20">
        <Container>
          <h2
            id="included-title"
            className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {MSG_PUBLIC.dcIncludedTitle}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
            {MSG_PUBLIC.dcIncludedIntro}
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {INCLUDED.map(({ Icon, title, body }) => (
              <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                <Icon aria-hidden="true" className="size-7 text-teal-700 dark:text-teal-300" />
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{body}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="steps-title" className="bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60">
        <Container>
          <h2 id="steps-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            {MSG_PUBLIC.dcStepsTitle}
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ title, body }, index) => (
              <li
                key={title}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="grid size-10 place-items-center rounded-full bg-teal-700 font-bold text-white dark:bg-teal-400 dark:text-slate-950">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{body}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
            <Button size="lg" onClick={() => setFormOpen(true)}>
              {MSG_PUBLIC.dischargeConciergeCta}
            </Button>
            <Link
              to="/services"
              className="font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
            >
              {MSG_PUBLIC.viewAllServices}
            </Link>
          </div>
        </Container>
      </section>

      <ModalOnDemand
        open={formOpen}
        onClose={() => setFormOpen(false)}
        title={MSG_PUBLIC.dischargeConciergeFormTitle}
        description={MSG_PUBLIC.dischargeConciergeFieldsNote}
        size="md"
      >
        <DischargeConciergeForm
          defaultEmail={user?.email ?? ''}
          submitting={booking.isPending}
          onSubmitted={(request) =>
            booking.mutate(request, {
              onSuccess: ({ msg }) => {
                setFormOpen(false);
                toast.success(msg);
              },
              onError: () => toast.error(MSG_PUBLIC.dischargeConciergeFailed),
            })
          }
          onCancel={() => setFormOpen(false)}
        />
      </ModalOnDemand>
    </>
  );
}
