import type {
  IdentityDocument,
  PublicUser,
  VendorChangeDecisionResponse,
  VendorDocuments,
  VerificationQueueItem,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { verificationKeys } from './keys.ts';

/** An identity review state, or `changes`: the vendors whose change of details waits. */
export type QueueStatus = 'submitted' | 'rejected' | 'approved' | 'changes';

export const QUEUE_PAGE_SIZE = 10;

export type QueueItem = VerificationQueueItem;
export type { IdentityDocument, VendorDocuments };

export function verificationQueueQueryOptions(status: QueueStatus, page: number) {
  return queryOptions({
    queryKey: verificationKeys.queue(status, page),
    queryFn: () =>
      send(apiClient.GET('/api/vendor/verification', { params: { query: { status, page, limit: QUEUE_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
  });
}

/** How many vendors' changes of details wait for staff: the sidebar's count. */
export function vendorChangesWaitingQueryOptions() {
  return queryOptions({
    queryKey: verificationKeys.changesWaiting(),
    queryFn: async () =>
      (await send(apiClient.GET('/api/vendor/verification', { params: { query: { status: 'changes', limit: 1 } } })))
        .total,
  });
}

export function vendorDocumentsQueryOptions(adminId: string, vendorId: string) {
  return queryOptions({
    queryKey: verificationKeys.vendor(vendorId),
    queryFn: () =>
      send(apiClient.GET('/api/vendor/{adminId}/{vendorId}/documents', { params: { path: { adminId, vendorId } } })),
  });
}

/** The file itself, which needs the staff member's token, so it cannot be a plain link. */
function fetchDocument(adminId: string, vendorId: string, documentId: string): Promise<Blob> {
  return send(
    apiClient.GET('/api/vendor/{adminId}/{vendorId}/documents/{documentId}', {
      params: { path: { adminId, vendorId, documentId } },
      parseAs: 'blob',
    }),
  );
}

export function documentFileQueryOptions(adminId: string, vendorId: string, documentId: string) {
  return queryOptions({
    queryKey: verificationKeys.document(documentId),
    queryFn: () => fetchDocument(adminId, vendorId, documentId),
    // A stored document never changes; private files are not kept once the page is left.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function decideIdentityRequest(
  adminId: string,
  vendorId: string,
  decision: { approved: boolean; reason?: string },
): Promise<{ user: PublicUser }> {
  return send(
    apiClient.PUT('/api/vendor/{adminId}/{vendorId}/verify', {
      params: { path: { adminId, vendorId } },
      body: decision,
    }),
  );
}

/** Staff's decision on a vendor's change of business name, ABN or address. */
export function decideVendorChangeRequest(
  adminId: string,
  vendorId: string,
  decision: { approved: boolean; reason?: string },
): Promise<VendorChangeDecisionResponse> {
  return send(
    apiClient.PUT('/api/vendor/{adminId}/{vendorId}/changes', {
      params: { path: { adminId, vendorId } },
      body: decision,
    }),
  );
}
