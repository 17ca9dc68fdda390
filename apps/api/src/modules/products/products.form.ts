import {
  type ApiErrorItem,
  CATALOGUE_MESSAGES,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_IMAGE_TYPES,
  type ProductForm,
  productFormSchema,
} from '@soko/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isBlankRichText, sanitizeRichText } from '../../lib/sanitize.ts';
import { assertStorableField, parseBoundedJson } from '../../lib/text-guard.ts';
import { type CheckedFile, checkFile, multipartError, readUpload } from '../../lib/uploads.ts';

/** The multipart product form of docs/product.md section 7: text fields (two of them repeated) and image files. */
export interface ProductUpload {
  fields: Record<string, unknown>;
  images: CheckedFile[];
}

const IMAGE_FIELD = 'images';
const REPEATED_FIELDS = new Set(['subCategories', 'variants']);
/** Sent blank rather than left out, so that a missing one gets its own message rather than a type error. */
const REQUIRED_FIELDS = ['name', 'price', 'stock', 'shortDetails', 'category', 'v_options'] as const;
const MAX_FIELDS = 200;
/** The description allows 50,000 characters of up to four bytes each; no other field comes close. */
const MAX_FIELD_BYTES = 200 * 1024;
const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

const IMAGE_LIMIT_MESSAGES = {
  field: IMAGE_FIELD,
  tooLarge: (name: string | undefined) => `${name ?? 'An image'} is too large. Each image can be at most ${MAX_MB} MB`,
  tooMany: `Please upload at most ${PRODUCT_IMAGE_MAX_COUNT} images`,
};

export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'Please send the product as a form with its images');
  const fields: Record<string, unknown> = {};
  const repeated = new Map<string, unknown[]>([...REPEATED_FIELDS].map((name) => [name, []]));
  const images: CheckedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: PRODUCT_IMAGE_MAX_BYTES,
      files: PRODUCT_IMAGE_MAX_COUNT,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          await part.toBuffer();
          throw badRequest(`Unexpected file field ${part.fieldname}`, part.fieldname);
        }
        const bytes = await readUpload(part);
        // A file input left empty still sends a part with no name and no bytes.
        if (bytes.length === 0 && !part.filename) continue;
        images.push(await checkFile(IMAGE_FIELD, part.filename, bytes, PRODUCT_IMAGE_TYPES));
        continue;
      }
      if (part.valueTruncated) throw new AppError(413, `${part.fieldname} is too long`, part.fieldname);
      assertStorableField(part.fieldname, part.value);
      const list = repeated.get(part.fieldname);
      if (list) list.push(...repeatedValues(part.fieldname, part.value));
      else if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, IMAGE_LIMIT_MESSAGES);
  }
  for (const [name, values] of repeated) if (values.length > 0) fields[name] = values;
  return { fields, images };
}

/**
 * A variants field holds one variant or an array of them, as JSON text: parsed here, depth bounded,
 * so that text inside it meets the same check as every other field. Text that is not JSON is left
 * for the form's rules to refuse.
 */
function repeatedValues(name: string, value: unknown): unknown[] {
  if (name !== 'variants') return [value];
  const parsed = parsedVariantText(value);
  return Array.isArray(parsed) ? parsed.map(parsedVariantText) : [parsed];
}

function parsedVariantText(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  let parsed: unknown;
  try {
    parsed = parseBoundedJson(value, 'variants');
  } catch (error) {
    if (error instanceof AppError) throw error;
    return value;
  }
  assertStorableField('variants', parsed);
  return parsed;
}

export type ValidProductForm = ProductForm & { description: string };

/**
 * Checks every rule of the form that needs no database, and answers all broken ones at once:
 * images first and then the description, as the spec's two alerts, then each field.
 */
export function validateProductForm(upload: ProductUpload, imagesOnFile: number): ValidProductForm {
  const input: Record<string, unknown> = { ...upload.fields };
  for (const name of REQUIRED_FIELDS) if (input[name] === undefined) input[name] = '';
  const parsed = productFormSchema.safeParse(input);
  const errors: ApiErrorItem[] = [];
  if (imagesOnFile + upload.images.length === 0) {
    errors.push({ msg: CATALOGUE_MESSAGES.imagesRequired, param: IMAGE_FIELD });
  }
  const description = typeof input.description === 'string' ? sanitizeRichText(input.description) : '';
  const descriptionIssue = parsed.error?.issues.some((issue) => issue.path[0] === 'description');
  if (!descriptionIssue && isBlankRichText(description)) {
    errors.push({ msg: CATALOGUE_MESSAGES.descriptionRequired, param: 'description' });
  }
  for (const issue of parsed.error?.issues ?? []) {
    const param = issue.path.map(String).join('.');
    errors.push({ msg: issue.message, ...(param ? { param } : {}) });
  }
  if (errors.length > 0 || !parsed.success) throw new AppError(400, errors);
  return { ...parsed.data, description };
}
