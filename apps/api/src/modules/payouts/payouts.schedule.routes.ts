import {
  marketplaceScheduleResponseSchema,
  payoutForecastQuerySchema,
  payoutForecastSchema,
  payoutScheduleInputSchema,
  vendorPayoutScheduleInputSchema,
  vendorScheduleResponseSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentUser } from '../../lib/request-user.ts';
import {
  marketplaceSchedule,
  payoutForecast,
  saveMarketplaceSchedule,
  saveVendorSchedule,
  vendorSchedule,
} from './payouts.schedule.service.ts';

const tags = ['payouts'];
const vendorParams = z.object({ vendorId: z.uuid('Vendor not found') });

/**
 * When vendors are paid (issue 45 section 2): the marketplace's schedule and a vendor's own (finance
 * and the super admin change them, stepped up and audited), and the forecast of the next payout.
 */
export const payoutScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payout-schedule',
    {
      schema: {
        operationId: 'getPayoutSchedule',
        summary: "Read the marketplace's payout schedule (none: payouts are made by hand)",
        tags,
        response: { 200: marketplaceScheduleResponseSchema },
      },
      onRequest: app.requireStaff('money.read'),
    },
    async (request) => marketplaceSchedule(requestDeps(request)),
  );

  app.put(
    '/payout-schedule',
    {
      schema: {
        operationId: 'savePayoutSchedule',
        summary: "Set the marketplace's payout schedule (finance or super admin; step-up; audited)",
        tags,
        body: payoutScheduleInputSchema,
        response: { 200: marketplaceScheduleResponseSchema.extend({ msg: z.string() }) },
      },
      onRequest: app.requireStaff('payouts'),
      preHandler: app.requireStepUp(),
    },
    async (request) => saveMarketplaceSchedule(requestDeps(request), currentUser(request), request.body),
  );

  app.get(
    '/vendor/:vendorId/payout-schedule',
    {
      schema: {
        operationId: 'getVendorPayoutSchedule',
        summary: "Read a vendor's payout schedule: their own, and the one that applies (staff)",
        tags,
        params: vendorParams,
        response: { 200: vendorScheduleResponseSchema },
      },
      onRequest: app.requireStaff('money.read'),
    },
    async (request) => vendorSchedule(requestDeps(request), request.params.vendorId),
  );

  app.put(
    '/vendor/:vendorId/payout-schedule',
    {
      schema: {
        operationId: 'saveVendorPayoutSchedule',
        summary:
          "Give a vendor their own payout schedule, manual payouts, or the marketplace's again (step-up; audited)",
        tags,
        params: vendorParams,
        body: vendorPayoutScheduleInputSchema,
        response: { 200: vendorScheduleResponseSchema.extend({ msg: z.string() }) },
      },
      onRequest: app.requireStaff('payouts'),
      preHandler: app.requireStepUp(),
    },
    async (request) =>
      saveVendorSchedule(requestDeps(request), currentUser(request), request.params.vendorId, request.body),
  );

  app.get(
    '/payouts/forecast',
    {
      schema: {
        operationId: 'getPayoutForecast',
        summary: "The vendor's next payout: its date and about how much, from the sales delivered so far",
        tags,
        querystring: payoutForecastQuerySchema,
        response: { 200: payoutForecastSchema },
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => payoutForecast(requestDeps(request), currentUser(request), request.query.vendorId),
  );
};
