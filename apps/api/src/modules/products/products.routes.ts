import {
  amountTotalSchema,
  CATALOGUE_MESSAGES,
  messageResponseSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_IMPORT_IMAGES_MAX_BYTES,
  PRODUCT_IMPORT_IMAGES_MAX_FILES,
  PRODUCT_IMPORT_MAX_ROWS,
  PRODUCT_IMPORT_RATE_LIMIT,
  priceHistoryResponseSchema,
  productDtoSchema,
  productExportQuerySchema,
  productFormSchema,
  productImportJobSchema,
  productImportParamsSchema,
  productImportQuerySchema,
  productImportReportSchema,
  productListQuerySchema,
  productListResponseSchema,
  productRevisionReviewSchema,
  rejectProductSchema,
  rejectRevisionSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { filePart, multipartFields } from '../../lib/openapi.ts';
import { currentUser } from '../../lib/request-user.ts';
import { rejectProduct, setProductApproval } from './products.approval.service.ts';
import { exportProducts, productImportTemplate } from './products.export.service.ts';
import { readProductUpload } from './products.form.ts';
import { deleteProductImage } from './products.images.service.ts';
import { dryRunProductImport, reportJson } from './products.import.service.ts';
import { PRODUCT_IMPORT_JOB, productImportOf, queueProductImport } from './products.import-job.ts';
import { photosOfZip } from './products.import-photos.ts';
import { inVendorImportTurn } from './products.import-turn.ts';
import { receiveImport } from './products.import-upload.form.ts';
import { productPriceHistory } from './products.price-history.ts';
import { approveProductRevision, getProductRevision, rejectProductRevision } from './products.revisions.service.ts';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  getProduct,
  listProducts,
  netWorth,
  toggleProductStatus,
  updateProduct,
} from './products.service.ts';

const productId = z.uuid('Product not found');
/** The path's userId is ignored: the acting user is always the token's. */
const ownerParams = z.object({ id: productId, userId: z.string() });
const multipart = { tags: ['products'], consumes: ['multipart/form-data'] };
const productFormBody = multipartFields(productFormSchema, {
  variants: {
    type: 'array',
    items: { type: 'string' },
    description: 'Each a variant as JSON ({ size, price, stock, … }), or one JSON array of them',
  },
  images: {
    type: 'array',
    maxItems: PRODUCT_IMAGE_MAX_COUNT,
    items: filePart('JPEG, PNG or WebP, up to 5 MB each'),
  },
});
const APPROVAL_OF_ACTION = { approve: 'approved', pending: 'pending' } as const;

