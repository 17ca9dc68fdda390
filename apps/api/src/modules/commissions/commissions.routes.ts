import {
  commissionPreviewQuerySchema,
  commissionPreviewResponseSchema,
  commissionRuleIdParamsSchema,
  commissionRuleInputSchema,
  commissionRuleResponseSchema,
  commissionRulesResponseSchema,
  messageResponseSchema,
  myCommissionRulesResponseSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import {
  commissionRules,
  createCommissionRule,
  deleteCommissionRule,
  myCommissionRules,
  previewFee,
  updateCommissionRule,
} from './commissions.service.ts';

const tags = ['commission rules'];

/**
 * What Soko charges each sale line (issue 45 section 1; docs/product.md section 9). Finance staff and
 * the super admin change the rules, stepped up and audited; a rule changes new sales only.
 */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/commission-rules',
    {
      schema: {
        operationId: 'getCommissionRules',
        summary: 'List the commission rules, most specific first, and the built-in default',
        tags,
        response: { 200: commissionRulesResponseSchema },
      },
      onRequest: app.requireStaff('money.read'),
    },
    async (request) => commissionRules(requestDeps(request)),
  );

  app.get(
    '/commission-rules/mine',
    {
      schema: {
        operationId: 'getMyCommissionRules',
        summary: "The rates that can apply to a vendor's sales, now or later (staff name the vendor)",
        tags,
        querystring: z.object({ vendorId: z.uuid('Vendor not found').optional() }),
        response: { 200: myCommissionRulesResponseSchema },
      },
      onRequest: app.requireVendorOrStaff('vendors.read'),
    },
    async (request) => myCommissionRules(requestDeps(request), currentUser(request), request.query.vendorId),
  );

  app.get(
    '/commission-rules/preview',
    {
      schema: {
        operationId: 'previewCommission',
        summary: 'The fee a sale line at this price would pay now, and the rule that sets it',
        tags,
        querystring: commissionPreviewQuerySchema,
        response: { 200: commissionPreviewResponseSchema },
      },
      onRequest: app.requireVendorOrStaff('vendors.read'),
      config: { member: 'catalogue' },
    },
    async (request) => previewFee(requestDeps(request), currentUser(request), request.query),
  );

  app.post(
    '/commission-rules',
    {
      schema: {
        operationId: 'createCommissionRule',
        summary: 'Add a commission rule (finance or super admin; step-up; audited)',
        tags,
        body: commissionRuleInputSchema,
        response: { 201: commissionRuleResponseSchema },
      },
      onRequest: app.requireStaff('commissions'),
      preHandler: app.requireStepUp(),
    },
    async (request, reply) => {
      const saved = await createCommissionRule(requestDeps(request), currentUser(request), request.body);
      return reply.code(201).send(saved);
    },
  );

  app.put(
    '/commission-rules/:id',
    {
      schema: {
        operationId: 'updateCommissionRule',
        summary: 'Change a commission rule: sales already made keep their fee (step-up; audited)',
        tags,
        params: commissionRuleIdParamsSchema,
        body: commissionRuleInputSchema,
        response: { 200: commissionRuleResponseSchema },
      },
      onRequest: app.requireStaff('commissions'),
      preHandler: app.requireStepUp(),
    },
    async (request) =>
      updateCommissionRule(requestDeps(request), currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/commission-rules/:id',
    {
      schema: {
        operationId: 'deleteCommissionRule',
        summary: 'Delete a commission rule: sales already made keep their fee (step-up; audited)',
        tags,
        params: commissionRuleIdParamsSchema,
        response: { 200: messageResponseSchema },
      },
      onRequest: app.requireStaff('commissions'),
      preHandler: app.requireStepUp(),
    },
    async (request) => deleteCommissionRule(requestDeps(request), currentUser(request), request.params.id),
  );
};
