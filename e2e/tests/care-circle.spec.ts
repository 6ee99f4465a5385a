import { mkdir } from 'node:fs/promises';
import { MSG_CARE_CIRCLE } from '@arogya/contract/messages/care-circle';
import { MSG_VIDEO } from '@arogya/contract/messages/video';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  apiToken,
  type Credentials,
  expectNoSeriousA11yViolations,
  me,
  registerPatient,
  signIn,
  toastWith,
} from './fixtures';

/**
 * Care circle and video in the browser (Chromium with fake camera and microphone): a fresh patient invites
 * Dr. Mehta (Doctor) and a relative (Family) through the page and the API; they accept. Dr. Mehta starts a
 * family bridge from "Circles I'm in"; the patient gets the join toast with its countdown and joins; the two
 * establish a real peer connection through Arogya's signalling (connected, video frames decoded — read from
 * getStats); the relative joins from the active-call banner as a third participant; a stranger is refused.
 * Fresh patients only, so Dr. Mehta's other demo data is untouched; the tests of this file run in order.
 */

const MEHTA: Credentials = { email: 'dr.mehta@arogya.health', password: 'Doctor@123' };
const SHOTS = '/tmp/wt-care-circle-shots';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe.configure({ mode: 'serial' });

async function acceptAll(request: APIRequestContext, token: string) {
  const res = await request.get('/api/care-circle/invitations', { headers: auth(token) });
  const { invitations } = (await res.json()) as { invitations: { _id: string }[] };
  for (const inv of invitations) {
    const ok = await request.post(`/api/care-circle/invitations/${inv._id}/accept`, { headers: auth(token) });
    expect(ok.status(), await ok.text()).toBe(200);
  }
}

async function pageAs(browser: Browser, request: APIRequestContext, who: Credentials) {
  const context = await browser.newContext();
  await signIn(context, request, who);
  const page = await context.newPage();
  return { context, page };
}

interface PeerStats {
  userId: string;
  connectionState: string;
  framesDecoded: number;
}

/** The call's peers as the page sees them (connection state and decoded video frames, from getStats). */
async function callStats(page: Page): Promise<PeerStats[]> {
  return page.evaluate(async () => {
    const read = (window as { __arogyaCallStats?: () => Promise<PeerStats[]> }).__arogyaCallStats;
    return read ? await read() : [];
  });
}

async function expectConnectedTo(page: Page, peers: string[]) {
  await expect
    .poll(
      async () =>
        (await callStats(page))
          .filter((p) => p.connectionState === 'connected' && p.framesDecoded > 0)
          .map((p) => p.userId)
          .sort(),
      { timeout: 30_000, intervals: [500] },
    )
    .toEqual([...peers].sort());
}

