import { randomBytes } from 'node:crypto';
import { DOCTOR_SLOTS, FEES } from '../../../packages/contract/src/constants';
import { get, json, type Outcome, post, signIn, tally } from '../lib/http';
import { ThrowawayPostgres } from '../lib/postgres';
import type { Scenario, ScenarioContext } from '../lib/scenario';
import { ServerProcess } from '../lib/server';

const SLOTS_TO_TRY = 48;
const WORKERS = 6;
/** The server is killed once this many bookings were acknowledged (the burst goes on meanwhile). */
const KILL_AFTER_ACKS = 12;

interface Slot {
  appointmentDate: string;
  appointmentTime: string;
}

interface Attempt {
  slot: Slot;
  outcome: Outcome;
  id?: string;
}

interface Appointment {
  _id: string;
  doctor: { _id: string };
  appointmentDate: string;
  appointmentTime: string;
  status: string;
}

/**
 * The server killed with SIGKILL in the middle of a burst of bookings, then started again on the same
 * data: every booking acknowledged with 201 is there, none is there twice, and re-sending the bookings
 * whose answer was lost gives 201 or 409 — never a second booking. Run on PostgreSQL (our own) and on
 * the embedded PGlite that `npm start` uses.
 */
export const sigkillBookings: Scenario = {
  name: 'sigkill',
  title: 'SIGKILL during a burst of bookings: every acknowledged booking survives, none twice',
  async run(ctx) {
    const postgres = await ThrowawayPostgres.create(ctx.cleanup);
    await burst(ctx, 'PostgreSQL', await postgres.createDatabase('arogya'));
    await burst(ctx, 'PGlite', undefined);
  },
};

