import type { SecondOpinionSpecialty } from '@arogya/contract/constants/second-opinions';
import {
  mySpecialtiesSchema,
  specialtyDeclarationListSchema,
} from '@arogya/contract/schemas/second-opinions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { secondOpinionKeys } from './keys';

const mineKey = ['second-opinions', 'my-specialties'] as const;
const declarationsKey = ['second-opinions', 'declarations'] as const;

/** GET /api/second-opinions/my-specialties — the doctor's review specialties with their approval. */
export function useMySpecialties() {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) =>
      api.get('/second-opinions/my-specialties', {
        toastOnError: false,
        signal,
        parse: (body) => mySpecialtiesSchema.parse(body).data,
      }),
  });
}

/** PUT /api/second-opinions/my-specialties — new declarations wait for an admin. */
export function useDeclareSpecialties() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialties: SecondOpinionSpecialty[]) =>
      api.put(
        '/second-opinions/my-specialties',
        { specialties },
        { toastOnError: false, parse: (body) => mySpecialtiesSchema.parse(body).data },
      ),
    onSuccess: (data) => {
      queryClient.setQueryData(mineKey, data);
      void queryClient.invalidateQueries({ queryKey: secondOpinionKeys.all });
    },
  });
}

/** Admin: GET /api/admin/second-opinion-specialties */
export function usePendingDeclarations() {
  return useQuery({
    queryKey: declarationsKey,
    queryFn: ({ signal }) =>
      api.get('/admin/second-opinion-specialties', {
        toastOnError: false,
        signal,
        parse: (body) => specialtyDeclarationListSchema.parse(body).data,
      }),
  });
}

/** Admin: PUT /api/admin/second-opinion-specialties/{id} {decision} */
export function useDecideDeclaration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approved' | 'rejected' }) =>
      api.put(
        `/admin/second-opinion-specialties/${encodeURIComponent(id)}`,
        { decision },
        { toastOnError: false, parse: (body) => specialtyDeclarationListSchema.parse(body).data },
      ),
    onSuccess: (data) => queryClient.setQueryData(declarationsKey, data),
  });
}
