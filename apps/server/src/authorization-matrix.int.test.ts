import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROLES, type Role } from '@arogya/contract/constants/auth';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contract/constants/privacy';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, type RouteAccess, registeredRoutes } from './lib/http/access';
import { sessionIdOf } from './test/accounts';
import { type DirectAccount, insertAccount } from './test/direct-accounts';
import { createTestApp, type TestApp } from './test/harness';

/**
 * The authorization matrix (issue "Accounts and trust", item 11): every route the server registers,
 * and for each kind of caller what access control must answer. 'allow' means the request got past
 * access control (any status but 401 and 403); '401' and '403' are the refusals.
 *
 * A new route fails this test until it has a row here; a row whose route is gone fails too. When you
 * add a route, add its row with the outcome you intend for every caller, and a request that passes
 * validation (access is checked after validation) without harming the shared test accounts — or mark
 * it `fresh` to run it with new accounts.
 */

type Caller = 'anonymous' | Role;
type Outcome = 'allow' | '401' | '403';
type Row = Readonly<Record<Caller, Outcome>>;

const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

const PUBLIC: Row = {
  anonymous: 'allow',
  patient: 'allow',
  doctor: 'allow',
  nurse: 'allow',
  technician: 'allow',
  ambulance: 'allow',
  admin: 'allow',
};
const SIGNED_IN: Row = { ...PUBLIC, anonymous: '401' };
/** Only the listed roles; other signed-in callers 403, anonymous 401. */
function only(...roles: Role[]): Row {
  return Object.fromEntries(
    CALLERS.map((c) => [c, c === 'anonymous' ? '401' : roles.includes(c) ? 'allow' : '403']),
  ) as Row;
}

interface Probe {
  expect: Row;
  /** A body that passes the route's validation. Public credential routes get an invalid one on purpose:
   * they answer 401 for wrong credentials, so a 400 is what shows access control let the call through. */
  body?: unknown;
  /** Multipart upload of a tiny PNG in the field `file`. */
  image?: boolean;
  /** The same PNG as a health-record upload, in the field `files`. */
  records?: boolean;
  /** The call changes the caller's account for good (deactivation): use new accounts for it. */
  fresh?: boolean;
  /** What the route declares, when a further server gate (Pro) refuses more callers than `expect` shows. */
  declared?: Row;
}

/** A prescription body that passes validation (its appointment does not exist). */
const RX_PROBE = {
  appointmentId: '00000000-0000-4000-8000-000000000000',
  diagnosis: 'Matrix probe',
  medicines: [
    { name: 'Paracetamol', dosage: '1 tablet', frequency: '1-0-1', duration: '3 days', instructions: '' },
  ],
};

