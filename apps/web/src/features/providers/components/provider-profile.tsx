import { DOCTOR_BOOKING_TYPES } from '@arogya/contract/constants';
import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import type { ProviderDetail } from '@arogya/contract/schemas/directory';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { bookableDates, slotStates, timeAfterDateChange } from '../lib/provider-view';
import { BookingSummary, type DoctorBookingType } from './booking-summary';
import { DateStrip } from './date-strip';
import { ProviderHeader } from './provider-header';
import { SlotGrid } from './slot-grid';

const [IN_HOME_VISIT] = DOCTOR_BOOKING_TYPES;

/**
 * A doctor's or nurse's page once loaded: the header, the date strip (first day chosen), the slot grid of
 * that day, and the booking summary beside them (below them on a phone).
 */
export function ProviderProfile({
  provider,
  back,
}: {
  provider: ProviderDetail;
  back: { to: string; label: string };
}) {
  const dates = bookableDates(provider.availableDates);
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [bookingType, setBookingType] = useState<DoctorBookingType>(IN_HOME_VISIT);

  // The first day is chosen until the visitor picks another (and again if that day disappears on refresh).
  const date = chosenDate !== null && dates.includes(chosenDate) ? chosenDate : (dates[0] ?? null);
  const slots = slotStates(provider.role, provider.takenSlots, date);
  const selectedTime = time !== null && slots.some((s) => s.time === time && !s.taken) ? time : null;

  function chooseDate(next: string) {
    setChosenDate(next);
    setTime((current) => timeAfterDateChange(provider.role, provider.takenSlots, next, current));
  }

  return (
    <Container className="py-8 sm:py-12">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-teal-800 hover:underline dark:text-teal-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        <div className="min-w-0 space-y-6">
          <ProviderHeader provider={provider} />
          <Card className="space-y-8">
            <DateStrip dates={dates} selected={date} onSelect={chooseDate} />
            {date !== null && (
              <SlotGrid
                heading={
                  provider.role === 'nurse'
                    ? MSG_BOOKING.selectAssignmentSlot
                    : MSG_BOOKING.selectTimeSlotHeading
                }
                slots={slots}
                selected={selectedTime}
                onSelect={setTime}
              />
            )}
          </Card>
        </div>
        <div className="lg:sticky lg:top-24">
          <BookingSummary
            role={provider.role}
            date={date}
            time={selectedTime}
            bookingType={bookingType}
            onBookingTypeChange={setBookingType}
          />
        </div>
      </div>
    </Container>
  );
}
