export const MARKETING_CLAIMS = {
  ambulances: 5000,
  ambulanceCities: 65,
  satisfactionPercent: 98,
  readmissionReductionPercent: 60,
} as const;

export const CONTACT_DETAILS = {
  address:
    'Arogya Health Services Pvt. Ltd., 4th Floor, Trade Centre, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
  phone: '+91 22 6900 1122',
  email: 'care@arogya.health',
  hours: 'Mon-Fri 08:00 AM to 7:00 PM',
  map: { lat: 19.066, lng: 72.8686 },
} as const;
