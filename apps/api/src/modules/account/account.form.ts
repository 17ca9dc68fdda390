import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type CheckedFile, checkFile, multipartError, readUpload } from '../../lib/uploads.ts';
import { DOCUMENT_FIELDS, type DocumentField } from './account.service.ts';

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const isDocumentField = (field: string): field is DocumentField => field in DOCUMENT_FIELDS;

const DOCUMENT_LIMIT_MESSAGES = {
  field: 'idDocument',
  tooLarge: (name: string | undefined) => `${name ?? 'A document'} is too large. Each document can be at most 10 MB`,
  tooMany: 'Please upload one file for each document',
};

/** Reads the two documents of docs/product.md section 1 from a multipart request, checking each by content. */
export async function readIdentityDocuments(parts: AsyncIterableIterator<MultipartFile>): Promise<CheckedFile[]> {
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
    throw multipartError(error, DOCUMENT_LIMIT_MESSAGES);
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
