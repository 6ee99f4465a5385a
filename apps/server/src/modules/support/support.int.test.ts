import type { AddressInfo } from 'node:net';
import { SUPPORT_PAGE_DEFAULT } from '@arogya/contract/constants/support';
import type { JoinAck } from '@arogya/contract/events';
import { MSG_SUPPORT } from '@arogya/contract/messages/support';
import {
  flaggedMessageListSchema,
  revealedIdentitySchema,
  sentSupportMessageSchema,
  supportGroupEnvelopeSchema,
  supportGroupListSchema,
  supportMemberListSchema,
  supportMessagePageSchema,
} from '@arogya/contract/schemas/support';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../db/ids';
import { auditLog } from '../../db/schema/audit';
import { supportMessages } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import type { RealtimeServer } from '../../realtime/server';
import { type DirectAccount, insertAccount } from '../../test/direct-accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectSocket } from '../../test/sockets';
import { waitFor } from '../../test/wait-for';

const backend = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const clock = fixedClock('2026-11-20T06:30:00Z');
const DAY = 86_400_000;

let t: TestApp;
let url: string;
let nurse: DirectAccount;
let admin: DirectAccount;
const sockets: Socket[] = [];
/** Every member-facing body and socket payload, checked for identifying fields at the end. */
const seen: string[] = [];
const patients: DirectAccount[] = [];
let counter = 0;

type Json = Record<string, unknown>;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  who: DirectAccount,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `/api${path}`,
    headers: who.headers,
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
  if (who.role === 'patient') seen.push(res.body);
  return res;
}

async function patient(): Promise<DirectAccount> {
  counter += 1;
  const p = await insertAccount(t.app, {
    role: 'patient',
    name: `Real Name ${counter} Sharma`,
    phone: `+9198765${String(43210 + counter).padStart(5, '0')}`,
  });
  patients.push(p);
  return p;
}