const MATRIX: Readonly<Record<string, Probe>> = {
  // Health
  'GET /api/health': { expect: PUBLIC },
  'GET /api/ready': { expect: PUBLIC },

  // Auth (modules/auth)
  'POST /api/auth/register': { expect: PUBLIC, body: {} },
  'POST /api/auth/login': { expect: PUBLIC, body: {} },
  'POST /api/auth/2fa/login': { expect: PUBLIC, body: {} },
  'GET /api/auth/me': { expect: SIGNED_IN },
  // Ends the caller's session: new accounts for it.
  'POST /api/auth/logout': { expect: SIGNED_IN, fresh: true },
  'PUT /api/auth/password': { expect: SIGNED_IN, body: {} },
  'POST /api/auth/forgot-password': { expect: PUBLIC, body: {} },
  'POST /api/auth/reset-password/:token': { expect: PUBLIC, body: {} },
  'POST /api/twofactor/setup': { expect: SIGNED_IN },
  'POST /api/twofactor/verify': { expect: SIGNED_IN, body: { token: '000000', password: 'x' } },
  'POST /api/twofactor/disable': { expect: SIGNED_IN, body: { token: '000000' } },
  // Development and test only (not registered in production): the e-mail outbox.
  'GET /api/dev/outbox': { expect: PUBLIC },
  'GET /api/dev/info': { expect: PUBLIC },

  // Profiles
  'GET /api/profile/me': { expect: SIGNED_IN },
  'PUT /api/profile/me': { expect: SIGNED_IN, body: {} },
  'DELETE /api/profile/me': { expect: SIGNED_IN, fresh: true },
  // The shared professionals are approved: 409 after access control.
  'POST /api/profile/resubmit': { expect: only('doctor', 'nurse', 'technician', 'ambulance') },
  'PUT /api/profile/location': { expect: SIGNED_IN, body: { latitude: 19.076, longitude: 72.8777 } },
  'GET /api/profile/:id': { expect: PUBLIC },

  // Admin
  'GET /api/admin/pending': { expect: only('admin') },
  'PUT /api/admin/approve/:id': { expect: only('admin') },
  'PUT /api/admin/reject/:id': { expect: only('admin'), body: { reason: 'Authorization matrix probe' } },
  'GET /api/admin/profile-changes': { expect: only('admin') },
  'PUT /api/admin/profile-changes/:id': {
    expect: only('admin'),
    body: { action: 'reject', reason: 'Authorization matrix probe' },
  },

  // Uploads
  'POST /api/uploads/image': { expect: SIGNED_IN, image: true },
  // The probe PNG is a valid report; for a voice note it is refused (415) after access control admitted it.
  'POST /api/uploads/report': { expect: only('patient'), image: true },
  'POST /api/uploads/voice-note': { expect: only('doctor', 'nurse'), image: true },
  'GET /api/files/:id': { expect: PUBLIC },

  // Availability
  'GET /api/availability/:id': { expect: PUBLIC },
  'POST /api/availability': { expect: only('doctor', 'nurse'), body: { availableDates: [] } },
  'GET /api/availability/me': { expect: only('doctor', 'nurse') },
  'PUT /api/availability/weekly-hours': { expect: only('doctor', 'nurse'), body: { weeklyHours: [] } },
  // The probe day has passed (400 after access control).
  'PUT /api/availability/exceptions/:date': { expect: only('doctor', 'nurse'), body: { available: false } },
  'DELETE /api/availability/exceptions/:date': { expect: only('doctor', 'nurse') },

  // AI
  'POST /api/ai/suggest-specialty': { expect: PUBLIC, body: { symptoms: 'Cough' } },
  'POST /api/triage/question': { expect: PUBLIC, body: { symptom: 'fever', answers: [] } },

  // Announcements, read side (modules/announcements): public, personalised by an optional token.
  'GET /api/announcements/active': { expect: PUBLIC },
  // Announcements manager (admin only); the probe id does not exist (404).
  'GET /api/announcements': { expect: only('admin') },
  'POST /api/announcements': {
    expect: only('admin'),
    body: { message: 'Authorization matrix probe', isActive: false },
  },
  'PUT /api/announcements/:id': { expect: only('admin'), body: { message: 'Authorization matrix probe' } },
  'DELETE /api/announcements/:id': { expect: only('admin') },
  // Admin tools: the audit log and the platform counts.
  'GET /api/admin/audit-log': { expect: only('admin') },
  'GET /api/admin/stats': { expect: only('admin') },
  // Discharge Concierge (modules/discharge-concierge): anyone requests (an empty body: 400 after access);
  // the signed-in see their own; admins list and handle (the probe id does not exist: 404).
  'POST /api/discharge-concierge/book': { expect: PUBLIC, body: {} },
  'GET /api/discharge-concierge/my-bookings': { expect: SIGNED_IN },
  'GET /api/admin/discharge-requests': { expect: only('admin') },
  'PUT /api/admin/discharge-requests/:id': { expect: only('admin'), body: { status: 'handled' } },

  // Care notes (modules/care-notes): any session passes access control; the appointment decides
  // (its professional, or its patient for the intake form and follow-ups). The probe ids do not exist: 404.
  'POST /api/appointments/:id/voicenote': {
    expect: SIGNED_IN,
    body: { voiceNoteUrl: '/api/files/00000000-0000-4000-8000-000000000000' },
  },
  'PUT /api/appointments/:id/relay': { expect: SIGNED_IN, body: { relayNote: '' } },
  'POST /api/appointments/:id/schedule-follow-up': {
    expect: SIGNED_IN,
    body: { followUpDate: '2030-01-15', note: '' },
  },
  'GET /api/follow-ups/:id': { expect: SIGNED_IN },
  // Notes to the patient: doctors and nurses only; the appointment then decides (its professional).
  'POST /api/appointments/:id/patient-notes': {
    expect: only('doctor', 'nurse'),
    body: { text: 'Please keep your old prescriptions ready.' },
  },
  'GET /api/appointments/:id/summary': { expect: SIGNED_IN },
  'GET /api/appointments/:id/intake-form': { expect: SIGNED_IN },

  // Directory
  'GET /api/doctors': { expect: PUBLIC },
  'GET /api/nurses': { expect: PUBLIC },
  'GET /api/doctors/:id': { expect: PUBLIC },
  'GET /api/nurses/:id': { expect: PUBLIC },

  // Appointments (modules/appointments): the probe ids do not exist, so an admitted call ends in 404.
  'POST /api/appointments': {
    expect: only('patient'),
    body: {
      doctor: '00000000-0000-4000-8000-000000000000',
      appointmentDate: '2030-01-15',
      appointmentTime: '11:00 AM',
      bookingType: 'In-Home Visit',
      symptoms: 'Authorization matrix probe',
      fee: 2000,
      paymentMethod: 'external',
    },
  },
  'GET /api/appointments/my-appointments': { expect: SIGNED_IN },
  'PUT /api/appointments/:id': { expect: SIGNED_IN, body: { status: 'Cancelled' } },

  // Notifications (modules/notifications)
  'GET /api/notifications/unread': { expect: SIGNED_IN },
  'PUT /api/notifications/:id/mark-read': { expect: SIGNED_IN },

  // Payments (modules/payments). The probe order does not exist: an admitted verify or test payment is 404;
  // a second-opinion order is refused by the service (400) once admitted; the webhook's bad signature is 400.
  'POST /api/payment/create-order': {
    expect: SIGNED_IN,
    body: { amount: 200_000, currency: 'INR', type: 'second_opinion', referenceId: 'probe' },
  },
  'POST /api/payment/verify': {
    expect: PUBLIC,
    body: {
      razorpay_order_id: 'order_probe',
      razorpay_payment_id: 'pay_probe',
      razorpay_signature: '0'.repeat(64),
      type: 'care_fund_donation',
      referenceId: 'probe',
    },
  },
  'POST /api/payment/test-checkout/:orderId/pay': { expect: PUBLIC },
  'POST /api/payment/webhook': { expect: PUBLIC, body: { event: 'payment.captured' } },
  'GET /api/payment/my-history': { expect: SIGNED_IN },
  'GET /api/payment/:id/receipt': { expect: SIGNED_IN },

  // Care fund (modules/care-fund): the patient's own fund; the public page and donations for anyone.
  'GET /api/care-fund/my-fund': { expect: only('patient') },
  'PUT /api/care-fund/settings': {
    expect: only('patient'),
    body: { isPublic: false, slug: null, story: '', displayName: 'Matrix probe' },
  },
  'GET /api/care-fund/public/:slugOrId': { expect: PUBLIC },
  'POST /api/care-fund/donate': { expect: PUBLIC, body: { slug: 'no-such-fund', amount: 10_000 } },

  // Pro subscription, earnings, analytics, demand insights (modules/subscription, modules/demand): doctors
  // and nurses only. The probe subscription does not exist (verify 404); nobody here is Pro, so cancel is 409
  // and the demand insights are 403 for everyone — the server's Pro gate.
  'GET /api/subscription/status': { expect: only('doctor', 'nurse') },
  'POST /api/subscription/create': { expect: only('doctor', 'nurse'), body: {} },
  'POST /api/subscription/verify': {
    expect: only('doctor', 'nurse'),
    body: {
      razorpay_payment_id: 'pay_probe',
      razorpay_subscription_id: 'sub_probe',
      razorpay_signature: 'x',
    },
  },
  'POST /api/subscription/test-checkout/:subscriptionId/pay': { expect: only('doctor', 'nurse') },
  'POST /api/subscription/cancel': { expect: only('doctor', 'nurse') },
  'POST /api/subscription/webhook': { expect: PUBLIC, body: { event: 'subscription.charged' } },
  'GET /api/earnings/me': { expect: only('doctor', 'nurse') },
  'GET /api/analytics/me': { expect: only('doctor', 'nurse') },
  'GET /api/demand-insights': { expect: only(), declared: only('doctor', 'nurse') },
  // Lab tests at home (modules/lab-tests): the probe id does not exist, so an admitted call ends in 404.
  'GET /api/lab-tests/catalogue': { expect: PUBLIC },
  'GET /api/lab-tests/slots': { expect: only('patient') },
  'POST /api/lab-tests': {
    expect: only('patient'),
    body: {
      testName: 'Lipid Profile',
      collectionDate: '2099-01-01',
      collectionTime: '08:00 AM - 10:00 AM',
      patientAddress: 'Matrix probe',
      city: 'Patna',
    },
  },
  'GET /api/lab-tests/my': { expect: only('patient') },
  'GET /api/lab-tests/technician': { expect: only('technician') },
  'GET /api/lab-tests/technician/working-days': { expect: only('technician') },
  'PUT /api/lab-tests/technician/working-days': {
    expect: only('technician'),
    body: { workingDays: ['Mon'] },
  },
  'PUT /api/lab-tests/:id/status': { expect: only('technician'), body: { status: 'Sample Collected' } },
  'POST /api/lab-tests/:id/cancel': { expect: only('patient'), body: {} },
  'GET /api/lab-tests/:id/report': { expect: only('patient', 'technician') },
  'POST /api/lab-tests/:id/report': { expect: only('technician'), image: true },
  // Second opinions (modules/second-opinions): patients request and pay; approved doctors review; files and
  // reports only for a case's people (404 for others, decided after access control).
  'POST /api/second-opinions': {
    expect: only('patient'),
    body: { title: 'Probe', description: 'Probe', specialty: 'oncology' },
  },
  'GET /api/second-opinions/specialties': { expect: SIGNED_IN },
  'GET /api/second-opinions/my-requests': { expect: only('patient') },
  'GET /api/second-opinions/available': { expect: only('doctor') },
  'GET /api/second-opinions/my-assigned': { expect: only('doctor') },
  'GET /api/second-opinions/my-specialties': { expect: only('doctor') },
  'PUT /api/second-opinions/my-specialties': { expect: only('doctor'), body: { specialties: [] } },
  'PUT /api/second-opinions/:id/assign': { expect: only('doctor') },
  'PUT /api/second-opinions/:id/status': { expect: only('doctor'), body: { status: 'in-review' } },
  'POST /api/second-opinions/:id/report': {
    expect: only('doctor'),
    body: { diagnosis: 'Probe', recommendations: 'Probe' },
  },
  'GET /api/second-opinions/:id/report': { expect: SIGNED_IN },
  'GET /api/second-opinions/:id/report/pdf': { expect: SIGNED_IN },
  'GET /api/second-opinions/:id/files': { expect: SIGNED_IN },
  'GET /api/second-opinions/files/:fileId/download': { expect: SIGNED_IN },
  'POST /api/second-opinions/:id/cancel': { expect: only('patient'), body: {} },
  'POST /api/second-opinions/:id/upload': { expect: only('patient', 'doctor'), image: true },
  'GET /api/admin/second-opinion-specialties': { expect: only('admin') },
  'PUT /api/admin/second-opinion-specialties/:id': { expect: only('admin'), body: { decision: 'approved' } },
  // Prescriptions (modules/prescriptions): doctors issue, patients track; the probe ids do not exist (404).
  'POST /api/prescriptions': { expect: only('doctor'), body: RX_PROBE },
  'GET /api/prescriptions': { expect: only('doctor') },
  'PUT /api/prescriptions/:id': { expect: only('doctor'), body: RX_PROBE },
  'GET /api/prescriptions/my-prescriptions': { expect: only('patient') },
  'GET /api/prescriptions/today': { expect: only('patient') },
  'GET /api/prescriptions/adherence': { expect: only('patient') },
  'GET /api/prescriptions/dose-times': { expect: only('patient') },
  'PUT /api/prescriptions/dose-times': {
    expect: only('patient'),
    body: { morning: '08:00', afternoon: '14:00', night: '21:00' },
  },
  'POST /api/prescriptions/:id/take-dose': { expect: only('patient'), body: { medicineIndex: 0 } },
  'POST /api/prescriptions/:id/log-dose': {
    expect: only('patient'),
    body: { medicineIndex: 0, scheduledDate: '2030-01-15', notes: '' },
  },
  'PUT /api/prescriptions/:id/medicines/:index/smart-stock': {
    expect: only('patient'),
    body: { enabled: true },
  },
  'GET /api/prescriptions/:id/pdf': { expect: only('doctor', 'patient') },

  // Health records (modules/records): the patient's own; shared ones readable by the professional.
  'POST /api/records': { expect: only('patient'), records: true },
  'GET /api/records': { expect: only('patient') },
  'GET /api/records/shared-with-me': { expect: only('doctor', 'nurse') },
  'GET /api/records/share-targets': { expect: only('patient') },
  'GET /api/records/:id/download': { expect: SIGNED_IN },
  'DELETE /api/records/:id': { expect: only('patient') },
  'POST /api/records/:id/shares': {
    expect: only('patient'),
    body: { professionalId: '00000000-0000-4000-8000-000000000000' },
  },
  'DELETE /api/records/:id/shares/:shareId': { expect: only('patient') },

  // Forum (modules/forum): anyone reads; signed-in people ask, answer, vote and report; nurses and admins
  // moderate. The probe ids do not exist (404).
  'GET /api/forum/questions': { expect: PUBLIC },
  'POST /api/forum/questions': {
    expect: SIGNED_IN,
    body: {
      title: 'A probe question title',
      body: 'A probe question body of enough length.',
      category: 'general',
    },
  },
  'GET /api/forum/questions/:id': { expect: PUBLIC },
  'POST /api/forum/questions/:id/answers': {
    expect: SIGNED_IN,
    body: { body: 'A probe answer of enough length.' },
  },
  'POST /api/forum/questions/:id/vote': { expect: SIGNED_IN, body: { voteType: 'upvote' } },
  'POST /api/forum/answers/:id/vote': { expect: SIGNED_IN, body: { voteType: 'upvote' } },
  'POST /api/forum/answers/:id/accept': { expect: SIGNED_IN },
  'PUT /api/forum/questions/:id/status': { expect: SIGNED_IN, body: { status: 'closed' } },
  'POST /api/forum/questions/:id/report': { expect: SIGNED_IN, body: { reason: 'Spam' } },
  'POST /api/forum/answers/:id/report': { expect: SIGNED_IN, body: { reason: 'Spam' } },
  'GET /api/forum/admin/reported': { expect: only('nurse', 'admin') },
  'PUT /api/forum/admin/questions/:id/moderate': {
    expect: only('nurse', 'admin'),
    body: { action: 'restore' },
  },
  'PUT /api/forum/admin/answers/:id/moderate': {
    expect: only('nurse', 'admin'),
    body: { action: 'restore' },
  },
  // Reviews (modules/reviews): the probe ids do not exist, so an admitted call ends in 404.
  'POST /api/reviews': {
    expect: only('patient'),
    body: { appointmentId: '00000000-0000-4000-8000-000000000000', rating: 5 },
  },
  'GET /api/reviews/my': { expect: only('patient') },
  'GET /api/reviews/provider/:id': { expect: PUBLIC },
  'PUT /api/reviews/:id': { expect: only('patient'), body: { rating: 4 } },
  'DELETE /api/reviews/:id': { expect: only('patient') },
  'POST /api/reviews/:id/reply': {
    expect: only('doctor', 'nurse', 'technician', 'ambulance'),
    body: { text: 'Thank you' },
  },
  'POST /api/reviews/:id/report': { expect: SIGNED_IN, body: { reason: 'Matrix probe' } },
  'GET /api/admin/reviews/reported': { expect: only('admin') },
  'PUT /api/admin/reviews/:id/moderate': { expect: only('admin'), body: { action: 'restore' } },
  // Support community (modules/support): patients take part, nurses and admins moderate; probe ids do not exist.
  'GET /api/support/groups': { expect: SIGNED_IN },
  'GET /api/support/my-groups': { expect: only('patient') },
  'POST /api/support/groups/:id/join': { expect: only('patient') },
  'POST /api/support/groups/:id/leave': { expect: only('patient') },
  'GET /api/support/groups/:id/messages': { expect: only('patient') },
  'POST /api/support/groups/:id/messages': { expect: only('patient'), body: { content: 'Matrix probe' } },
  'POST /api/support/groups/:id/messages/:messageId/report': { expect: only('patient'), body: {} },
  'GET /api/support/my-profile': { expect: only('patient') },
  'PUT /api/support/my-profile': { expect: only('patient'), body: { displayName: 'Matrix Probe' } },
  'GET /api/support/admin/groups': { expect: only('nurse', 'admin') },
  'POST /api/support/admin/groups': {
    expect: only('nurse', 'admin'),
    body: { name: 'Matrix probe', description: 'Authorization matrix probe', category: 'General Health' },
  },
  'PUT /api/support/admin/groups/:id': {
    expect: only('nurse', 'admin'),
    body: { name: 'Matrix probe', description: 'Authorization matrix probe', category: 'General Health' },
  },
  'DELETE /api/support/admin/groups/:id': { expect: only('nurse', 'admin') },
  'GET /api/support/admin/groups/:id/members': { expect: only('nurse', 'admin') },
  'DELETE /api/support/admin/groups/:id/members/:memberId': { expect: only('nurse', 'admin') },
  'GET /api/support/admin/flagged-messages': { expect: only('nurse', 'admin') },
  'PUT /api/support/admin/groups/:id/messages/:messageId/moderate': {
    expect: only('nurse', 'admin'),
    body: { action: 'approve' },
  },
  'POST /api/support/admin/groups/:id/messages/:messageId/reveal-identity': {
    expect: only('admin'),
    body: { reason: 'Matrix probe: a safety concern' },
  },
  // Chat assistant (modules/ai): public; the kept conversation is the signed-in person's own.
  'POST /api/ai/chat': { expect: PUBLIC, body: { message: 'hello' } },
  'GET /api/ai/chat/history': { expect: SIGNED_IN },
  'DELETE /api/ai/chat/history': { expect: SIGNED_IN },

  // Health Quests (modules/quests): patients take part, admins manage the catalogue.
  'GET /api/quests': { expect: only('patient') },
  'POST /api/quests/:id/accept': { expect: only('patient') },
  'POST /api/quests/:id/progress': { expect: only('patient'), body: { date: '2026-12-01' } },
  'GET /api/admin/quests': { expect: only('admin') },
  'POST /api/admin/quests': { expect: only('admin'), body: {} },
  'PUT /api/admin/quests/:id': { expect: only('admin'), body: {} },
  'DELETE /api/admin/quests/:id': { expect: only('admin') },
  // Ambulance (modules/ambulance): anyone books, cancels (with the tracking token) and tracks; drivers answer
  // offers and move their trips. The probe ids and token do not exist, so an admitted call ends in 404.
  'POST /api/ambulance/book': {
    expect: PUBLIC,
    body: { patientName: 'Probe', contactNumber: '9000000009', address: 'Probe', city: 'Chennai' },
  },
  'POST /api/ambulance/respond': {
    expect: only('ambulance'),
    body: { requestId: '00000000-0000-4000-8000-000000000000', action: 'decline' },
  },
  'GET /api/ambulance/offers': { expect: only('ambulance') },
  'GET /api/ambulance/trips': { expect: only('ambulance') },
  'PUT /api/ambulance/trips/:id/status': { expect: only('ambulance'), body: { status: 'en_route' } },
  'GET /api/ambulance/my': { expect: SIGNED_IN },
  'POST /api/ambulance/requests/:id/cancel': { expect: PUBLIC, body: { reason: 'Probe' } },
  'GET /api/ambulance/track/:token': { expect: PUBLIC },
  'GET /api/ambulance/driver/status': { expect: only('ambulance') },
  'PUT /api/profile/me/driver-status': { expect: only('ambulance'), body: { isOnline: false } },
  // Care circle (modules/care-circle): the patient manages their circle; anyone signed in answers invitations
  // addressed to them and reads the circles they are in (the probe ids do not exist: 404).
  'GET /api/profile/my-care-circle': { expect: only('patient') },
  'POST /api/profile/my-care-circle/invite': {
    expect: only('patient'),
    body: { email: 'matrix-probe@example.com' },
  },
  'DELETE /api/profile/my-care-circle/members/:memberId': { expect: only('patient') },
  'PUT /api/profile/my-care-circle/members/:memberId': {
    expect: only('patient'),
    body: { shareAppointments: true, shareAdherence: false },
  },
  'GET /api/care-circle/invitations': { expect: SIGNED_IN },
  'POST /api/care-circle/invitations/:id/accept': { expect: SIGNED_IN },
  'POST /api/care-circle/invitations/:id/decline': { expect: SIGNED_IN },
  'GET /api/care-circle/memberships': { expect: SIGNED_IN },
  'DELETE /api/care-circle/memberships/:membershipId': { expect: SIGNED_IN },
  'GET /api/care-circle/memberships/:membershipId/shared': { expect: SIGNED_IN },
  // Video calls (modules/video): doctors and nurses start; a call's people join (the probe call does not exist).
  'POST /api/video-calls/start': {
    expect: only('doctor', 'nurse'),
    body: { appointmentId: '00000000-0000-4000-8000-000000000000' },
  },
  'POST /api/video-calls/start-family-bridge': {
    expect: only('doctor', 'nurse'),
    body: { patientId: '00000000-0000-4000-8000-000000000000' },
  },
  'GET /api/video-calls/active/:id': { expect: SIGNED_IN },
  'GET /api/video-calls/history/:id': { expect: SIGNED_IN },
  'GET /api/video-calls/:callId': { expect: SIGNED_IN },
  'POST /api/video-calls/:callId/join': { expect: SIGNED_IN },
  'POST /api/video-calls/:callId/end': { expect: SIGNED_IN },
  'GET /api/video-calls/:callId/ice-servers': { expect: SIGNED_IN },
  // Your data (modules/privacy): every signed-in person, only their own. The erase probe's password has the
  // wrong type (400): a wrong password is a 401 of the route itself, which the table would read as a refusal.
  'POST /api/me/export': { expect: SIGNED_IN },
  'GET /api/me/export': { expect: SIGNED_IN },
  'GET /api/me/export/:id': { expect: SIGNED_IN },
  'POST /api/me/erase': { expect: SIGNED_IN, body: { password: 12345 } },
  'GET /api/me/erase': { expect: SIGNED_IN },
  'DELETE /api/me/erase': { expect: SIGNED_IN },
  'GET /api/me/consents': { expect: SIGNED_IN },
  'POST /api/me/consents': {
    expect: SIGNED_IN,
    body: { purpose: 'ai_summaries', noticeVersion: PRIVACY_NOTICE_VERSION },
  },
  'DELETE /api/me/consents/:purpose': { expect: SIGNED_IN },
};

