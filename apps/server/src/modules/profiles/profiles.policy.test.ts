import type { OwnProfile } from '@arogya/contract/schemas/users';
import { updateProfileSchema } from '@arogya/contract/schemas/users';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors';
import { canViewProfile, EDITABLE_FIELDS, planProfileUpdate, splitForReview } from './profiles.policy';

const ID = '11111111-1111-4111-8111-111111111111';

function current(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    _id: ID,
    id: ID,
    name: 'Asha',
    email: 'asha@example.com',
    role: 'nurse',
    city: 'Pune',
    phone: '+919811054321',
    profilePictureUrl: null,
    approvalStatus: 'approved',
    rejectionReason: null,
    isVerified: true,
    isTwoFactorEnabled: false,
    subscriptionTier: 'free',
    specialty: 'Elder Care',
    licenseNumber: 'MNC-2014-023456',
    createdAt: '2026-01-01T00:00:00.000Z',
    experience: 5,
    qualifications: [],
    bio: null,
    verifiedSkills: [],
    profileChangeRequest: null,
    vehicleRegistrationNumber: null,
    location: null,
    serviceArea: null,
    serviceAreaCentroid: null,
    subscriptionExpiry: null,
    ...overrides,
  };
}

const plan = (role: OwnProfile['role'], input: unknown, cur = current({ role })) =>
  planProfileUpdate({ id: ID, role, name: 'Asha' }, cur, updateProfileSchema.parse(input));

describe('planProfileUpdate', () => {
  it('keeps only real changes, normalised', () => {
    expect(
      plan('nurse', { name: 'Asha', phone: '98110 54322', licenseNumber: 'KSNC 12345' }).changes,
    ).toEqual({
      phone: '+919811054322',
      licenseNumber: 'KSNC 12345',
    });
  });

  it('refuses a changed e-mail and accepts it back unchanged', () => {
    expect(() => plan('nurse', { email: 'other@example.com' })).toThrow(ValidationError);
    expect(plan('nurse', { email: ' ASHA@example.com ' }).changes).toEqual({});
  });

  it('names every field the role may not change', () => {
    try {
      plan('technician', { bio: 'x', experience: 9 }, current({ role: 'technician' }));
      expect.unreachable();
    } catch (err) {
      expect((err as ValidationError).details?.map((d) => d.path)).toEqual(['body.experience', 'body.bio']);
    }
  });

  it('gives nurses, and only nurses, the licence among the practice fields', () => {
    expect(EDITABLE_FIELDS.nurse).toContain('licenseNumber');
    expect(EDITABLE_FIELDS.doctor).not.toContain('licenseNumber');
    expect(EDITABLE_FIELDS.patient).toEqual(['name', 'phone', 'city', 'profilePictureUrl']);
  });

  it('accepts only picture paths this server issues', () => {
    expect(plan('patient', { profilePictureUrl: `/api/files/${ID.toUpperCase()}` })).toEqual({
      changes: { profilePictureUrl: `/api/files/${ID}` },
      pictureFileId: ID,
    });
    for (const url of [
      'https://x.example/a.png',
      `/api/files/${ID}/../x`,
      'javascript:alert(1)',
      `/api/files/${ID}?x`,
    ]) {
      expect(() => plan('patient', { profilePictureUrl: url })).toThrow(ValidationError);
    }
  });
});

describe('canViewProfile', () => {
  it('shows professionals to everyone, patients and admins to themselves and admins', () => {
    const doctor = { id: 'd', role: 'doctor' };
    const patient = { id: 'p', role: 'patient' };
    expect(canViewProfile(null, doctor)).toBe(true);
    expect(canViewProfile(null, patient)).toBe(false);
    expect(canViewProfile({ id: 'x', role: 'doctor', name: '' }, patient)).toBe(false);
    expect(canViewProfile({ id: 'p', role: 'patient', name: '' }, patient)).toBe(true);
    expect(canViewProfile({ id: 'a', role: 'admin', name: '' }, patient)).toBe(true);
  });
});

describe('splitForReview', () => {
  const changes = {
    name: 'Asha R',
    specialty: 'Child Care',
    licenseNumber: 'MNC-2019-099999',
    verifiedSkills: ['Wound care'],
    bio: 'Hello',
    phone: '+919811054322',
  };

  it('holds an approved professional’s material fields for review and applies the rest', () => {
    expect(splitForReview('approved', changes)).toEqual({
      immediate: { bio: 'Hello', phone: '+919811054322' },
      forReview: {
        name: 'Asha R',
        specialty: 'Child Care',
        licenseNumber: 'MNC-2019-099999',
        verifiedSkills: ['Wound care'],
      },
    });
  });

  it('applies everything at once for a pending or rejected professional, and for other roles', () => {
    for (const status of ['pending', 'rejected', null] as const) {
      expect(splitForReview(status, changes)).toEqual({ immediate: changes, forReview: {} });
    }
  });
});