async function burst(ctx: ScenarioContext, label: string, databaseUrl: string | undefined): Promise<void> {
  const { cleanup, check, figure, step } = ctx;
  const server = await ServerProcess.start(cleanup, {
    name: `sigkill-${label.toLowerCase()}`,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { APP_SECRET: randomBytes(32).toString('hex') },
  });
  const auth = await signIn(server.baseUrl, 'priya@arogya.health', 'Patient@123');
  const doctorId = await findDoctor(server, 'Mehta');
  const dates = json<{ availableDates: Array<{ date: string }> }>(
    await get(`${server.baseUrl}/api/availability/${doctorId}`),
  )?.availableDates.map((d) => d.date);
  // From the day after tomorrow: every slot is still ahead whatever the time of day.
  const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const slots: Slot[] = (dates ?? [])
    .filter((d) => d >= soon)
    .flatMap((appointmentDate) =>
      DOCTOR_SLOTS.map((appointmentTime) => ({ appointmentDate, appointmentTime })),
    )
    .slice(0, SLOTS_TO_TRY);
  if (slots.length < SLOTS_TO_TRY) throw new Error(`Dr Mehta has only ${slots.length} free slots ahead`);
  step(
    `${label}: server pid ${server.pid}; booking ${slots.length} distinct slots with Dr Mehta, ${WORKERS} at a time`,
  );

  const book = (slot: Slot) =>
    post(
      `${server.baseUrl}/api/appointments`,
      {
        doctor: doctorId,
        ...slot,
        bookingType: 'In-Home Visit',
        symptoms: 'Fault injection: chest discomfort on climbing stairs',
        previousMeds: '',
        fee: FEES.DOCTOR_IN_HOME_VISIT,
        paymentMethod: 'external',
      },
      { headers: auth, timeoutMs: 20_000 },
    );

  const attempts: Attempt[] = [];
  const queue = [...slots];
  let acks = 0;
  let killedAt = 0;
  const worker = async () => {
    for (let slot = queue.shift(); slot; slot = queue.shift()) {
      const outcome = await book(slot);
      const id = outcome.status === 201 ? json<{ data: { _id: string } }>(outcome)?.data._id : undefined;
      attempts.push({ slot, outcome, ...(id ? { id } : {}) });
      if (id) acks += 1;
      if (acks >= KILL_AFTER_ACKS && !killedAt) {
        killedAt = Date.now();
        server.kill('SIGKILL');
      }
      if (outcome.error === 'ECONNREFUSED') return;
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const killedMidBurst = killedAt > 0;
  if (!killedMidBurst) server.kill('SIGKILL');
  await server.child.exited;

  const acked = attempts.filter((a) => a.id);
  const lost = attempts.filter((a) => a.outcome.status === null);
  const refused = attempts.filter((a) => a.outcome.status !== null && a.outcome.status !== 201);
  figure(`${label}: bookings sent before the kill`, attempts.length);
  figure(`${label}: acknowledged 201`, acked.length);
  figure(
    `${label}: no answer (cut off by the kill, or sent after it)`,
    `${lost.length} (${tally(lost.map((a) => a.outcome.error ?? 'error'))})`,
  );
  figure(`${label}: refused`, `${refused.length} (${tally(refused.map((a) => a.outcome.status ?? 0))})`);
  check(
    `${label}: the server was killed mid-burst`,
    killedMidBurst && server.child.process.signalCode === 'SIGKILL',
  );
  check(
    `${label}: no booking was refused before the kill`,
    refused.length === 0,
    tally(refused.map((a) => a.outcome.body.slice(0, 80))),
  );

  const restartMs = await server.restart();
  figure(`${label}: restart on the same data`, `${restartMs} ms`);
  const mine = async () =>
    (
      json<{ data: Appointment[] }>(
        await get(`${server.baseUrl}/api/appointments/my-appointments`, { headers: auth }),
      )?.data ?? []
    ).filter((a) => a.doctor._id === doctorId && a.status !== 'Cancelled');
  const afterRestart = await mine();
  const stored = new Map(afterRestart.map((a) => [a._id, a]));
  const missing = acked.filter((a) => {
    const row = stored.get(a.id!);
    return (
      !row || row.appointmentDate !== a.slot.appointmentDate || row.appointmentTime !== a.slot.appointmentTime
    );
  });
  check(
    `${label}: every acknowledged booking is in the database after the restart`,
    missing.length === 0,
    `${missing.length} missing of ${acked.length}`,
  );
  check(
    `${label}: no slot is booked twice`,
    duplicates(afterRestart) === 0,
    `${duplicates(afterRestart)} duplicates`,
  );

  // A client whose answer was lost tries again: the server must not book the slot a second time.
  const retried = await Promise.all(lost.map((a) => book(a.slot)));
  const afterRetries = await mine();
  figure(`${label}: retries of lost bookings`, tally(retried.map((o) => o.status ?? o.error ?? 'error')));
  check(
    `${label}: a retried lost booking is either booked now (201) or already was (409)`,
    retried.every((o) => o.status === 201 || o.status === 409),
    tally(retried.map((o) => o.status ?? o.error ?? 'error')),
  );
  check(`${label}: still no slot booked twice after the retries`, duplicates(afterRetries) === 0);
  const attempted = new Set(attempts.map((a) => `${a.slot.appointmentDate} ${a.slot.appointmentTime}`));
  const ours = afterRetries.filter((a) => attempted.has(`${a.appointmentDate} ${a.appointmentTime}`));
  check(
    `${label}: one booking per slot tried, no more`,
    ours.length === attempted.size,
    `${ours.length} bookings for ${attempted.size} slots`,
  );
  await server.stop();
}

function duplicates(list: Appointment[]): number {
  const seen = new Set<string>();
  let dup = 0;
  for (const a of list) {
    const key = `${a.doctor._id} ${a.appointmentDate} ${a.appointmentTime}`;
    if (seen.has(key)) dup += 1;
    seen.add(key);
  }
  return dup;
}

async function findDoctor(server: ServerProcess, surname: string): Promise<string> {
  const res = await get(`${server.baseUrl}/api/doctors?city=Mumbai&limit=50`);
  const doctor = json<{ doctors: Array<{ _id: string; name: string }> }>(res)?.doctors.find((d) =>
    d.name.includes(surname),
  );
  if (!doctor)
    throw new Error(`no doctor named ${surname} in Mumbai: ${res.status} ${res.body.slice(0, 200)}`);
  return doctor._id;
}
