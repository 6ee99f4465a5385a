import type { RegisterInput } from '@arogya/contract/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { professionalProfiles, users } from '../db/schema/users';

/**
 * Accounts for integration tests, created through the real API (POST /auth/register) so every rule
 * of registration applies. `registrationFor(role)` is a valid payload; override any field.
 */
export type TestRole = 'patient' | 'doctor' | 'nurse' | 'technician' | 'ambulance';

let counter = 0;
/** A unique address per call (tests in one file share a database). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A password no policy refuses. */
export const TEST_PASSWORD = 'Chai-Biscuit-2026';

export function registrationFor(
  role: TestRole,
  overrides: Partial<Record<string, unknown>> = {},
): RegisterInput {
  const base = { name: `Test ${role}`, email: uniqueEmail(role), password: TEST_PASSWORD };
  const byRole: Record<TestRole, Record<string, unknown>> = {
    patient: { role: 'patient' },
    doctor: {
      role: 'doctor',
      phone: '+91 98765 12345',
      specialty: 'Cardiologist',
      city: 'Mumbai',
      experience: 12,
      licenseNumber: 'MMC-2011-045678',
    },
    nurse: {
      role: 'nurse',
      phone: '9811054321',
      specialty: 'Elder Care',
      city: 'Pune',
      experience: 5,
      licenseNumber: 'MNC-2014-023456',
    },
    technician: {
      role: 'technician',
      phone: '09123456780',
      licenseNumber: 'DMLT-MH-2019-04512',
      city: 'Delhi',
      govId: '1234 5678 9012',
    },
    ambulance: {
      role: 'ambulance',
      phone: '+919000012345',
      licenseNumber: 'MH0220190012345',
      vehicleRegistrationNumber: 'MH 02 AB 1234',
      govId: '9876 5432 1098',
      city: 'Mumbai',
    },
  };
  return { ...base, ...byRole[role], ...overrides } as RegisterInput;
}

export interface RegisteredAccount {
  id: string;
  email: string;
  password: string;
  /** Absent for technicians and drivers (pending approval). */
  token?: string;
}

/** Registers through the API; fails the test with the server's message if it is refused. */
export async function registerAccount(
  app: FastifyInstance,
  role: TestRole,
  overrides: Partial<Record<string, unknown>> = {},
): Promise<RegisteredAccount> {
  const payload = registrationFor(role, overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (res.statusCode !== 201) throw new Error(`registration failed (${res.statusCode}): ${res.body}`);
  const body = res.json() as { token?: string; user: { id: string; email: string } };
  return {
    id: body.user.id,
    email: body.user.email,
    password: String(payload.password),
    ...(body.token ? { token: body.token } : {}),
  };
}

/** Sets a professional's approval state directly (the admin routes are tested elsewhere). */
export async function setApproval(
  db: Database,
  userId: string,
  status: 'pending' | 'approved' | 'rejected',
  reason: string | null = null,
): Promise<void> {
  await db
    .update(professionalProfiles)
    .set({ approvalStatus: status, rejectionReason: reason })
    .where(eq(professionalProfiles.userId, userId));
}

export async function setActive(db: Database, userId: string, isActive: boolean): Promise<void> {
  await db.update(users).set({ isActive }).where(eq(users.id, userId));
}

/** Signs in and returns the session token (accounts without two-factor). */
export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200 || !res.json().token)
    throw new Error(`login failed (${res.statusCode}): ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The session a token names (its `sid`), read without checking: for tests that forge tokens of it. */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid?: unknown;
  };
  if (typeof payload.sid !== 'string') throw new Error('the token names no session');
  return payload.sid;
}
