import { randomUUID } from 'node:crypto';
import type { Role } from '@arogya/contract/constants/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { professionalProfiles, users } from '../db/schema/users';

/**
 * Accounts inserted straight into the database, with session tokens signed by the app's own token
 * service: for tests about what an account may do once it exists (profiles, admin, access), without the
 * cost and the rules of registration. Registration itself is tested through the API (`accounts.ts`).
 */

export interface DirectAccountOptions {
  role: Role;
  name?: string;
  email?: string;
  phone?: string | null;
  city?: string | null;
  careFundBalancePaise?: number;
  createdAt?: Date;
  registrationIp?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Professionals only. */
  specialty?: string | null;
  licenseNumber?: string | null;
  govIdHash?: string | null;
  approvalStatus?: 'pending' | 'approved' | 'rejected';
  fraudFlags?: string[];
  qualifications?: string[];
  verifiedSkills?: string[];
  experience?: number | null;
}

export interface DirectAccount {
  id: string;
  email: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

const DEFAULT_LICENCE: Partial<Record<Role, string>> = {
  doctor: 'MMC-2011-045678',
  nurse: 'MNC-2014-023456',
  technician: 'DMLT-MH-2019-04512',
  ambulance: 'MH-0220150034567',
};

/** A phone no other test account has: +91 6 followed by 9 digits from a per-process counter. */
function uniquePhone(): string {
  return `+916${String((process.pid * 1000 + counter) % 1_000_000_000).padStart(9, '0')}`;
}

export async function insertAccount(
  app: FastifyInstance,
  opts: DirectAccountOptions,
  db: Database = app.ctx.db,
): Promise<DirectAccount> {
  counter += 1;
  const id = randomUUID();
  const email = opts.email ?? `${opts.role}.${counter}.${id.slice(0, 8)}@example.com`;
  const professional = ['doctor', 'nurse', 'technician', 'ambulance'].includes(opts.role);
  const createdAt = opts.createdAt ?? new Date();
  await db.insert(users).values({
    id,
    email,
    name: opts.name ?? `Test ${opts.role} ${counter}`,
    passwordHash: 'not-a-real-hash',
    role: opts.role,
    phone: opts.phone === undefined ? (professional ? uniquePhone() : null) : opts.phone,
    city: opts.city === undefined ? 'Mumbai' : opts.city,
    careFundBalancePaise: opts.careFundBalancePaise ?? 0,
    registrationIp: opts.registrationIp ?? null,
    latitude: opts.latitude ?? null,
    longitude: opts.longitude ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  if (professional) {
    await db.insert(professionalProfiles).values({
      userId: id,
      role: opts.role,
      specialty:
        opts.specialty === undefined
          ? opts.role === 'doctor'
            ? 'Cardiologist'
            : opts.role === 'nurse'
              ? 'Elder Care'
              : null
          : opts.specialty,
      city: opts.city === undefined ? 'Mumbai' : opts.city,
      experience: opts.experience === undefined ? 5 : opts.experience,
      licenseNumber:
        opts.licenseNumber === undefined ? (DEFAULT_LICENCE[opts.role] ?? null) : opts.licenseNumber,
      govIdHash: opts.govIdHash ?? null,
      approvalStatus: opts.approvalStatus ?? 'approved',
      fraudFlags: opts.fraudFlags ?? [],
      qualifications: opts.qualifications ?? [],
      verifiedSkills: opts.verifiedSkills ?? [],
      createdAt,
      updatedAt: createdAt,
    });
  }
  const token = await app.ctx.sessions.issue({ id, role: opts.role, tokenVersion: 0 });
  return { id, email, role: opts.role, token, headers: { authorization: `Bearer ${token}` } };
}
