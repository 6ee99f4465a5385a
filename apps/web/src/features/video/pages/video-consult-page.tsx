import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { CalendarCheck, LoaderCircle, UserRoundSearch, Video, VideoOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useVideoDoctors } from '../api/get-video-doctors';
import { VideoDoctorCard } from '../components/video-doctor-card';

const STEPS = [
  { text: MSG_VIDEO.step1, Icon: UserRoundSearch },
  { text: MSG_VIDEO.step2, Icon: CalendarCheck },
  { text: MSG_VIDEO.step3, Icon: Video },
] as const;

function HowItWorks() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
        {MSG_VIDEO.howItWorks}
      </h2>
      <ol className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        {STEPS.map(({ text, Icon }, index) => (
          <li
            key={text}
            className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-700 text-lg font-bold text-white dark:bg-teal-400 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <span className="flex-1 pt-1.5 text-slate-800 dark:text-slate-200">{text}</span>
            <Icon aria-hidden="true" className="mt-2 size-5 shrink-0 text-teal-700 dark:text-teal-300" />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /video-consult (spec 01 §2; login required): 'How It Works' in three steps, then the doctors available
 * for video consultation (GET /api/doctors with an empty filter), each with 'Book Video Call' to their page
 * with Video Consultation chosen. Loading, empty and 'Could not load available doctors.' states.
 */
export function VideoConsultPage() {
  const headingId = useId();
  const doctors = useVideoDoctors();

  let list: ReactNode;
  if (doctors.isPending) {
    list = <LoadingState label={MSG_BOOKING.videoPageLoading} className="py-16" />;
  } else if (doctors.isError) {
    list = (
      <ErrorState
        message={MSG_VIDEO.loadDoctorsFailed}
        onRetry={() => void doctors.refetch()}
        retrying={doctors.isFetching}
      />
    );
  } else {
    const all = doctors.data.pages.flatMap((page) => page.doctors);
    list =
      all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
          <VideoOff aria-hidden="true" className="size-9 text-slate-500 dark:text-slate-400" />
          <p className="text-slate-800 dark:text-slate-200">{MSG_VIDEO.noDoctors}</p>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {all.map((doctor) => (
              <li key={doctor._id}>
                <VideoDoctorCard doctor={doctor} />
              </li>
            ))}
          </ul>
          {doctors.hasNextPage && (
            <div className="mt-6 text-center">
              <Button
                variant="outline"
                onClick={() => void doctors.fetchNextPage()}
                disabled={doctors.isFetchingNextPage}
              >
                {doctors.isFetchingNextPage && (
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-4 animate-spin motion-reduce:animate-none"
                  />
                )}
                {MSG_BOOKING.videoPageShowMore}
              </Button>
            </div>
          )}
        </>
      );
  }

  return (
    <Container className="space-y-10 py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {MSG_VIDEO.title}
        </h1>
      </header>
      <HowItWorks />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
          {MSG_BOOKING.videoPageDoctorsHeading}
        </h2>
        {list}
      </section>
    </Container>
  );
}
