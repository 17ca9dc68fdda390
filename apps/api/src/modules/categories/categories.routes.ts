import {
  CATALOGUE_MESSAGES,
  categoryDtoSchema,
  categorySchema,
  limitSchema,
  messageResponseSchema,
  PAGE_SIZE,
  pageSchema,
  paginatedSchema,
  subcategoryListSchema,
  subcategorySchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import {
  childrenOfNode,
  createCategory,
  createSubcategory,
  deleteCategory,
  getCategory,
  listCategories,
  subcategoriesAt,
  updateCategory,
} from './categories.service.ts';

const idParams = z.object({ id: z.uuid('Category not found') });
const CATEGORY_SORTS = ['title', '-title', 'newest', 'oldest'] as const;
const listQuery = z.object({
  page: pageSchema,
  limit: limitSchema(PAGE_SIZE.categories),
  /** Any length: the categories are a few hundred rows at most, read whole when searched. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(CATEGORY_SORTS, { error: `Sort by one of: ${CATEGORY_SORTS.join(', ')}` }).default('title'),
});

/** Below level 4 there is no level to list. */
const levelQuery = z.object({
  level: z.coerce
    .number()
    .int()
    .min(1, 'Please choose a level from 1 to 4')
    .max(4, CATALOGUE_MESSAGES.maximumSubcategory),
});

/** Categories and subcategories (docs/product.md section 7): anyone signed in reads them, the super admin writes. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's clients call `/category/`; the document lists the one operation once, without the slash.
  for (const url of ['/category', '/category/']) {
    app.get(
      url,
      {
        schema: {
          operationId: 'listCategories',
          response: { 200: paginatedSchema(categoryDtoSchema) },
          summary: 'List top-level categories, searchable and paged',
          tags: ['categories'],
          querystring: listQuery,
          hide: url.endsWith('/'),
        },
        config: { member: 'catalogue' },
        onRequest: app.authenticate,
      },
      async (request) => listCategories(requestDeps(request), request.query),
    );
  }

  app.get(
    '/category/:id',
    {
      schema: {
        operationId: 'getCategory',
        response: { 200: categoryDtoSchema },
        summary: 'Read one category',
        tags: ['categories'],
        params: idParams,
      },
      config: { member: 'catalogue' },
      onRequest: app.authenticate,
    },
    async (request) => getCategory(requestDeps(request), request.params.id),
  );

  app.get(
    '/category/subCategory/:id',
    {
      schema: {
        operationId: 'listSubcategories',
        response: { 200: subcategoryListSchema },
        summary: "List a category's subcategories",
        tags: ['categories'],
        params: idParams,
      },
      config: { member: 'catalogue' },
      onRequest: app.authenticate,
    },
    async (request) => childrenOfNode(requestDeps(request), request.params.id),
  );

  app.get(
    '/category/:id/list',
    {
      schema: {
        operationId: 'listCategoryChildren',
        response: { 200: subcategoryListSchema },
        summary: "List a category's subcategories with their own subcategories",
        tags: ['categories'],
        params: idParams,
        querystring: levelQuery,
      },
      config: { member: 'catalogue' },
      onRequest: app.authenticate,
    },
    async (request) => subcategoriesAt(requestDeps(request), request.params.id, request.query.level),
  );

  app.post(
    '/category/create/:userId',
    {
      schema: {
        operationId: 'createCategory',
        response: { 201: categoryDtoSchema },
        summary: 'Add a top-level category (staff)',
        tags: ['categories'],
        params: z.object({ userId: z.string() }),
        body: categorySchema,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(requestDeps(request), currentUser(request), request.body)),
  );

  app.post(
    '/category/:categoryId/create',
    {
      schema: {
        operationId: 'createSubcategory',
        response: { 201: categoryDtoSchema },
        summary: 'Add a subcategory (staff)',
        tags: ['categories'],
        params: z.object({ categoryId: z.uuid('Category not found') }),
        body: subcategorySchema,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSubcategory(requestDeps(request), currentUser(request), request.params.categoryId, request.body),
        ),
  );

  app.put(
    '/category/:id',
    {
      schema: {
        operationId: 'updateCategory',
        response: { 200: categoryDtoSchema },
        summary: 'Update a category (staff)',
        tags: ['categories'],
        params: idParams,
        body: categorySchema,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) => updateCategory(requestDeps(request), currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/category/:id',
    {
      schema: {
        operationId: 'deleteCategory',
        response: { 200: messageResponseSchema },
        summary: 'Delete a category without products (staff)',
        tags: ['categories'],
        params: idParams,
      },
      onRequest: app.requireStaff('catalogue'),
    },
    async (request) => {
      await deleteCategory(requestDeps(request), currentUser(request), request.params.id);
      return { msg: 'Category deleted' };
    },
  );
};
