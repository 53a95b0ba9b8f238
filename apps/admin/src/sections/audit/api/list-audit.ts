import { ZAdminAuditPage, type TAdminAuditQuery } from '@lottery/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';

/** One page of the audit log, newest first; the filters and cursor are the query key. */
export const useAuditPage = (query: Partial<TAdminAuditQuery>) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => apiGet('/api/Admin/Audit', ZAdminAuditPage, query),
    placeholderData: keepPreviousData,
  });