/** Routes served by the API-docs plugin: not in the table, but they must be public. */
const PLUGIN_PREFIX = '/api/docs';

const PARAMS: Readonly<Record<string, string>> = {
  id: '00000000-0000-4000-8000-000000000000',
  token: 'a'.repeat(64),
  orderId: 'order_probe',
  slugOrId: 'no-such-fund',
  subscriptionId: 'sub_probe',
  fileId: '00000000-0000-4000-8000-000000000000',
  index: '0',
  shareId: '00000000-0000-4000-8000-000000000000',
  messageId: '00000000-0000-4000-8000-000000000000',
  memberId: '00000000-0000-4000-8000-000000000000',
  membershipId: '00000000-0000-4000-8000-000000000000',
  callId: '00000000-0000-4000-8000-000000000000',
  purpose: 'ai_summaries',
  date: '2000-01-01',
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`No sample value for route parameter :${name}; add one to PARAMS.`);
    return value;
  });
}

function imageUpload(field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----arogyamatrix';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function outcomeOf(status: number): Outcome {
  return status === 401 ? '401' : status === 403 ? '403' : 'allow';
}

/** The access a row implies, to cross-check what the route declared. */
function declaredFor(row: Row): string {
  if (CALLERS.every((c) => row[c] === 'allow')) return 'public';
  if (row.anonymous !== '401') return 'inconsistent: anonymous must be refused with 401 unless public';
  const allowed = ROLES.filter((r) => row[r] === 'allow');
  if (allowed.length === ROLES.length) return 'auth';
  return JSON.stringify([...allowed].sort());
}

