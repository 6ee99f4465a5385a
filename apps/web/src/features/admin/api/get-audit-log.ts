import { type AuditLogPage, auditLogPageSchema } from '@arogya/contract/schemas/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditLogFilter {
  page: number;
  action?: string;
  actor?: string;
}

/** GET /api/admin/audit-log?page=&action=&actor= — newest first, one page. */
export function getAuditLog(query: AuditLogFilter, signal?: AbortSignal): Promise<AuditLogPage> {
  return api.get('/admin/audit-log', {
    query: { page: query.page, action: query.action, actor: query.actor },
    toastOnError: false,
    ...(signal && { signal }),
    parse: (data) => auditLogPageSchema.parse(data),
  });
}

export function useAuditLog(query: AuditLogFilter) {
  return useQuery({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    retry: false,
    placeholderData: keepPreviousData,
  });
}
