import type { ProfileResponse } from '@soko/shared';
import { apiClient, send } from '../../lib/api.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import type { LoginResponse, MessageResponse, PendingAccount } from '../auth/index.ts';

/** The onboarding calls prove the account with the action token that login returned. */
function actionHeaders(pending: PendingAccount) {
  return { 'x-action-token': pending.actionToken };
}

export function resendVerificationRequest(pending: PendingAccount): Promise<MessageResponse> {
  return send(
    apiClient.GET('/api/reverify/{id}', {
      params: { path: { id: pending.user._id } },
      headers: actionHeaders(pending),
    }),
  );
}

/** Vendor activation is on the root host (docs/product.md section 7) and answers like a login. */
export function activateVendorRequest(pending: PendingAccount): Promise<LoginResponse> {
  return send(
    apiClient.GET('/activateV/{id}', { params: { path: { id: pending.user._id } }, headers: actionHeaders(pending) }),
  );
}

/** docs/product.md section 1: an ID such as a passport or drivers licence, and proof of residence such as a utility bill. */
export type DocumentField = 'idDocument' | 'residenceDocument';

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The same limits as the server, checked before a large file is sent for nothing. */
export function documentProblem(file: File): string | null {
  if (!DOCUMENT_TYPES.includes(file.type)) return `${file.name} is not a PDF, JPEG or PNG file`;
  if (file.size > DOCUMENT_MAX_BYTES) return `${file.name} is larger than 10 MB`;
  return null;
}

/**
 * Sends both documents with upload progress (`onProgress` gets whole percents).
 */
export function uploadIdentityDocuments(
  pending: PendingAccount,
  documents: Record<DocumentField, File>,
  onProgress: (percent: number) => void,
): Promise<ProfileResponse> {
  return send(
    apiClient.POST('/api/account/documents', {
      body: documents,
      headers: actionHeaders(pending),
      ...uploadWithProgress((fraction) => onProgress(Math.round(fraction * 100))),
    }),
  );
}
