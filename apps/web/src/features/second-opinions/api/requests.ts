import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import { paymentOrderSchema } from '@arogya/contract/schemas/payments';
import {
  type CreateSecondOpinionInput,
  secondOpinionEnvelopeSchema,
  secondOpinionListSchema,
  specialtyAvailabilitySchema,
} from '@arogya/contract/schemas/second-opinions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CheckoutOutcome, useCheckout } from '../../../lib/checkout';
import { uploadCaseFile } from './files';
import { secondOpinionKeys } from './keys';

type Pay = ReturnType<typeof useCheckout>['pay'];

/** GET /api/second-opinions/specialties: which specialties a specialist serves now, with the base price. */
export function useSpecialtyAvailability() {
  return useQuery({
    queryKey: secondOpinionKeys.specialties,
    queryFn: ({ signal }) =>
      api.get('/second-opinions/specialties', {
        toastOnError: false,
        signal,
        parse: (body) => specialtyAvailabilitySchema.parse(body).data,
      }),
  });
}

/** GET /api/second-opinions/my-requests with an optional status (spec 02 §7). */
export function useMyRequests(status: string) {
  return useQuery({
    queryKey: secondOpinionKeys.mine(status),
    queryFn: ({ signal }) =>
      api.get('/second-opinions/my-requests', {
        query: { status: status === 'all' ? undefined : status },
        toastOnError: false,
        errorMessage: MSG_SECOND_OPINION.loadRequestsFailed,
        signal,
        parse: (body) => secondOpinionListSchema.parse(body).data,
      }),
  });
}

export interface SubmitOutcome {
  id: string;
  /** Names of the files that could not be uploaded, with the server's reason. */
  failed: Array<{ name: string; message: string }>;
}

/**
 * POST /api/second-opinions, then each file through the upload route (spec 02 §7). The request exists
 * once the first call succeeds; files that fail are reported by name ("Some files failed to upload").
 */
export function useSubmitSecondOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      input,
      files,
    }: {
      input: CreateSecondOpinionInput;
      files: readonly File[];
    }): Promise<SubmitOutcome> => {
      const created = await api.post('/second-opinions', input, {
        toastOnError: false,
        errorMessage: MSG_SECOND_OPINION.submitFailed,
        parse: (body) => secondOpinionEnvelopeSchema.parse(body).data,
      });
      const failed: SubmitOutcome['failed'] = [];
      for (const file of files) {
        try {
          await uploadCaseFile(created._id, file, 'medical-report');
        } catch (error) {
          failed.push({ name: file.name, message: error instanceof Error ? error.message : '' });
        }
      }
      return { id: created._id, failed };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all }),
  });
}

/** Pay Now: POST /payment/create-order (the server names the amount), the checkout, then verification. */
export function usePaySecondOpinion(pay: Pay) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string): Promise<CheckoutOutcome> => {
      const order = await api.post(
        '/payment/create-order',
        { currency: 'INR', type: 'second_opinion', referenceId: requestId },
        {
          toastOnError: false,
          errorMessage: MSG_SECOND_OPINION.initiatePaymentFailed,
          parse: (body) => paymentOrderSchema.parse(body),
        },
      );
      return pay(order, { type: 'second_opinion', referenceId: requestId });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}

/** POST /api/second-opinions/{id}/cancel: a paid request is refunded in full. */
export function useCancelSecondOpinion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(
        `/second-opinions/${encodeURIComponent(id)}/cancel`,
        { reason },
        { toastOnError: false, parse: (body) => secondOpinionEnvelopeSchema.parse(body) },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