test('a patient invites from the page; a visitor is asked to log in; the circle has no serious a11y issues', async ({
  browser,
  request,
}) => {
  const patient = await registerPatient(request, 'Kiran Rao');
  const { context, page } = await pageAs(browser, request, patient);
  await page.goto('/care-circle');
  await expect(page.getByRole('heading', { level: 1, name: MSG_CARE_CIRCLE.header })).toBeVisible();
  // Empty or whitespace-only is ignored silently.
  const form = page.getByRole('region', { name: MSG_CARE_CIRCLE.inviteHeading });
  await form.getByLabel(MSG_CARE_CIRCLE.inviteEmail).fill('   ');
  await form.getByRole('button', { name: MSG_CARE_CIRCLE.invite }).click();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await form.getByLabel(MSG_CARE_CIRCLE.inviteEmail).fill(MEHTA.email);
  await form.getByLabel(MSG_CARE_CIRCLE.inviteRole).selectOption('Doctor');
  await form.getByRole('button', { name: MSG_CARE_CIRCLE.invite }).click();
  await expect(toastWith(page, MSG_CARE_CIRCLE.inviteSent)).toBeVisible();
  await expect(page.getByText(MEHTA.email).first()).toBeVisible();
  await expect(page.getByText(MSG_CARE_CIRCLE.pending)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/care-circle-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/care-circle-360.png`, fullPage: true });
  await context.close();

  const visitor = await browser.newPage();
  await visitor.goto('/care-circle?invitation=00000000-0000-4000-8000-000000000000');
  await expect(visitor.getByText(MSG_CARE_CIRCLE.signInToAccept)).toBeVisible();
  await visitor.close();
});

test('doctor, patient and a relative connect through Arogya’s signalling; a stranger is refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  // A name of this run only: Dr. Mehta's circles may already hold another test's patient.
  const patientName = `Savitri Menon ${Date.now().toString(36)}`;
  const patient = await registerPatient(request, patientName);
  const relative = await registerPatient(request, 'Arun Menon');
  const stranger = await registerPatient(request, 'Someone Else');
  const mehtaToken = await apiToken(request, MEHTA);
  const mehtaId = (await me(request, mehtaToken))._id;
  for (const [email, role] of [
    [MEHTA.email, 'Doctor'],
    [relative.email, 'Family'],
  ] as const) {
    const res = await request.post('/api/profile/my-care-circle/invite', {
      headers: auth(patient.token),
      data: { email, role },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await acceptAll(request, mehtaToken);
  await acceptAll(request, relative.token);

  const doctor = await pageAs(browser, request, MEHTA);
  const pat = await pageAs(browser, request, patient);
  const rel = await pageAs(browser, request, relative);
  await pat.page.goto('/care-circle');
  await rel.page.goto('/care-circle');
  await expect(pat.page.getByRole('heading', { name: MSG_CARE_CIRCLE.members })).toBeVisible();
  await expect(rel.page.getByText(patientName)).toBeVisible();

  // The doctor starts a family bridge from the circle he is in.
  await doctor.page.goto('/care-circle');
  const circle = doctor.page.getByRole('listitem').filter({ hasText: patientName });
  await circle.getByRole('button', { name: MSG_VIDEO.startFamilyBridge }).click();
  await expect(doctor.page.getByRole('dialog')).toBeVisible();

  // The patient's join toast names the doctor and counts down (no timing asserted: only that it goes down).
  const toast = pat.page.getByTestId('join-call-toast');
  await expect(toast).toContainText('Arjun Mehta');
  const secondsLeft = async () =>
    Number(/Dismissing in (\d+)s/.exec((await toast.textContent()) ?? '')?.[1] ?? -1);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(0);
  await expect.poll(secondsLeft, { timeout: 30_000 }).toBeLessThan(first);
  // Joining from the active-call banner (the toast may have dismissed itself on a slow machine).
  await pat.page.getByRole('button', { name: MSG_CARE_CIRCLE.joinCall }).click();
  await expect(pat.page.getByRole('dialog')).toBeVisible();

  await expectConnectedTo(doctor.page, [patient.id]);
  await expectConnectedTo(pat.page, [mehtaId]);
  // The overlay's connection state (the toast of the same text may have gone already).
  await expect(pat.page.getByRole('dialog').getByRole('status')).toHaveText(MSG_VIDEO.connected);

  // The relative joins from the active-call banner as a third participant.
  await rel.page.getByRole('button', { name: MSG_CARE_CIRCLE.joinCall }).click();
  await expect(rel.page.getByRole('dialog')).toBeVisible();
  await expectConnectedTo(rel.page, [mehtaId, patient.id]);
  await expectConnectedTo(doctor.page, [patient.id, relative.id]);
  await expectConnectedTo(pat.page, [mehtaId, relative.id]);

  await mkdir(SHOTS, { recursive: true });
  await pat.page.screenshot({ path: `${SHOTS}/call-overlay-1280.png` });
  await pat.page.setViewportSize({ width: 360, height: 740 });
  await pat.page.screenshot({ path: `${SHOTS}/call-overlay-360.png` });
  await expectNoSeriousA11yViolations(pat.page);

  // Mute switches the audio track off.
  await pat.page.getByRole('button', { name: MSG_VIDEO.mute }).click();
  await expect(pat.page.getByRole('button', { name: MSG_VIDEO.unmute })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A stranger is refused: no call to join, and the API says 403.
  const active = await request.get(`/api/video-calls/active/me`, { headers: auth(mehtaToken) });
  const { call } = (await active.json()) as { call: { callId: string } };
  const refused = await request.post(`/api/video-calls/${call.callId}/join`, {
    headers: auth(stranger.token),
  });
  expect(refused.status()).toBe(403);
  const strangerPage = await pageAs(browser, request, stranger);
  await strangerPage.page.goto('/care-circle');
  await expect(strangerPage.page.getByRole('heading', { name: MSG_CARE_CIRCLE.callHistory })).toBeVisible();
  await expect(strangerPage.page.getByRole('button', { name: MSG_CARE_CIRCLE.joinCall })).toHaveCount(0);

  // The doctor ends the call: the others see 'Call ended' and their overlays close.
  await doctor.page.getByRole('button', { name: MSG_VIDEO.endCall }).click();
  await expect(toastWith(pat.page, MSG_VIDEO.callEnded)).toBeVisible();
  await expect(pat.page.getByRole('dialog')).toHaveCount(0);
  await expect(rel.page.getByRole('dialog')).toHaveCount(0);
  await expect(pat.page.getByText('with Arjun Mehta').first()).toBeVisible();

  for (const c of [doctor, pat, rel, strangerPage]) await c.context.close();
});
