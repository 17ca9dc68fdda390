import type { MultipartFile } from '@fastify/multipart';
import { IDENTITY_DOCUMENT_DELETED, ROLE_VENDOR, type VendorDocuments } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { storedFileMissing } from '../../lib/storage.ts';
import { type CheckedFile, checkFile, multipartError, readUpload } from '../../lib/uploads.ts';
import { toAbrCheck } from '../abr/abr.presenter.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { publicUserOf } from '../auth/auth.service.ts';
import { findUserById, updateUser } from '../users/users.repo.ts';
import {
  countIdentitiesAwaitingReview,
  countPendingChanges,
  decideSubmittedIdentity,
  findDocument,
  insertDocuments,
  listDocuments,
} from './account.repo.ts';

export const DOCUMENT_AREA = 'private/identity';
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_FIELDS = { idDocument: 'id', residenceDocument: 'residence' } as const;
type DocumentField = keyof typeof DOCUMENT_FIELDS;

const isDocumentField = (field: string): field is DocumentField => field in DOCUMENT_FIELDS;

const DOCUMENT_LIMIT_MESSAGES = {
  field: 'idDocument',
  tooLarge: (name: string | undefined) => `${name ?? 'A document'} is too large. Each document can be at most 10 MB`,
  tooMany: 'Please upload one file for each document',
};

/** Reads the two documents of spec section 1 from a multipart request, checking each by content. */
export async function readIdentityDocuments(
  app: FastifyInstance,
  parts: AsyncIterableIterator<MultipartFile>,
): Promise<CheckedFile[]> {
  const files = new Map<DocumentField, CheckedFile>();
  try {
    for await (const part of parts) {
      if (!isDocumentField(part.fieldname)) {
        await part.toBuffer();
        throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
      }
      if (files.has(part.fieldname)) throw badRequest('Please upload one file for each document', part.fieldname);
      const bytes = await readUpload(part);
      files.set(part.fieldname, await checkFile(part.fieldname, part.filename, bytes, DOCUMENT_TYPES));
    }
  } catch (error) {
    throw multipartError(app, error, DOCUMENT_LIMIT_MESSAGES);
  }
  const missing: string[] = [];
  if (!files.has('idDocument')) missing.push('Please add an ID such as a passport or drivers licence');
  if (!files.has('residenceDocument')) missing.push('Please add a proof of residence such as a utility bill');
  if (missing.length > 0) {
    throw new AppError(
      400,
      missing.map((msg, index) => ({
        msg,
        param: index === 0 && !files.has('idDocument') ? 'idDocument' : 'residenceDocument',
      })),
    );
  }
  return [...files.values()];
}

export async function submitIdentityDocuments(app: FastifyInstance, user: User, files: CheckedFile[]) {
  if (user.identityStatus === 'submitted') throw conflict('Your documents are already with our team');
  const stored: string[] = [];
  try {
    for (const file of files)
      stored.push(await app.storage.save(DOCUMENT_AREA, file.bytes, file.extension, file.mimeType));
    const updated = await app.database.db.transaction(async (tx) => {
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
      return updateUser(tx, user.id, { identityStatus: 'submitted', identityRejectionReason: null });
    });
    if (!updated) throw notFound('Account');
    return publicUserOf(app, updated);
  } catch (error) {
    await Promise.all(stored.map((name) => app.storage.remove(DOCUMENT_AREA, name)));
    throw error;
  }
}

export async function vendorForReview(app: FastifyInstance, vendorId: string): Promise<User> {
  const vendor = await findUserById(app.database.db, vendorId);
  if (!vendor || vendor.role !== ROLE_VENDOR) throw notFound('Vendor');
  return vendor;
}

export async function documentsOf(app: FastifyInstance, vendorId: string): Promise<VendorDocuments> {
  const vendor = await vendorForReview(app, vendorId);
  const documents = await listDocuments(app.database.db, vendor.id);
  return {
    vendor: await publicUserOf(app, vendor),
    abr: toAbrCheck(vendor),
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

export async function documentFile(app: FastifyInstance, vendorId: string, documentId: string) {
  const vendor = await vendorForReview(app, vendorId);
  const document = await findDocument(app.database.db, vendor.id, documentId);
  if (!document) throw notFound('Document');
  if (document.fileDeletedAt) throw new AppError(410, IDENTITY_DOCUMENT_DELETED);
  const file = await app.storage.open(DOCUMENT_AREA, document.storedName);
  if (!file) throw storedFileMissing(app.log, 'identity document', document.storedName);
  return { document, file };
}

export async function decideIdentity(
  app: FastifyInstance,
  staff: User,
  vendorId: string,
  decision: { approved: boolean; reason?: string | undefined },
) {
  const vendor = await vendorForReview(app, vendorId);
  if (vendor.identityStatus !== 'submitted') throw conflict('There are no documents waiting for review');
  const identityStatus = decision.approved ? 'approved' : 'rejected';
  const reason = decision.approved ? null : (decision.reason ?? null);
  const updated = await app.database.db.transaction(async (tx) => {
    const changed = await decideSubmittedIdentity(tx, vendor.id, { identityStatus, identityRejectionReason: reason });
    if (!changed) throw conflict('There are no documents waiting for review');
    await recordAudit(tx, {
      actorId: staff.id,
      action: decision.approved ? 'identity.approve' : 'identity.reject',
      entityType: 'user',
      entityId: vendor.id,
      before: { identityStatus: vendor.identityStatus },
      after: { identityStatus, reason },
    });
    if (decision.approved) {
      await app.mail.enqueue(tx, {
        to: vendor.email,
        template: 'identityApproved',
        data: { firstName: vendor.firstName },
      });
    } else {
      await app.mail.enqueue(tx, {
        to: vendor.email,
        template: 'identityRejected',
        data: { firstName: vendor.firstName, reason: reason ?? '' },
      });
    }
    return changed;
  });
  if (!updated) throw notFound('Vendor');
  return publicUserOf(app, updated);
}

/** How many vendors' identity documents wait for staff (the work queue). */
export function identitiesAwaitingReview(app: FastifyInstance): Promise<number> {
  return countIdentitiesAwaitingReview(app.database.db);
}

/** How many vendors' changes of details wait for staff (the work queue). */
export function vendorChangesAwaitingReview(app: FastifyInstance): Promise<number> {
  return countPendingChanges(app.database.db);
}
