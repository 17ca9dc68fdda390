import {
  bankAccountResponseSchema,
  isStaffRole,
  revealedAccountNumberSchema,
  saveBankAccountResponseSchema,
  saveBankAccountSchema,
} from '@soko/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestDeps } from '../../deps.ts';
import { currentPasswordGuard, ownAccount } from '../../lib/current-password.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../lib/request-user.ts';
import { ownBankAccount, revealAccountNumber, saveBankAccount, vendorBankAccount } from './bank-accounts.service.ts';

const tags = ['bank accounts'];
const userParams = z.object({ id: z.string() });
const vendorParams = z.object({ id: z.uuid('Vendor not found') });

/**
 * Where a vendor's payouts go (issue 14; docs/product.md section 7: `GET`/`PUT /api/user/{id}/bank`): the
 * vendor reads and saves their own; staff read any vendor's, masked, and reveal the number (audited).
 */
export const bankAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Wrong current passwords are limited as on the profile's forms: a stolen session must not guess here instead.
  const checkingCurrentPassword = currentPasswordGuard(app.deps);

  app.get(
    '/user/:id/bank',
    {
      config: { member: 'bank.last4' },
      schema: {
        operationId: 'getBankAccount',
        response: { 200: bankAccountResponseSchema },
        summary: "Read a vendor's bank details, the account number masked: the vendor's own, or any vendor's for staff",
        tags,
        params: userParams,
      },
      onRequest: app.requireVendorOrStaff('money.read'),
    },
    async (request) => {
      const user = currentUser(request);
      if (isStaffRole(user.role)) {
        const vendorId = z.uuid().safeParse(request.params.id);
        if (!vendorId.success) throw notFound('Vendor');
        return vendorBankAccount(requestDeps(request), vendorId.data);
      }
      ownAccount(request.params.id, user.id);
      return ownBankAccount(requestDeps(request), user);
    },
  );

  app.put(
    '/user/:id/bank',
    {
      schema: {
        operationId: 'saveOwnBankAccount',
        response: { 200: saveBankAccountResponseSchema },
        summary: "Save the signed-in vendor's bank details (a change holds payouts for 24 hours)",
        tags,
        params: userParams,
        body: saveBankAccountSchema,
      },
      onRequest: app.authenticate,
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const user = currentUser(request);
      ownAccount(request.params.id, user.id);
      return checkingCurrentPassword(user.id, () => saveBankAccount(requestDeps(request), user, request.body));
    },
  );

  app.post(
    '/user/:id/bank/reveal',
    {
      schema: {
        operationId: 'revealVendorAccountNumber',
        response: { 200: revealedAccountNumberSchema },
        summary: "Reveal a vendor's full account number (staff; audited)",
        tags,
        params: vendorParams,
      },
      onRequest: app.requireStaff('bank.reveal'),
      // Moves money or power: the session proves its second factor again (issue 26).
      preHandler: app.requireStepUp(),
    },
    async (request) => {
      const response = await revealAccountNumber(requestDeps(request), currentUser(request), request.params.id);
      request.log.info({ event: 'bankAccount.reveal', vendorId: request.params.id }, 'account number revealed');
      return response;
    },
  );
};
