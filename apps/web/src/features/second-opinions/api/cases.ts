import { MSG_SECOND_OPINION } from '@arogya/contract/messages/second-opinion';
import {
  type SecondOpinionReportInput,
  secondOpinionEnvelopeSchema,
  secondOpinionListSchema,
  secondOpinionReportEnvelopeSchema,
} from '@arogya/contract/schemas/second-opinions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { uploadCaseFile } from './files';
import { secondOpinionKeys } from './keys';

function listQuery(path: string, key: readonly string[]) {
  return {
    queryKey: key,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get(path, {
        toastOnError: false,
        errorMessage: MSG_SECOND_OPINION.loadCasesFailed,
        signal,
        parse: (body: unknown) => secondOpinionListSchema.parse(body).data,
      }),
  };
}

/** GET /api/second-opinions/available — paid, pending cases of the specialist's specialties. */
export function useAvailableCases() {
  return useQuery(listQuery('/second-opinions/available', secondOpinionKeys.available));
}

/** GET /api/second-opinions/my-assigned */
export function useMyCases() {
  return useQuery(listQuery('/second-opinions/my-assigned', secondOpinionKeys.assigned));
}

function useCaseMutation<T>(fn: (vars: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all }),
  });
}

/** PUT /api/second-opinions/{id}/assign — 409 when another specialist was faster. */
export function useAcceptCase() {
  return useCaseMutation((id: string) =>
    api.put(`/second-opinions/${encodeURIComponent(id)}/assign`, undefined, {
      toastOnError: false,
      errorMessage: MSG_SECOND_OPINION.acceptCaseFailed,
      parse: (body) => secondOpinionEnvelopeSchema.parse(body),
    }),
  );
}

/** PUT /api/second-opinions/{id}/status {status: 'in-review'} */
export function useStartReview() {
  return useCaseMutation((id: string) =>
    api.put(
      `/second-opinions/${encodeURIComponent(id)}/status`,
      { status: 'in-review' },
      { toastOnError: false, parse: (body) => secondOpinionEnvelopeSchema.parse(body) },
    ),
  );
}

/** The attachments first (category report), then POST /api/second-opinions/{id}/report. */
export function useSubmitReport() {
  return useCaseMutation(
    async ({ id, input, files }: { id: string; input: SecondOpinionReportInput; files: readonly File[] }) => {
      for (const file of files) await uploadCaseFile(id, file, 'report');
      return api.post(`/second-opinions/${encodeURIComponent(id)}/report`, input, {
        toastOnError: false,
        parse: (body) => secondOpinionReportEnvelopeSchema.parse(body).data,
      });
    },
  );
}

/** GET /api/second-opinions/{id}/report */
export function useReport(id: string | null) {
  return useQuery({
    queryKey: secondOpinionKeys.report(id ?? ''),
    enabled: id !== null,
    retry: false,
    queryFn: ({ signal }) =>
      api.get(`/second-opinions/${encodeURIComponent(id ?? '')}/report`, {
        toastOnError: false,
        errorMessage: MSG_SECOND_OPINION.loadReportFailed,
        signal,
        parse: (body) => secondOpinionReportEnvelopeSchema.parse(body).data,
      }),
  });
}
