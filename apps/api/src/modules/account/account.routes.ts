import {
  identityDecisionSchema,
  profileResponseSchema,
  userResponseSchema,
  type VerificationQueueItem,
  vendorDocumentsSchema,
  verificationQueuePageSchema,
  verificationQueueQuerySchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { filePart } from '../../lib/openapi.ts';
import { assertPageDepth } from '../../lib/pagination.ts';
import { currentUser } from '../../lib/request-user.ts';
import { toAbrCheck } from '../abr/index.ts';
import { actionUser } from '../auth/index.ts';
import { pendingChangeViewOf } from '../users/index.ts';
import { readIdentityDocuments } from './account.form.ts';
import { listPendingChanges, listVerificationQueue } from './account.repo.ts';
import {
  DOCUMENT_MAX_BYTES,
  decideIdentity,
  documentFile,
  documentsOf,
  submitIdentityDocuments,
} from './account.service.ts';
import { sharedDetailsFor, sharedDetailsOf } from './shared-details.service.ts';

const vendorParams = z.object({ adminId: z.string(), vendorId: z.uuid('Vendor not found') });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/documents',
    {
      schema: {
        operationId: 'uploadIdentityDocuments',
        response: { 201: profileResponseSchema },
        summary: 'Upload identity documents (ID and proof of residence) for review',
        tags: ['account'],
        consumes: ['multipart/form-data'],
        security: [{ actionToken: [] }],
      },
      config: {
        access: 'actionToken',
        rateLimit: { max: 10, timeWindow: 60_000 },
        multipartBody: {
          type: 'object',
          required: ['idDocument', 'residenceDocument'],
          properties: {
            idDocument: filePart('Photo ID (passport or driver licence): JPEG, PNG, WebP or PDF'),
            residenceDocument: filePart('Proof of residence such as a utility bill: JPEG, PNG, WebP or PDF'),
          },
        },
      },
    },
    async (request, reply) => {
      const user = await actionUser(app, request, undefined, 'verifyIdentity');
      if (!request.isMultipart()) throw new AppError(415, 'Please upload the documents as a form');
      const files = await readIdentityDocuments(
        request.files({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 2, fields: 5 } }),
      );
      const updated = await submitIdentityDocuments(requestDeps(request), user, files);
      return reply.status(201).send({
        msg: 'Thank you. Our team will verify your documents within 1-2 business days',
        user: updated,
      });
    },
  );

  app.get(
    '/vendor/verification',
    {
      schema: {
        operationId: 'listVerificationQueue',
        response: { 200: verificationQueuePageSchema },
        summary: 'List vendors by identity review state, or those whose change of details waits (staff)',
        description:
          '`status=changes` lists the vendors whose change of business name, ABN or address waits for review, oldest request first, each with the details in force and the requested ones.',
        tags: ['account'],
        querystring: verificationQueueQuerySchema,
      },
      onRequest: app.requireStaff('verification'),
    },
    async (request) => {
      const { status, page, limit } = request.query;
      assertPageDepth(page, limit);
      const { rows, total } =
        status === 'changes'
          ? await listPendingChanges(app.database.db, page, limit)
          : await listVerificationQueue(app.database.db, status, page, limit);
      const shared = await sharedDetailsOf(app.deps, rows);
      return {
        items: rows.map((row) => ({
          _id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          displayName: row.displayName,
          identityStatus: row.identityStatus as VerificationQueueItem['identityStatus'],
          identityRejectionReason: row.identityRejectionReason,
          identityReviewedAt: row.identityReviewedAt?.toISOString() ?? null,
          submittedAt: row.submittedAt?.toISOString() ?? null,
          abr: toAbrCheck(row),
          pendingChange: pendingChangeViewOf(row),
          sharedDetails: sharedDetailsFor(shared, row.id),
        })),
        total,
        page,
        limit,
      };
    },
  );

  app.get(
    '/vendor/:adminId/:vendorId/documents',
    {
      schema: {
        operationId: 'listVendorDocuments',
        response: { 200: vendorDocumentsSchema },
        summary: "List a vendor's identity documents (staff)",
        tags: ['account'],
        params: vendorParams,
      },
      onRequest: app.requireStaff('verification'),
    },
    async (request) => documentsOf(requestDeps(request), request.params.vendorId),
  );

  app.get(
    '/vendor/:adminId/:vendorId/documents/:documentId',
    {
      schema: {
        operationId: 'downloadVendorDocument',
        summary: 'Download one identity document (staff)',
        tags: ['account'],
        params: vendorParams.extend({ documentId: z.uuid('Document not found') }),
      },
      onRequest: app.requireStaff('verification'),
      config: {
        download: {
          mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
          description: 'The document: an image shown inline, a PDF as an attachment',
        },
      },
    },
    async (request, reply) => {
      const { document, file } = await documentFile(
        requestDeps(request),
        request.params.vendorId,
        request.params.documentId,
      );
      // Images were re-encoded at upload and may show inline; a PDF can carry scripts, so it is
      // only ever a download, sandboxed should a browser render it anyway.
      const isImage = document.mimeType.startsWith('image/');
      const filename = `${document.kind}-document.${document.storedName.split('.').pop()}`;
      return reply
        .type(document.mimeType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `${isImage ? 'inline' : 'attachment'}; filename="${filename}"`)
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
        .header('content-length', file.size)
        .send(file.body);
    },
  );

  app.put(
    '/vendor/:adminId/:vendorId/verify',
    {
      schema: {
        operationId: 'decideVendorIdentity',
        response: { 200: userResponseSchema },
        summary: "Approve or reject a vendor's identity (staff)",
        tags: ['account'],
        params: vendorParams,
        body: identityDecisionSchema,
      },
      onRequest: app.requireStaff('verification'),
    },
    async (request) => ({
      user: await decideIdentity(requestDeps(request), currentUser(request), request.params.vendorId, request.body),
    }),
  );
};
