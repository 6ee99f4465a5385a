import { MSG_BOOKING } from '@arogya/contract/messages/booking';
import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { MSG_LAB } from '@arogya/contract/messages/lab';
import { MSG_PRESCRIPTIONS } from '@arogya/contract/messages/prescriptions';
import { MSG_RECORDS } from '@arogya/contract/messages/records';
import { MSG_SHELL } from '@arogya/contract/messages/shell';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import { MSG_VIDEO } from '@arogya/contract/messages/video';

export type TileIcon =
  | 'doctor'
  | 'nurse'
  | 'lab'
  | 'circle'
  | 'appointments'
  | 'prescriptions'
  | 'video'
  | 'ambulance'
  | 'fund'
  | 'records'
  | 'payments'
  | 'support'
  | 'opinion';

export interface DashboardTile {
  to: string;
  label: string;
  description: string;
  icon: TileIcon;
}

/** The 13 tiles of the patient dashboard, in the spec's order (spec 01 §2). */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { to: '/search', label: MSG_SHELL.findADoctor, description: MSG_BOOKING.tileSearchBody, icon: 'doctor' },
  {
    to: '/search-nurses',
    label: MSG_SHELL.findANurse,
    description: MSG_BOOKING.tileNursesBody,
    icon: 'nurse',
  },
  { to: '/book-lab-test', label: MSG_LAB.title, description: MSG_BOOKING.tileLabBody, icon: 'lab' },
  {
    to: '/care-circle',
    label: MSG_BOOKING.tileCareCircle,
    description: MSG_BOOKING.tileCareCircleBody,
    icon: 'circle',
  },
  {
    to: '/my-appointments',
    label: MSG_SHELL.myAppointments,
    description: MSG_BOOKING.tileAppointmentsBody,
    icon: 'appointments',
  },
  {
    to: '/my-prescriptions',
    label: MSG_PRESCRIPTIONS.title,
    description: MSG_BOOKING.tilePrescriptionsBody,
    icon: 'prescriptions',
  },
  { to: '/video-consult', label: MSG_VIDEO.title, description: MSG_BOOKING.tileVideoBody, icon: 'video' },
  {
    to: '/book-ambulance',
    label: MSG_SHELL.bookAnAmbulance,
    description: MSG_BOOKING.tileAmbulanceBody,
    icon: 'ambulance',
  },
  { to: '/care-fund', label: MSG_CARE_FUND.title, description: MSG_BOOKING.tileCareFundBody, icon: 'fund' },
  {
    to: '/my-health-records',
    label: MSG_RECORDS.title,
    description: MSG_BOOKING.tileRecordsBody,
    icon: 'records',
  },
  {
    to: '/payment-history',
    label: MSG_BOOKING.tilePaymentHistory,
    description: MSG_BOOKING.tilePaymentsBody,
    icon: 'payments',
  },
  {
    to: '/support-community',
    label: MSG_SUPPORT.title,
    description: MSG_BOOKING.tileSupportBody,
    icon: 'support',
  },
  {
    to: '/second-opinion-request',
    label: MSG_BOOKING.tileSecondOpinion,
    description: MSG_BOOKING.tileSecondOpinionBody,
    icon: 'opinion',
  },
];
