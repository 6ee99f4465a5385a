/** Query keys of the prescriptions area (the dashboard's adherence card shares the 'prescriptions' root). */
export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  mine: ['prescriptions', 'mine'] as const,
  today: ['prescriptions', 'today'] as const,
  adherence: (days: number) => ['prescriptions', 'adherence', days] as const,
  doseTimes: ['prescriptions', 'dose-times'] as const,
  issued: ['prescriptions', 'issued'] as const,
};
