import { IDENTITY_DOCUMENT_DELETED, ROLE_VENDOR, type VendorDocuments } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { storedFileMissing } from '../../lib/storage.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { toAbrCheck } from '../abr/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publicUserOf } from '../auth/index.ts';
import { notifyIn, publishNotices } from '../notifications/index.ts';
import { findUserById } from '../users/index.ts';
import {
  approveIdentity,
  countIdentitiesAwaitingReview,
  countPendingChanges,
  decideIdentityIfSubmitted,
  documentsPastRetention,
  findDocument,
  insertDocuments,
  listDocuments,
  markDocumentFilesDeleted,
  markIdentitySubmitted,
} from './account.repo.ts';
import { sharedDetailsFor, sharedDetailsOf } from './shared-details.service.ts';

export const DOCUMENT_AREA = 'private/identity';
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FIELDS = { idDocument: 'id', residenceDocument: 'residence' } as const;
export type DocumentField = keyof typeof DOCUMENT_FIELDS;

export async function submitIdentityDocuments(
  deps: Pick<AppDeps, 'db' | 'storage' | 'mail' | 'notices' | 'log'>,
  user: User,
  files: CheckedFile[],
) {
  if (user.identityStatus === 'submitted') throw conflict('Your documents are already with our team');
  const stored: string[] = [];
  try {
    for (const file of files)
      stored.push(await deps.storage.save(DOCUMENT_AREA, file.bytes, file.extension, file.mimeType));
    const updated = await deps.db.transaction(async (tx) => {
      await insertDocuments(
        tx,
        files.map((file, index) => ({
          userId: user.id,
          kind: DOCUMENT_FIELDS[file.field as DocumentField],
          storedName: stored[index] ?? '',
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.bytes.length,
        })),
      );
      const changed = (await markIdentitySubmitted(tx, user.id)) ? await findUserById(tx, user.id) : undefined;
      const delivery = await notifyIn(deps, tx, {
        kind: 'work.waiting',
        to: { permission: 'verification' },
        title: `Identity documents to review: ${user.firstName} ${user.lastName}`,
        link: `/vendors/verification/${user.id}`,
      });
      return { changed, delivery };
    });
    if (!updated.changed) throw notFound('Account');
    await publishNotices(deps, updated.delivery);
    return publicUserOf(deps, updated.changed);
  } catch (error) {
    await Promise.all(stored.map((name) => deps.storage.remove(DOCUMENT_AREA, name)));
    throw error;
  }
}

export async function vendorForReview(deps: Pick<AppDeps, 'db'>, vendorId: string): Promise<User> {
  const vendor = await findUserById(deps.db, vendorId);
  if (!vendor || vendor.role !== ROLE_VENDOR) throw notFound('Vendor');
  return vendor;
}

export async function documentsOf(deps: Pick<AppDeps, 'db' | 'config'>, vendorId: string): Promise<VendorDocuments> {
  const vendor = await vendorForReview(deps, vendorId);
  const [documents, shared] = await Promise.all([listDocuments(deps.db, vendor.id), sharedDetailsOf(deps, [vendor])]);
  return {
    vendor: await publicUserOf(deps, vendor),
    abr: toAbrCheck(vendor),
    sharedDetails: sharedDetailsFor(shared, vendor.id),
    documents: documents.map((document) => ({
      _id: document.id,
      kind: document.kind === 'id' ? 'id' : 'residence',
      originalName: document.originalName,
      mimeType: document.mimeType,
      sizeBytes: document.sizeBytes,
      createdAt: document.createdAt.toISOString(),
      fileDeletedAt: document.fileDeletedAt?.toISOString() ?? null,
    })),
  };
}

export async function documentFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  vendorId: string,
  documentId: string,
) {
  const vendor = await vendorForReview(deps, vendorId);
  const document = await findDocument(deps.db, vendor.id, documentId);
  if (!document) throw notFound('Document');
  if (document.fileDeletedAt) throw new AppError(410, IDENTITY_DOCUMENT_DELETED);
  const file = await deps.storage.open(DOCUMENT_AREA, document.storedName);
  if (!file) throw storedFileMissing(deps.log, 'identity document', document.storedName);
  return { document, file };
}

export async function decideIdentity(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  staff: User,
  vendorId: string,
  decision: { approved: boolean; reason?: string | undefined },
) {
  const vendor = await vendorForReview(deps, vendorId);
  if (vendor.identityStatus !== 'submitted') throw conflict('There are no documents waiting for review');
  const identityStatus = decision.approved ? 'approved' : 'rejected';
  const reason = decision.approved ? null : (decision.reason ?? null);
  const updated = await deps.db.transaction(async (tx) => {
    // Only while the documents still wait, so two reviewers deciding at once cannot both succeed.
    const decided = await decideIdentityIfSubmitted(
      tx,
      vendor.id,
      { identityStatus, identityRejectionReason: reason },
      new Date(),
    );
    const changed = decided ? await findUserById(tx, vendor.id) : undefined;
    if (!changed) throw conflict('There are no documents waiting for review');
    await recordAudit(tx, {
      actorId: staff.id,
      action: decision.approved ? 'identity.approve' : 'identity.reject',
      entityType: 'user',
      entityId: vendor.id,
      before: { identityStatus: vendor.identityStatus },
      after: { identityStatus, reason },
    });
    const delivery = await notifyIn(deps, tx, {
      kind: 'document.decision',
      to: { vendorId: vendor.id },
      title: decision.approved ? 'Your identity documents are approved' : 'Your identity documents were not approved',
      body: reason ?? '',
      link: '/account',
      email: (recipient) =>
        decision.approved
          ? { to: recipient.email, template: 'identityApproved', data: { firstName: recipient.firstName } }
          : {
              to: recipient.email,
              template: 'identityRejected',
              data: { firstName: recipient.firstName, reason: reason ?? '' },
            },
    });
    return { changed, delivery };
  });
  await publishNotices(deps, updated.delivery);
  return publicUserOf(deps, updated.changed);
}

/** How many vendors' identity documents wait for staff (the work queue). */
export function identitiesAwaitingReview(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countIdentitiesAwaitingReview(deps.db);
}

/** How many vendors' changes of details wait for staff (the work queue). */
export function vendorChangesAwaitingReview(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countPendingChanges(deps.db);
}

/**
 * Deletes the files of up to `limit` identity documents whose decision (or account closure) is
 * older than the cutoff, answering how many (the retention job). The file goes first: a run cut
 * short between the two finds the document again and deletes nothing twice.
 */
export async function deleteDocumentFilesPastRetention(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  cutoff: Date,
  at: Date,
  limit: number,
): Promise<number> {
  const documents = await documentsPastRetention(deps.db, cutoff, limit);
  for (const document of documents) await deps.storage.remove(DOCUMENT_AREA, document.storedName);
  await markDocumentFilesDeleted(
    deps.db,
    documents.map((document) => document.id),
    at,
  );
  return documents.length;
}

/** A vendor staff verified themselves when they made the account: approved at once, as of `at`. */
export async function recordIdentityVerifiedByStaff(deps: Pick<AppDeps, 'db'>, vendorId: string, at: Date) {
  await approveIdentity(deps.db, vendorId, at);
}