/** Products (docs/product.md section 7), for their vendor and the super admin. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/list',
    {
      schema: {
        operationId: 'listProducts',
        response: { 200: productListResponseSchema },
        summary: 'List products',
        tags: ['products'],
        querystring: productListQuerySchema.extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => listProducts(requestDeps(request), currentUser(request), request.query),
  );

  app.get(
    '/product/netWorth',
    {
      schema: {
        operationId: 'getProductNetWorth',
        response: { 200: amountTotalSchema },
        summary: "Read the stock value of the user's products",
        tags: ['products'],
        querystring: z.object({ vendorId: z.uuid().optional() }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => netWorth(requestDeps(request), currentUser(request), request.query.vendorId),
  );

  app.get(
    '/product/export.csv',
    {
      schema: {
        operationId: 'exportProducts',
        summary: 'Download products as CSV in the import template',
        description:
          "A vendor's own products; staff name the vendor with `vendorId`. One row per product, or per variant with the product's columns repeated; an approved product's changes waiting for review are written as its editor sees them, so importing the export changes nothing.",
        tags: ['products'],
        querystring: productExportQuerySchema,
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The products as CSV, streamed' } },
    },
    async (request, reply) => {
      const { filename, csv } = exportProducts(requestDeps(request), currentUser(request), request.query.vendorId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/product/import-template.csv',
    {
      schema: {
        operationId: 'downloadProductImportTemplate',
        summary: 'Download the product import template (the header and one example row)',
        tags: ['products'],
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
      config: { download: { mediaTypes: ['text/csv'], description: 'The template as CSV' } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="product-import-template.csv"')
        .send(productImportTemplate()),
  );

  app.post(
    '/product/import',
    {
      schema: {
        operationId: 'importProducts',
        response: { 200: productImportReportSchema, 202: productImportJobSchema },
        summary:
          'Import products from a CSV file (applied in the background), or with dryRun=true only report what it would do',
        description: `Each product is checked with the product form's rules and matched by SKU within the vendor: new ones are created pending approval, an approved product's material changes wait for review as its revision, stock, price cuts and pause apply at once. Rows with errors are skipped and reported by row and column. At most ${PRODUCT_IMPORT_MAX_ROWS} rows (413 as soon as the file has more). One file at a time per vendor: 429 while the vendor's last file is being checked or applied.`,
        querystring: productImportQuerySchema,
        ...multipart,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
      config: {
        // Each file takes up to a few seconds of the server's time to read and check.
        rateLimit: { max: PRODUCT_IMPORT_RATE_LIMIT.max, timeWindow: PRODUCT_IMPORT_RATE_LIMIT.minutes * 60_000 },
        multipartBody: {
          type: 'object',
          required: ['file'],
          properties: {
            file: filePart(
              "The CSV file (comma or semicolon, UTF-8, as a spreadsheet saves it): Soko's template, or a Shopify, WooCommerce or Etsy product export",
            ),
            images: filePart(
              `The photos the rows name by file name, as one ZIP (optional): at most ${PRODUCT_IMPORT_IMAGES_MAX_BYTES / (1024 * 1024)} MB and ${PRODUCT_IMPORT_IMAGES_MAX_FILES} files, each a JPEG, PNG or WebP of at most ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
            ),
            defaultCategory: {
              type: 'string',
              format: 'uuid',
              description:
                'The category (its id) of the products whose row names no Soko category; or as a query parameter',
            },
          },
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'Please send the CSV file as a form field named file');
      const deps = requestDeps(request);
      const actor = currentUser(request);
      // The vendor's turn is taken before the body is read: a second file while one is read, checked
      // or applied is refused at once, so that one account cannot fill the disk with ZIPs meanwhile.
      const answer = await inVendorImportTurn(deps, actor, async () => {
        const received = await receiveImport(request);
        try {
          const field = productImportQuerySchema.shape.defaultCategory.safeParse(received.defaultCategory);
          if (!field.success)
            throw badRequest(field.error.issues[0]?.message ?? 'Please choose a category', 'defaultCategory');
          const options = { defaultCategoryId: field.data ?? request.query.defaultCategory };
          const { file, zip } = received;
          if (request.query.dryRun) {
            const report = await dryRunProductImport(deps, actor, file, {
              ...options,
              photos: zip && photosOfZip(zip),
            });
            return { kind: 'checked' as const, report, json: await reportJson(report) };
          }
          return { kind: 'queued' as const, queued: await queueProductImport(deps, actor, file, options, zip) };
        } finally {
          await received.release();
        }
      });
      if (answer.kind === 'checked') return reply.serializer(() => answer.json).send(answer.report);
      app.jobs.runSoon(PRODUCT_IMPORT_JOB);
      return reply.status(202).send(answer.queued);
    },
  );

  app.get(
    '/product/import/:id',
    {
      schema: {
        operationId: 'productImport',
        tags: ['products'],
        params: productImportParamsSchema,
        response: { 200: productImportJobSchema },
        summary: 'Follow an import being applied: its progress, then its report',
        description:
          "The vendor's own imports; staff see any. While it applies, `processed` counts the products done of `productCount`; once `done`, `report` says what happened to each product, as the dry run does.",
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request) => productImportOf(requestDeps(request), currentUser(request), request.params.id),
  );

  app.post(
    '/product/add',
    {
      schema: {
        operationId: 'addProduct',
        response: { 201: productDtoSchema },
        summary: 'Add a product with images and variants',
        ...multipart,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
      config: { multipartBody: productFormBody },
    },
    async (request, reply) => {
      const upload = await readProductUpload(request);
      return reply.status(201).send(await createProduct(requestDeps(request), currentUser(request), upload));
    },
  );

  app.post(
    '/product/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateProduct',
        response: { 201: productDtoSchema },
        summary: 'Copy a product as a new product pending approval',
        description:
          'The copy is named "Copy of" the original and has its approved fields, variants (with their stock) and copies of its images; it waits for staff like any new product.',
        tags: ['products'],
        params: z.object({ id: productId }),
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request, reply) =>
      reply.status(201).send(await duplicateProduct(requestDeps(request), currentUser(request), request.params.id)),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        operationId: 'getProduct',
        response: { 200: productDtoSchema },
        summary: 'Read one product',
        description:
          'Always the approved version buyers see; changes of an approved product waiting for staff (or the last ones staff rejected) are its `revision`.',
        tags: ['products'],
        params: z.object({ id: productId }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => getProduct(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/product/:id/:userId',
    {
      schema: {
        operationId: 'updateProduct',
        response: { 200: productDtoSchema },
        summary: 'Update a product',
        description:
          "A vendor's edit of an approved product applies stock, price cuts and rises up to 20 %, the sale percentage, shipping and measures at once; name, short details, description, brand, keywords, category and subcategories, a price rise above 20 %, variants added, removed or renamed (or a variant's price up by more than 20 %) and new images wait for staff as the product's pending `revision`, which a later edit replaces. Buyers and orders keep the approved version until staff approve it.",
        ...multipart,
        params: ownerParams,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
      config: { multipartBody: productFormBody },
    },
    async (request) =>
      updateProduct(requestDeps(request), currentUser(request), request.params.id, () => readProductUpload(request)),
  );

  app.get(
    '/product/:id/:userId',
    {
      schema: {
        operationId: 'toggleProductStatus',
        response: { 200: productDtoSchema },
        summary: 'Pause a live product or make a paused one live',
        tags: ['products'],
        params: ownerParams,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request) => toggleProductStatus(requestDeps(request), currentUser(request), request.params.id),
  );

  app.get(
    '/product/:id/:userId/approve',
    {
      schema: {
        operationId: 'decideProductApproval',
        response: { 200: productDtoSchema },
        summary: 'Approve or reject a product (staff)',
        tags: ['products'],
        params: ownerParams,
        querystring: z.object({ action: z.enum(['approve', 'reject', 'pending']).optional() }),
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) => {
      const { action } = request.query;
      if (action === 'reject') throw badRequest(CATALOGUE_MESSAGES.rejectNeedsReason, 'action');
      const approval = action ? APPROVAL_OF_ACTION[action] : undefined;
      return setProductApproval(requestDeps(request), currentUser(request), request.params.id, approval);
    },
  );

  app.put(
    '/product/:id/reject',
    {
      schema: {
        operationId: 'rejectProduct',
        response: { 200: productDtoSchema },
        summary: 'Reject a product with a reason the vendor is emailed (staff)',
        tags: ['products'],
        params: z.object({ id: productId }),
        body: rejectProductSchema,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) =>
      rejectProduct(requestDeps(request), currentUser(request), request.params.id, request.body.reason),
  );

  app.get(
    '/product/:id/revision',
    {
      schema: {
        operationId: 'getProductRevision',
        response: { 200: productRevisionReviewSchema },
        summary: "Read an approved product beside its changes waiting for review (staff, or the product's vendor)",
        description:
          'The product is the approved version (before), the revision the proposal (after); 404 without one.',
        tags: ['products'],
        params: z.object({ id: productId }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => getProductRevision(requestDeps(request), currentUser(request), request.params.id),
  );

  app.get(
    '/product/:id/price-history',
    {
      schema: {
        operationId: 'getProductPriceHistory',
        response: { 200: priceHistoryResponseSchema },
        summary: "Every price a product and its variants had, with its period (staff, or the product's vendor)",
        description:
          'One entry per period at one price, oldest first: `variant` null for the product itself, else the ' +
          "variant's size; `salesPercentage` the percentage off that held (0: none). Kept from the moment " +
          'the product was listed, or from 7 December 2026 for older products.',
        tags: ['products'],
        params: z.object({ id: productId }),
      },
      onRequest: app.requireVendorOrStaff('catalogue.read'),
    },
    async (request) => productPriceHistory(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/product/:id/revision/approve',
    {
      schema: {
        operationId: 'approveProductRevision',
        response: { 200: productDtoSchema },
        summary: "Approve a product's changes: buyers see them from now on; the vendor is emailed (staff)",
        description:
          'Approving changes already approved changes and sends nothing; changes already rejected answer 409.',
        tags: ['products'],
        params: z.object({ id: productId }),
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) => approveProductRevision(requestDeps(request), currentUser(request), request.params.id),
  );

  app.put(
    '/product/:id/revision/reject',
    {
      schema: {
        operationId: 'rejectProductRevision',
        response: { 200: productDtoSchema },
        summary: "Reject a product's changes with a reason the vendor is emailed (staff)",
        description:
          'The approved version stays; images uploaded only for the changes are deleted. Rejecting changes already rejected changes and sends nothing; changes already approved answer 409.',
        tags: ['products'],
        params: z.object({ id: productId }),
        body: rejectRevisionSchema,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) =>
      rejectProductRevision(requestDeps(request), currentUser(request), request.params.id, request.body.reason),
  );

  app.delete(
    '/product/:id/:userId',
    {
      schema: {
        operationId: 'deleteProduct',
        response: { 200: messageResponseSchema },
        summary: 'Delete a product',
        tags: ['products'],
        params: ownerParams,
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request) => {
      await deleteProduct(requestDeps(request), currentUser(request), request.params.id);
      return { msg: 'Product deleted' };
    },
  );

  app.get(
    '/product/:id/:userId/img/:imageId',
    {
      schema: {
        operationId: 'deleteProductImage',
        response: { 200: productDtoSchema },
        summary: 'Remove one image of a product',
        description:
          "On a vendor's approved product the removal is part of its pending `revision`: buyers keep seeing the image until staff approve it.",
        tags: ['products'],
        params: ownerParams.extend({ imageId: z.uuid('Image not found') }),
      },
      onRequest: app.requireVendorOrStaff('catalogue'),
    },
    async (request) => {
      const { id, imageId } = request.params;
      return deleteProductImage(requestDeps(request), currentUser(request), id, imageId);
    },
  );
};
