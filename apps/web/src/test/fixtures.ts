import type { PendingUser } from '@arogya/contract/schemas/admin';
import type { OwnProfile, SessionUser } from '@arogya/contract/schemas/users';

/** Objects shaped exactly as the contract's response schemas (so `parse` accepts them). */

export function contractUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides._id ?? '7f1c2b9e-0000-4000-8000-000000000001';
  return {
    _id: id,
    id,
    name: 'Asha Patel',
    email: 'asha@example.com',
    role: 'patient',
    city: 'Mumbai',
    phone: null,
    profilePictureUrl: null,
    approvalStatus: null,
    rejectionReason: null,
    isVerified: false,
    isTwoFactorEnabled: false,
    subscriptionTier: 'free',
    specialty: null,
    licenseNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function contractProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...contractUser(overrides),
    experience: null,
    qualifications: [],
    bio: null,
    verifiedSkills: [],
    vehicleRegistrationNumber: null,
    location: null,
    serviceArea: null,
    serviceAreaCentroid: null,
    subscriptionExpiry: null,
    ...overrides,
  };
}

export function contractPendingUser(overrides: Partial<PendingUser> = {}): PendingUser {
  const id = overrides._id ?? '7f1c2b9e-0000-4000-8000-0000000000aa';
  return {
    _id: id,
    id,
    name: 'Imran Khan',
    role: 'ambulance',
    email: 'imran@example.com',
    specialty: null,
    city: 'Delhi',
    flags: [],
    createdAt: '2026-11-18T09:30:00.000Z',
    ...overrides,
  };
}