async function group(body: Json = {}) {
  counter += 1;
  const res = await call('POST', '/support/admin/groups', nurse, {
    name: `Group ${counter}`,
    description: 'People who understand',
    category: 'Diabetes',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return supportGroupEnvelopeSchema.parse(res.json()).data;
}

async function join(groupId: string, who: DirectAccount) {
  const res = await call('POST', `/support/groups/${groupId}/join`, who);
  expect(res.statusCode, res.body).toBe(200);
}

async function post(groupId: string, who: DirectAccount, content: string) {
  const res = await call('POST', `/support/groups/${groupId}/messages`, who, { content });
  expect(res.statusCode, res.body).toBe(201);
  return sentSupportMessageSchema.parse(res.json());
}

async function page(groupId: string, who: DirectAccount, query = '') {
  const res = await call('GET', `/support/groups/${groupId}/messages${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return supportMessagePageSchema.parse(res.json());
}

async function socketOf(
  who: DirectAccount,
  groupId?: string,
): Promise<{ socket: Socket; events: [string, unknown][] }> {
  const socket = await connectSocket(url, who.token);
  sockets.push(socket);
  const events: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => {
    events.push([event, payload]);
    seen.push(JSON.stringify(payload));
  });
  if (groupId) {
    const ack = (await socket.emitWithAck('support:join', { groupId })) as JoinAck;
    expect(ack).toEqual({ ok: true });
  }
  return { socket, events };
}

async function groupRow(groupId: string) {
  const res = await call('GET', '/support/admin/groups', nurse);
  return supportGroupListSchema.parse(res.json()).data.find((g) => g._id === groupId);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  nurse = await insertAccount(t.app, { role: 'nurse', approvalStatus: 'approved' });
  admin = await insertAccount(t.app, { role: 'admin' });
}, 180_000); // building the app takes long on a loaded machine

afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

describe(`support community (${backend})`, () => {
  it('gives each member a stable generated name, and changes it only within the rules', async () => {
    const [a, b] = [await patient(), await patient()];
    const first = (await call('GET', '/support/my-profile', a)).json() as { displayName: string };
    expect(first.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ \d{2}$/);
    expect(((await call('GET', '/support/my-profile', a)).json() as Json).displayName).toBe(
      first.displayName,
    );

    for (const bad of ['me@example.com', 'Call 9876543210', 'x', 'a'.repeat(31), 'two  spaces', '<script>']) {
      const res = await call('PUT', '/support/my-profile', a, { displayName: bad });
      expect(res.statusCode, bad).toBe(400);
    }
    const renamed = await call('PUT', '/support/my-profile', a, { displayName: 'Quiet River 7' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const taken = await call('PUT', '/support/my-profile', b, { displayName: 'quiet river 7' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MSG_SUPPORT.displayNameTaken);
  });

  it('only members read and post, live in the group room; an inactive group is read-only', async () => {
    const g = await group();
    const [a, b, outsider] = [await patient(), await patient(), await patient()];
    await join(g._id, a);
    await join(g._id, b);
    expect((await call('POST', `/support/groups/${g._id}/join`, a)).statusCode).toBe(409);

    // Outsiders: no messages, no room.
    expect((await call('GET', `/support/groups/${g._id}/messages`, outsider)).statusCode).toBe(403);
    expect(
      (await call('POST', `/support/groups/${g._id}/messages`, outsider, { content: 'hi' })).statusCode,
    ).toBe(403);
    const stranger = await socketOf(outsider);
    expect(await stranger.socket.emitWithAck('support:join', { groupId: g._id })).toMatchObject({
      ok: false,
    });
    expect(await stranger.socket.emitWithAck('support:join', { groupId: 'nope' })).toMatchObject({
      ok: false,
    });

    const live = await socketOf(b, g._id);
    const sent = await post(g._id, a, '  Hello from the first member  ');
    expect(sent.data.content).toBe('Hello from the first member');
    expect(sent.safetyFlag).toBe(false);
    await waitFor('the message to reach the other member', () =>
      live.events.some(([e]) => e === 'support:message'),
    );
    const [, payload] = live.events.find(([e]) => e === 'support:message') as [string, Json];
    expect(payload).toEqual({ groupId: g._id, message: sent.data });
    expect(stranger.events.filter(([e]) => e.startsWith('support:'))).toEqual([]);

    const bPage = await page(g._id, b);
    expect(bPage.data.map((m) => m.content)).toEqual(['Hello from the first member']);
    expect(bPage.data[0]?.author.key).not.toBe(bPage.myAuthorKey);
    expect((await page(g._id, a)).myAuthorKey).toBe(bPage.data[0]?.author.key);

    // Limits: 1000 characters, trimmed, not blank.
    expect(
      (await call('POST', `/support/groups/${g._id}/messages`, a, { content: 'x'.repeat(1001) })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/support/groups/${g._id}/messages`, a, { content: '   ' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', `/support/groups/${g._id}/messages`, a, {})).statusCode).toBe(400);
    await post(g._id, a, 'y'.repeat(1000));

    const edited = await call('PUT', `/support/admin/groups/${g._id}`, nurse, {
      name: g.name,
      description: g.description,
      category: g.category,
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await call('POST', `/support/groups/${g._id}/messages`, a, { content: 'still here?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG_SUPPORT.groupInactive);
    expect((await page(g._id, a)).data).toHaveLength(2);
    expect((await call('POST', `/support/groups/${g._id}/join`, outsider)).statusCode).toBe(409);
    expect(await groupRow(g._id)).toMatchObject({ memberCount: 2, messageCount: 2, isActive: false });
  });

  it('pages newest first with a cursor, oldest first within a page', async () => {
    const g = await group();
    const a = await patient();
    await join(g._id, a);
    // 119 stored at once (two to a second, so the id breaks ties), the newest posted through the API.
    const base = clock.now().getTime();
    const sent = await post(g._id, a, 'probe');
    await t.app.ctx.db.delete(supportMessages).where(eq(supportMessages.id, sent.data._id));
    await t.app.ctx.db.insert(supportMessages).values(
      Array.from({ length: 119 }, (_, i) => ({
        id: uuidv7(),
        groupId: g._id,
        authorId: a.id,
        authorKey: sent.data.author.key,
        displayName: sent.data.author.displayName,
        content: `message ${i + 1}`,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    clock.advance(120_000);
    await post(g._id, a, 'message 120');
    const first = await page(g._id, a);
    expect(first.data).toHaveLength(SUPPORT_PAGE_DEFAULT);
    expect(first.data[0]?.content).toBe('message 71');
    expect(first.data.at(-1)?.content).toBe('message 120');
    expect(first.hasMore).toBe(true);
    const second = await page(g._id, a, `?before=${first.nextBefore}`);
    expect(second.data.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `message ${21 + i}`),
    );
    const third = await page(g._id, a, `?before=${second.nextBefore}&limit=100`);
    expect(third.data).toHaveLength(20);
    expect(third.hasMore).toBe(false);
    expect(third.nextBefore).toBeNull();
    expect((await call('GET', `/support/groups/${g._id}/messages?limit=101`, a)).statusCode).toBe(400);
    expect((await call('GET', `/support/groups/${g._id}/messages?before=not-an-id`, a)).statusCode).toBe(400);
  });

  it('hides a message on the third distinct report, for everyone, until a moderator decides', async () => {
    const g = await group();
    const [author, r1, r2, r3, r4] = [
      await patient(),
      await patient(),
      await patient(),
      await patient(),
      await patient(),
    ];
    for (const p of [author, r1, r2, r3, r4]) await join(g._id, p);
    const watcher = await socketOf(r4, g._id);
    const bad = (await post(g._id, author, 'Buy miracle pills, DM me')).data;

    expect(
      (await call('POST', `/support/groups/${g._id}/messages/${bad._id}/report`, author, {})).statusCode,
    ).toBe(409);
    const firstReport = await call('POST', `/support/groups/${g._id}/messages/${bad._id}/report`, r1, {
      reason: 'Spam',
    });
    expect(firstReport.statusCode, firstReport.body).toBe(200);
    expect(firstReport.json().message).toBe(MSG_SUPPORT.reported);
    expect((await page(g._id, r1)).data.find((m) => m._id === bad._id)?.reportedByMe).toBe(true);
    const again = await call('POST', `/support/groups/${g._id}/messages/${bad._id}/report`, r1, {});
    expect(again.statusCode).toBe(409);

    // Two at once: exactly one of them is the third report.
    const both = await Promise.all(
      [r2, r3].map((p) => call('POST', `/support/groups/${g._id}/messages/${bad._id}/report`, p, {})),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    await waitFor('the hidden event', () => watcher.events.some(([e]) => e === 'support:message-hidden'));
    expect(watcher.events.filter(([e]) => e === 'support:message-hidden')).toEqual([
      ['support:message-hidden', { groupId: g._id, messageId: bad._id }],
    ]);
    for (const p of [author, r1, r4]) {
      expect((await page(g._id, p)).data.some((m) => m._id === bad._id)).toBe(false);
    }

    const flagged = flaggedMessageListSchema.parse(
      (await call('GET', '/support/admin/flagged-messages', nurse)).json(),
    );
    const entry = flagged.data.find((m) => m._id === bad._id);
    expect(entry).toMatchObject({
      reportCount: 3,
      isHidden: true,
      group: { name: g.name },
      reasons: ['Spam'],
    });
    expect(entry?.sender.displayName).toBe(bad.author.displayName);

    // Patients cannot moderate; the nurse approves and it comes back live.
    const body = { action: 'approve' };
    expect(
      (await call('PUT', `/support/admin/groups/${g._id}/messages/${bad._id}/moderate`, r1, body)).statusCode,
    ).toBe(403);
    const approved = await call(
      'PUT',
      `/support/admin/groups/${g._id}/messages/${bad._id}/moderate`,
      nurse,
      body,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await waitFor('the restored event', () => watcher.events.some(([e]) => e === 'support:message-restored'));
    const restored = (await page(g._id, r4)).data.find((m) => m._id === bad._id);
    expect(restored?.isModerated).toBe(true);
    // Approved: a later report no longer hides it.
    expect(
      (await call('POST', `/support/groups/${g._id}/messages/${bad._id}/report`, r4, {})).statusCode,
    ).toBe(200);
    expect((await page(g._id, r4)).data.some((m) => m._id === bad._id)).toBe(true);

    // The admin removes another one: final for members, kept for audit, counted out.
    const worse = (await post(g._id, author, 'Something abusive')).data;
    const before = (await groupRow(g._id))?.messageCount ?? 0;
    const removed = await call(
      'PUT',
      `/support/admin/groups/${g._id}/messages/${worse._id}/moderate`,
      admin,
      {
        action: 'remove',
      },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await waitFor('the removal to reach members', () =>
      watcher.events.some(([e, p]) => e === 'support:message-hidden' && (p as Json).messageId === worse._id),
    );
    expect((await page(g._id, r1)).data.some((m) => m._id === worse._id)).toBe(false);
    expect((await groupRow(g._id))?.messageCount).toBe(before - 1);
    const again2 = await call('PUT', `/support/admin/groups/${g._id}/messages/${worse._id}/moderate`, nurse, {
      action: 'approve',
    });
    expect(again2.statusCode).toBe(409);
    const [kept] = await t.app.ctx.db.select().from(supportMessages).where(eq(supportMessages.id, worse._id));
    expect(kept?.removedAt).not.toBeNull();
    const audits = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.message_moderated'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the helplines for a message about self-harm and puts it before the moderators', async () => {
    const g = await group({ category: 'Mental Health' });
    const a = await patient();
    await join(g._id, a);
    const sent = await post(g._id, a, 'Kabhi kabhi lagta hai main marna chahta hoon');
    expect(sent.safetyFlag).toBe(true);
    const flagged = flaggedMessageListSchema.parse(
      (await call('GET', '/support/admin/flagged-messages', nurse)).json(),
    );
    expect(flagged.data.find((m) => m._id === sent.data._id)).toMatchObject({
      safetyFlag: true,
      isHidden: false,
    });
    expect((await page(g._id, a)).data.some((m) => m._id === sent.data._id)).toBe(true);
  });

  it('reveals who wrote a flagged message to an admin only, with a reason, and audits it', async () => {
    const g = await group({ category: 'Mental Health' });
    const a = await patient();
    await join(g._id, a);
    const flaggedOne = await post(g._id, a, 'I want to end my life, nothing helps');
    const plain = await post(g._id, a, 'Good morning everyone');
    const revealPath = (m: string) => `/support/admin/groups/${g._id}/messages/${m}/reveal-identity`;
    const reason = { reason: 'Self-harm risk: the helpline needs to reach this person.' };

    // Nurses moderate, but only an admin may see past the anonymity; patients never.
    const byNurse = await call('POST', revealPath(flaggedOne.data._id), nurse, reason);
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json().message).toBe(MSG_SUPPORT.revealAdminsOnly);
    expect((await call('POST', revealPath(flaggedOne.data._id), a, reason)).statusCode).toBe(403);

    // A reason is required; a message nobody reported or flagged stays anonymous; unknown ids are 404.
    const noReason = await call('POST', revealPath(flaggedOne.data._id), admin, { reason: 'because' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(MSG_SUPPORT.revealReasonShort);
    const notFlagged = await call('POST', revealPath(plain.data._id), admin, reason);
    expect(notFlagged.statusCode).toBe(409);
    expect(notFlagged.json().message).toBe(MSG_SUPPORT.revealNotFlagged);
    expect((await call('POST', revealPath(uuidv7()), admin, reason)).statusCode).toBe(404);
    const auditedBefore = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.identity_revealed'));
    expect(auditedBefore).toHaveLength(0);

    const res = await call('POST', revealPath(flaggedOne.data._id), admin, reason);
    expect(res.statusCode, res.body).toBe(200);
    const revealed = revealedIdentitySchema.parse(res.json()).data;
    expect(revealed).toMatchObject({
      userId: a.id,
      email: a.email,
      displayName: flaggedOne.data.author.displayName,
    });
    const audited = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'support.identity_revealed'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorId: admin.id,
      targetUserId: a.id,
      details: { groupId: g._id, messageId: flaggedOne.data._id, reason: reason.reason },
    });
    expect(audited[0]?.createdAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('removes a member by membership id; they cannot rejoin for 7 days, and counts stay exact', async () => {
    const g = await group();
    const [a, b] = [await patient(), await patient()];
    const racing = await Promise.all([1, 2].map(() => call('POST', `/support/groups/${g._id}/join`, a)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await join(g._id, b);
    expect(await groupRow(g._id)).toMatchObject({ memberCount: 2 });

    const live = await socketOf(a, g._id);
    const members = supportMemberListSchema.parse(
      (await call('GET', `/support/admin/groups/${g._id}/members`, nurse)).json(),
    );
    expect(members.data).toHaveLength(2);
    for (const m of members.data) expect(patients.some((p) => p.id === m._id)).toBe(false);
    const profile = (await call('GET', '/support/my-profile', a)).json() as { displayName: string };
    const target = members.data.find((m) => m.displayName === profile.displayName);
    expect(target).toBeDefined();

    expect(
      (await call('DELETE', `/support/admin/groups/${g._id}/members/${target?._id}`, a)).statusCode,
    ).toBe(403);
    const removed = await call('DELETE', `/support/admin/groups/${g._id}/members/${target?._id}`, nurse);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await call('DELETE', `/support/admin/groups/${g._id}/members/${target?._id}`, nurse)).statusCode,
    ).toBe(404);
    expect(await groupRow(g._id)).toMatchObject({ memberCount: 1 });
    expect((await call('GET', `/support/groups/${g._id}/messages`, a)).statusCode).toBe(403);

    // The removed member's sockets left the room at once: b's next message reaches b, not a.
    const io = (t.app.ctx.realtime as RealtimeServer).io;
    await waitFor('the removed member’s socket to leave the room', async () => {
      const mineNow = await io.in(`user:${a.id}`).fetchSockets();
      return mineNow.length > 0 && mineNow.every((s) => !s.rooms.has(`group:${g._id}`));
    });
    const other = await socketOf(b, g._id);
    await post(g._id, b, 'after the removal');
    await waitFor('b to hear the message', () => other.events.some(([e]) => e === 'support:message'));
    expect(live.events.filter(([e]) => e === 'support:message')).toEqual([]);

    const blocked = await call('POST', `/support/groups/${g._id}/join`, a);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(
      /^You were removed from this group\. You can join it again after /,
    );
    // Seven days later (a new sign-in: the old session idled out meanwhile), joining works again.
    const removedAt = clock.now();
    clock.advance(7 * DAY + 1000);
    const token = await t.app.ctx.sessions.issue({ id: a.id, role: 'patient', tokenVersion: 0 });
    const later = { ...a, token, headers: { authorization: `Bearer ${token}` } };
    await join(g._id, later);
    const left = await call('POST', `/support/groups/${g._id}/leave`, later);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(MSG_SUPPORT.left);
    expect((await call('POST', `/support/groups/${g._id}/leave`, later)).statusCode).toBe(409);
    await join(g._id, later); // leaving is not a removal
    clock.set(removedAt);
    expect(await groupRow(g._id)).toMatchObject({ memberCount: 2 });
  });

  it('lets moderators create, rename and delete groups; names are unique and the category one of ten', async () => {
    const g = await group({ name: 'Unique Name' });
    const dup = await call('POST', '/support/admin/groups', admin, {
      name: 'unique name',
      description: 'x',
      category: 'Cancer',
    });
    expect(dup.statusCode).toBe(409);
    const badCategory = await call('POST', '/support/admin/groups', nurse, {
      name: 'Other',
      description: 'x',
      category: 'Gardening',
    });
    expect(badCategory.statusCode).toBe(400);
    const missing = await call('POST', '/support/admin/groups', nurse, { name: 'Other', category: 'Cancer' });
    expect(missing.statusCode).toBe(400);
    const a = await patient();
    expect(
      (await call('POST', '/support/admin/groups', a, { name: 'P', description: 'x', category: 'Cancer' }))
        .statusCode,
    ).toBe(403);
    await join(g._id, a);
    await post(g._id, a, 'before deletion');
    expect((await call('DELETE', `/support/admin/groups/${g._id}`, nurse)).statusCode).toBe(200);
    expect((await call('DELETE', `/support/admin/groups/${g._id}`, nurse)).statusCode).toBe(404);
    expect((await call('GET', `/support/groups/${g._id}/messages`, a)).statusCode).toBe(404);
    const mine = supportGroupListSchema.parse((await call('GET', '/support/my-groups', a)).json());
    expect(mine.data.some((x) => x._id === g._id)).toBe(false);
  });

  it('never shows a member another member’s identity (every response and socket payload above)', async () => {
    expect(seen.length).toBeGreaterThan(50);
    const all = seen.join('\n');
    for (const p of patients) {
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, p.id));
      for (const secret of [p.id, p.email, row?.name, row?.phone]) {
        if (secret) expect(all.includes(secret), `leaked ${secret}`).toBe(false);
      }
    }
    for (const field of ['"userId"', '"authorId"', '"email"', '"phone"', '"profilePicture"', '"keySalt"']) {
      expect(all.includes(field), field).toBe(false);
    }
  });
});
