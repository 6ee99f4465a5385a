import { MSG_LAB } from '@arogya/contract/messages/lab';
import {
  type BookLabTestInput,
  type LabCatalogue,
  type LabSlots,
  type LabTest,
  labCatalogueSchema,
  labSlotsSchema,
  labTestBookedSchema,
  labTestChangedSchema,
  labTestListSchema,
  type WorkingDays,
  workingDaysSchema,
} from '@arogya/contract/schemas/lab-tests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The lab-test endpoints: one fetcher each, parsed with its contract schema, and its query or mutation
 * hook. Every mutation refreshes both lists (a patient's and a technician's share the `lab-tests` prefix).
 */

export const labTestKeys = {
  all: ['lab-tests'] as const,
  catalogue: ['lab-tests', 'catalogue'] as const,
  slots: (city: string, date: string) => ['lab-tests', 'slots', city, date] as const,
  mine: ['lab-tests', 'mine'] as const,
  technician: ['lab-tests', 'technician'] as const,
  workingDays: ['lab-tests', 'working-days'] as const,
};

export async function getCatalogue(signal?: AbortSignal): Promise<LabCatalogue> {
  const { data } = await api.get('/lab-tests/catalogue', {
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => labCatalogueSchema.parse(body),
  });
  return data;
}

export function useCatalogue() {
  return useQuery({
    queryKey: labTestKeys.catalogue,
    queryFn: ({ signal }) => getCatalogue(signal),
    staleTime: Infinity,
  });
}

export function getSlots(city: string, date: string, signal?: AbortSignal): Promise<LabSlots> {
  return api.get('/lab-tests/slots', {
    query: { city, date },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (body) => labSlotsSchema.parse(body),
  });
}

export function useSlots(city: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: labTestKeys.slots(city, date),
    queryFn: ({ signal }) => getSlots(city, date, signal),
    enabled,
    staleTime: 0,
  });
}

/** POST /api/lab-tests. The page shows its own texts, so nothing is toasted here. */
export function bookLabTest(input: BookLabTestInput) {
  return api.post('/lab-tests', input, {
    toastOnError: false,
    errorMessage: MSG_LAB.bookFailed,
    parse: (body) => labTestBookedSchema.parse(body),
  });
}

export function useBookLabTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookLabTest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestKeys.all }),
  });
}

async function getList(path: string, signal?: AbortSignal): Promise<LabTest[]> {
  const { data } = await api.get(path, {
    toastOnError: false,
    errorMessage: MSG_LAB.fetchFailed,
    ...(signal && { signal }),
    parse: (body) => labTestListSchema.parse(body),
  });
  return data;
}

/** GET /api/lab-tests/my: the patient's collections. */
export function useMyLabTests(enabled = true) {
  return useQuery({
    queryKey: labTestKeys.mine,
    queryFn: ({ signal }) => getList('/lab-tests/my', signal),
    enabled,
    staleTime: 0,
  });
}

/** GET /api/lab-tests/technician: the technician's collections (the spec's `data.data`). */
export function useTechnicianLabTests(enabled = true) {
  return useQuery({
    queryKey: labTestKeys.technician,
    queryFn: ({ signal }) => getList('/lab-tests/technician', signal),
    enabled,
    staleTime: 0,
  });
}

function useLabMutation<A>(mutationFn: (args: A) => Promise<{ msg: string; data: LabTest }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labTestKeys.all }),
  });
}

/** PUT /api/lab-tests/{id}/status. */
export function useUpdateLabStatus() {
  return useLabMutation((args: { id: string; status: LabTest['status']; paidAtCollection?: boolean }) =>
    api.put(
      `/lab-tests/${encodeURIComponent(args.id)}/status`,
      {
        status: args.status,
        ...(args.paidAtCollection !== undefined && { paidAtCollection: args.paidAtCollection }),
      },
      { toastOnError: false, parse: (body) => labTestChangedSchema.parse(body) },
    ),
  );
}

/** POST /api/lab-tests/{id}/cancel. */
export function useCancelLabTest() {
  return useLabMutation((args: { id: string; reason?: string }) =>
    api.post(`/lab-tests/${encodeURIComponent(args.id)}/cancel`, args.reason ? { reason: args.reason } : {}, {
      toastOnError: false,
      parse: (body) => labTestChangedSchema.parse(body),
    }),
  );
}

/** POST /api/lab-tests/{id}/report (multipart, field `file`). */
export function useUploadLabReport() {
  return useLabMutation((args: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', args.file);
    return api.post(`/lab-tests/${encodeURIComponent(args.id)}/report`, form, {
      toastOnError: false,
      timeoutMs: 60_000,
      parse: (body) => labTestChangedSchema.parse(body),
    });
  });
}

/** GET /api/lab-tests/{id}/report: private, so fetched with the session and saved from a Blob. */
export async function downloadLabReport(
  test: Pick<LabTest, '_id' | 'testName' | 'collectionDate'>,
): Promise<void> {
  const blob = await api.get<Blob>(`/lab-tests/${encodeURIComponent(test._id)}/report`, {
    responseType: 'blob',
    toastOnError: false,
  });
  const extension = blob.type === 'application/pdf' ? 'pdf' : blob.type === 'image/png' ? 'png' : 'jpg';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${test.testName} ${test.collectionDate}.${extension}`.replace(/[\\/:*?"<>|]/g, '-');
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadLabReport() {
  return useMutation({ mutationFn: downloadLabReport });
}

export function useWorkingDays() {
  return useQuery({
    queryKey: labTestKeys.workingDays,
    queryFn: ({ signal }) =>
      api.get('/lab-tests/technician/working-days', {
        toastOnError: false,
        ...(signal && { signal }),
        parse: (body) => workingDaysSchema.parse(body),
      }),
  });
}

export function useSaveWorkingDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkingDays) =>
      api.put('/lab-tests/technician/working-days', input, {
        toastOnError: false,
        parse: (body) => workingDaysSchema.parse(body),
      }),
    onSuccess: (data) => queryClient.setQueryData(labTestKeys.workingDays, data),
  });
}