function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : JSON.stringify([...access].sort());
}

let t: TestApp;
let dataDir: string;
let routes: readonly RouteAccess[];
let apiRoutes: RouteAccess[];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arogya-matrix-'));
  t = await createTestApp({ config: { dataDir } });
  routes = registeredRoutes(t.app);
  apiRoutes = routes.filter((r) => r.access !== null && !r.url.startsWith(PLUGIN_PREFIX));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function createCallers(): Promise<Record<Role, DirectAccount>> {
  const entries = await Promise.all(
    ROLES.map(
      async (role) => [role, await insertAccount(t.app, { role, approvalStatus: 'approved' })] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Role, DirectAccount>;
}

describe('authorization matrix', () => {
  it('has exactly one row per API route', () => {
    const keys = (list: RouteAccess[]) => list.map((r) => `${r.method} ${r.url}`);
    // HEAD routes are Fastify's automatic twins of GET routes: same handler, same rule.
    const gets = new Map(apiRoutes.filter((r) => r.method === 'GET').map((r) => [r.url, r.access]));
    const twins = apiRoutes.filter((r) => r.method === 'HEAD' && gets.has(r.url));
    for (const head of twins) expect(head.access, `HEAD ${head.url}`).toEqual(gets.get(head.url));

    const registered = keys(apiRoutes.filter((r) => !twins.includes(r)));
    const missing = registered.filter((k) => !(k in MATRIX));
    const stale = Object.keys(MATRIX).filter((k) => !registered.includes(k));
    expect(
      missing,
      `Routes without a row in authorization-matrix.int.test.ts — add one stating who may call each:\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(stale, `Rows for routes that no longer exist — remove them:\n${stale.join('\n')}`).toEqual([]);
    expect(new Set(registered).size, 'a route is registered twice').toBe(registered.length);
  });

  it('agrees with what each route declares', () => {
    for (const route of apiRoutes) {
      const probe = MATRIX[`${route.method} ${route.url}`];
      if (!probe || !route.access) continue;
      expect(describeAccess(route.access), `${route.method} ${route.url}`).toBe(
        declaredFor(probe.declared ?? probe.expect),
      );
    }
  });

  it('gets the answer of the table from every route for every caller', async () => {
    const shared = await createCallers();
    const failures: string[] = [];
    let calls = 0;

    for (const [key, probe] of Object.entries(MATRIX)) {
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      const callers = probe.fresh ? await createCallers() : shared;
      for (const caller of CALLERS) {
        const account = caller === 'anonymous' ? null : callers[caller];
        const upload = probe.image ? imageUpload() : probe.records ? imageUpload('files') : null;
        const res = await t.app.inject({
          method,
          url: concreteUrl(url),
          headers: { ...(account ? account.headers : {}), ...(upload?.headers ?? {}) },
          ...(upload
            ? { payload: upload.payload }
            : probe.body !== undefined
              ? { payload: probe.body as object }
              : {}),
        });
        calls += 1;
        const got = outcomeOf(res.statusCode);
        if (got !== probe.expect[caller]) {
          failures.push(
            `${key} as ${caller}: expected ${probe.expect[caller]}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
        // A refusal is the access layer's, in the one error shape.
        if (got !== 'allow')
          expect(res.json()).toMatchObject({ code: got === '401' ? 'UNAUTHORIZED' : 'FORBIDDEN' });
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBe(Object.keys(MATRIX).length * CALLERS.length);
  });

  it('refuses a forged, expired or outdated token like no token at all', async () => {
    const doctor = await insertAccount(t.app, { role: 'doctor' });
    const sid = sessionIdOf(doctor.token);
    const outdated = await t.app.ctx.tokens.sign({ sub: doctor.id, role: 'doctor', ver: 7, sid });
    const expired = await t.app.ctx.tokens.sign({ sub: doctor.id, role: 'doctor', ver: 0, sid }, -10);
    const forgedRole = await t.app.ctx.tokens.sign({ sub: doctor.id, role: 'admin', ver: 0, sid });
    for (const token of [outdated, expired, `${doctor.token}x`, 'not.a.token']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profile/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    // The role comes from the account, never from the token's claim.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pending',
      headers: { authorization: `Bearer ${forgedRole}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('serves the API docs publicly', async () => {
    const docs = routes.filter((r) => r.url.startsWith(PLUGIN_PREFIX));
    expect(docs.length).toBeGreaterThan(0);
    for (const r of docs) expect(r.access, `${r.method} ${r.url}`).toBe('public');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
  });

  it('registers nothing outside /api but the web app files', () => {
    const outside = routes.filter((r) => r.access === null);
    for (const r of outside) {
      expect(['GET', 'HEAD'], `${r.method} ${r.url}`).toContain(r.method);
      const file = path.join(t.app.ctx.config.webDist, ...r.url.split('/').filter(Boolean));
      expect(
        fs.existsSync(file) && fs.statSync(file).isFile(),
        `${r.url} is not a file of the web build`,
      ).toBe(true);
    }
  });
});
