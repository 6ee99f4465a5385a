import type { ProviderDetail } from '@arogya/contract/schemas/directory';

/** A provider exactly as GET /doctors/{id} or /nurses/{id} answers (so `parse` accepts it). */
export function providerDetail(overrides: Partial<ProviderDetail> = {}): ProviderDetail {
  const id = overrides._id ?? '7f1c2b9e-0000-4000-8000-0000000000d1';
  return {
    _id: id,
    id,
    name: 'Neha Kapoor',
    role: 'doctor',
    specialty: 'Dermatologist',
    city: 'Delhi',
    experience: 9,
    averageRating: 4.6,
    numReviews: 138,
    isVerified: true,
    verifiedSkills: ['Acne treatment', 'Dermoscopy'],
    subscriptionTier: 'free',
    profilePictureUrl: null,
    fee: 2000,
    location: null,
    serviceArea: null,
    serviceAreaCentroid: null,
    qualifications: ['MBBS', 'MD (Dermatology)'],
    bio: 'Dermatologist in South Delhi.',
    availableDates: [{ date: '2026-11-24' }, { date: '2026-11-26' }],
    takenSlots: [
      { date: '2026-11-24', time: '11:30 AM' },
      { date: '2026-11-26', time: '02:00 PM' },
    ],
    ...overrides,
  };
}
