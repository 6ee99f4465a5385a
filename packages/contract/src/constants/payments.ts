const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

export const PAYMENT_METHODS = ['careFund', 'external'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
