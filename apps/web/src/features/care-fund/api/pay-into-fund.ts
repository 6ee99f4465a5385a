import { type DonateInput, donationOrderSchema } from '@arogya/contract/schemas/care-fund';
import { paymentOrderSchema } from '@arogya/contract/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CheckoutOutcome, useCheckout } from '../../../lib/checkout';
import { myCareFundKey } from './get-my-fund';
import { publicCareFundKey } from './get-public-fund';

type Pay = ReturnType<typeof useCheckout>['pay'];

/** POST /api/care-fund/donate: starts the order; the fund is credited only when the payment is verified. */
export function startDonation(input: DonateInput) {
  return api.post('/care-fund/donate', input, {
    toastOnError: false,
    redirectOnUnauthorized: false,
    parse: (body) => donationOrderSchema.parse(body),
  });
}

/** POST /api/payment/create-order for a top-up of the patient's own fund. */
export function startTopUp(patientId: string, amountPaise: number) {
  return api.post(
    '/payment/create-order',
    { amount: amountPaise, currency: 'INR', type: 'care_fund_topup', referenceId: patientId },
    { toastOnError: false, parse: (body) => paymentOrderSchema.parse(body) },
  );
}

/** Donate: order, checkout, verification; the page's balance refreshes after a verified payment. */
export function useDonate(pay: Pay, slugOrId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DonateInput & { fundId: string }): Promise<CheckoutOutcome> => {
      const order = await startDonation(input);
      return pay(order, { type: 'care_fund_donation', referenceId: input.fundId });
    },
    onSuccess: (outcome) => {
      if (outcome.status === 'paid')
        void queryClient.invalidateQueries({ queryKey: publicCareFundKey(slugOrId) });
    },
  });
}

export function useTopUp(pay: Pay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patientId, amountPaise }: { patientId: string; amountPaise: number }) => {
      const order = await startTopUp(patientId, amountPaise);
      return pay(order, { type: 'care_fund_topup', referenceId: patientId });
    },
    onSuccess: (outcome) => {
      if (outcome.status !== 'paid') return;
      void queryClient.invalidateQueries({ queryKey: myCareFundKey });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
