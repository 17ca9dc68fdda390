import { ADMIN_TEXT, type PublicUser, VENDOR_CHANGE_TEXT } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, identityVerifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import {
  adminToken,
  auditCount,
  createStaff,
  mailsTo,
  type OnboardedVendor,
  onboardVendor,
} from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, postPayout } from '../../test/payouts.ts';
import { pdfText } from '../../test/pdf.ts';
import { holdReviewedChanges } from './vendor-changes.service.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

// Made-up ABNs that pass the checksum; no ABR_GUID in tests, so the register is not asked.
const OLD_ABN = '12000000041';
const NEW_ABN = '12000000073';
const OTHER_VENDORS_ABN = '12000000122';
const FREE_ABN = '12000000154';

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

function saveProfile(vendor: OnboardedVendor, fields: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/user/${vendor.id}`,
    headers: { 'x-auth-token': vendor.token },
    payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, ...fields },
  });
}

function decide(vendorId: string, body: Record<string, unknown>, token = admin) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/vendor/any/${vendorId}/changes`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

async function me(vendor: OnboardedVendor): Promise<PublicUser> {
  const response = await get('/api/authVendor', vendor.token);
  expect(response.statusCode).toBe(200);
  return response.json().user;
}

describe(`a verified vendor's change of details (${testEngine})`, () => {
  it('keeps issued invoices exactly as issued through an approved change of name, ABN, address and GST status', async () => {
    const vendor = await onboardVendor(ctx, { ABN: OLD_ABN, displayName: 'Adinkra Prints' });
    // Registered for GST, so the vendor's invoice for a sale is a tax invoice naming its ABN.
    expect((await saveProfile(vendor, { gstRegistered: true, gstRegisteredFrom: '2020-07-01' })).statusCode).toBe(200);
    const product = await createLiveProduct(ctx, vendor, { price: 110, shipping: 1, stock: 50 });
    const sale = await deliveredSale(ctx, vendor, product._id);
    const created = await postPayout(ctx, admin, vendor.id, { sales: [sale.saleId] });
    expect(created.statusCode, created.body).toBe(201);
    const payoutId: string = created.json()._id;
    const documents = async () => ({
      feeInvoice: await pdfText((await get(`/api/transfer/${payoutId}/invoice.pdf`, vendor.token)).rawPayload),
      saleInvoice: await pdfText((await get(`/api/sale/${sale.saleId}/invoice.pdf`, vendor.token)).rawPayload),
    });

    const asked = await saveProfile(vendor, {
      ABN: '12 000 000 073',
      displayName: 'Adinkra Prints & Dyes',
      address: { c_address: '9 Harbour Road', suburb: 'Newcastle', state: 'NSW', postcode: '2300' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = await me(vendor);
    expect(waiting.ABN).toBe(OLD_ABN);
    expect(waiting.pendingChange).toMatchObject({ before: { abn: OLD_ABN }, after: { abn: NEW_ABN } });

    const before = await documents();
    expect(before.feeInvoice).toContain('Adinkra Prints\nABN 12 000 000 041');
    expect(before.saleInvoice).toMatch(/^Tax invoice\nAdinkra Prints\nABN 12 000 000 041/);
    for (const text of Object.values(before)) expect(text).not.toContain('12 000 000 073');

    const approved = await decide(vendor.id, { approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      msg: VENDOR_CHANGE_TEXT.approved,
      user: { ABN: NEW_ABN, displayName: 'Adinkra Prints & Dyes', pendingChange: null },
    });
    expect((await saveProfile(vendor, { gstRegistered: false })).statusCode).toBe(200);
    // Every issued document reads as it did, word for word.
    expect(await documents()).toEqual(before);
    // A sale made now is invoiced on the details in force now: a plain invoice from the new name.
    const later = await deliveredSale(ctx, vendor, product._id);
    const laterText = await pdfText((await get(`/api/sale/${later.saleId}/invoice.pdf`, vendor.token)).rawPayload);
    expect(laterText).toMatch(
      /^Invoice\nAdinkra Prints & Dyes\nABN 12 000 000 073\n9 Harbour Road\nNewcastle NSW 2300/,
    );

    // One decision, one audit entry; deciding again finds nothing waiting and records nothing.
    expect(await auditCount(ctx, 'vendor.changes.approve', vendor.id)).toBe(1);
    const again = await decide(vendor.id, { approved: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].msg).toBe(VENDOR_CHANGE_TEXT.nothingPending);
    expect(await auditCount(ctx, 'vendor.changes.approve', vendor.id)).toBe(1);

    const [mail] = (await mailsTo(ctx, vendor.email)).filter((row) => row.template === 'vendorChangeApproved');
    expect(mail?.text).toContain(`ABN: ${NEW_ABN} (was ${OLD_ABN})`);
    expect(mail?.text).toContain('http://soko.test/settings/profile');
  });

  it('shows staff the change in the verification queue before and after; a rejection needs a reason and keeps the details', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Kente House' });
    expect((await saveProfile(vendor, { displayName: 'Kente House & Co' })).statusCode).toBe(200);

    const queue = await get('/api/vendor/verification?status=changes&limit=100', admin);
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().items.find((item: { _id: string }) => item._id === vendor.id);
    expect(row?.pendingChange).toMatchObject({
      before: { displayName: 'Kente House' },
      after: { displayName: 'Kente House & Co' },
    });
    expect(row?.displayName).toBe('Kente House');

    const withoutReason = await decide(vendor.id, { approved: false });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().errors).toEqual([
      { msg: 'Please give the vendor a reason for rejecting the change', param: 'reason' },
    ]);
    expect((await me(vendor)).pendingChange).not.toBeNull();

    const reason = 'The register names another business for your ABN';
    const rejected = await decide(vendor.id, { approved: false, reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await auditCount(ctx, 'vendor.changes.reject', vendor.id)).toBe(1);

    const seen = await me(vendor);
    expect(seen).toMatchObject({
      displayName: 'Kente House',
      pendingChange: null,
      pendingChangeRejectionReason: reason,
    });
    const [mail] = (await mailsTo(ctx, vendor.email)).filter((item) => item.template === 'vendorChangeRejected');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect(mail?.text).toContain('Business name: Kente House & Co (was Kente House)');
    expect(mail?.text).toContain('http://soko.test/settings/profile');

    const gone = await get('/api/vendor/verification?status=changes&limit=100', admin);
    expect(gone.json().items.map((item: { _id: string }) => item._id)).not.toContain(vendor.id);

    // The next request clears the old reason.
    expect((await saveProfile(vendor, { displayName: 'Kente House Pty Ltd' })).statusCode).toBe(200);
    expect((await me(vendor)).pendingChangeRejectionReason).toBeNull();
  });

  it('merges further changes into the one waiting, and a field set back to the value in force leaves it', async () => {
    const vendor = await onboardVendor(ctx, { displayName: 'Baobab Goods' });
    const address = { c_address: '12 Smith St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' };
    await saveProfile(vendor, { displayName: 'Baobab Goods Co', address });
    await saveProfile(vendor, { displayName: 'Baobab Goods Co', address: { ...address, c_address: '3 Oak Ave' } });
    expect((await me(vendor)).pendingChange).toMatchObject({
      after: { displayName: 'Baobab Goods Co', address: '3 Oak Ave' },
    });

    const back = await saveProfile(vendor, { displayName: 'Baobab Goods', phone: '0411 111 111' });
    expect(back.json().msg).toBe(
      'Profile updated. The change of street address waits for review by our team; your current details stay in force until it is approved',
    );
    const user = await me(vendor);
    expect(user.phone).toBe('+61411111111');
    expect(user.pendingChange?.after).toEqual({ address: '3 Oak Ave' });

    await saveProfile(vendor, { address });
    expect((await me(vendor)).pendingChange).toBeNull();
  });

  it("refuses another vendor's ABN for a pending change", async () => {
    await onboardVendor(ctx, { ABN: OTHER_VENDORS_ABN });
    const vendor = await onboardVendor(ctx);
    const refused = await saveProfile(vendor, { ABN: OTHER_VENDORS_ABN });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ msg: VENDOR_CHANGE_TEXT.abnInUse, param: 'ABN' }]);
    expect((await me(vendor)).pendingChange).toBeNull();

    // Nor an ABN another vendor has asked for.
    expect((await saveProfile(vendor, { ABN: FREE_ABN })).statusCode).toBe(200);
    const third = await onboardVendor(ctx);
    expect((await saveProfile(third, { ABN: FREE_ABN })).statusCode).toBe(409);
  });

  it('applies at once the changes of a vendor whose identity is not approved, of the super admin, and of staff', async () => {
    // No such vendor can sign in (a session needs every onboarding step done), so the rule is asked directly.
    const vendor = await onboardVendor(ctx, { displayName: 'Old Name' });
    await ctx.database.db
      .update(identityVerifications)
      .set({ identityStatus: 'submitted' })
      .where(eq(identityVerifications.userId, vendor.id));
    const held = await holdReviewedChanges(ctx.app.deps, ctx.database.db, vendor.id, {
      displayName: 'New Name',
      abn: FREE_ABN,
    });
    expect(held).toEqual({ values: { displayName: 'New Name', abn: FREE_ABN }, msg: undefined });

    const [staff] = await ctx.database.db.select().from(accounts).where(eq(accounts.role, 2));
    const own = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/${staff?.id}`,
      headers: { 'x-auth-token': admin },
      payload: {
        firstName: staff?.firstName,
        lastName: staff?.lastName,
        email: staff?.email,
        displayName: 'Soko Team',
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().user).toMatchObject({ displayName: 'Soko Team', pendingChange: null });

    const verified = await onboardVendor(ctx, { displayName: 'Staff Edit' });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vendor/any/${verified.id}`,
      headers: { 'x-auth-token': admin },
      payload: { firstName: 'Ama', lastName: 'Mensah', email: verified.email, displayName: 'Staff Edit Co' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await me(verified)).toMatchObject({ displayName: 'Staff Edit Co', pendingChange: null });
  });

  it("keeps support staff from a verified vendor's reviewed details, and everyone from editing past a change waiting", async () => {
    const support = await createStaff(ctx, 'support');
    const vendor = await onboardVendor(ctx, { displayName: 'Adinkra Prints' });
    const staffEdit = (token: string, fields: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/vendor/any/${vendor.id}`,
        headers: { 'x-auth-token': token },
        payload: { firstName: 'Ama', lastName: 'Mensah', email: vendor.email, ...fields },
      });
    const renamed = await staffEdit(support.token, { displayName: 'Adinkra Co' });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().errors[0].msg).toBe(ADMIN_TEXT.verifiedDetailsNeedVerification);
    expect((await staffEdit(support.token, { phone: '0412000111' })).statusCode).toBe(200);
    expect(await me(vendor)).toMatchObject({ displayName: 'Adinkra Prints', phone: '+61412000111' });

    expect((await saveProfile(vendor, { displayName: 'Adinkra House' })).statusCode).toBe(200);
    const past = await staffEdit(admin, { displayName: 'Adinkra Staff Name' });
    expect(past.statusCode).toBe(409);
    expect(past.json().errors[0].msg).toBe(ADMIN_TEXT.vendorChangeWaiting);
    expect(await me(vendor)).toMatchObject({
      displayName: 'Adinkra Prints',
      pendingChange: { after: { displayName: 'Adinkra House' } },
    });
  });

  it('is for staff only, and answers 409 when nothing waits and 404 for an unknown vendor', async () => {
    const vendor = await onboardVendor(ctx);
    expect((await saveProfile(vendor, { displayName: 'Mine Now' })).statusCode).toBe(200);
    expect((await decide(vendor.id, { approved: true }, vendor.token)).statusCode).toBe(403);
    expect((await get('/api/vendor/verification?status=changes', vendor.token)).statusCode).toBe(403);
    expect((await me(vendor)).displayName).toBe('Kente House');

    const idle = await onboardVendor(ctx);
    expect((await decide(idle.id, { approved: true })).statusCode).toBe(409);
    expect((await decide('00000000-0000-4000-8000-000000000000', { approved: true })).statusCode).toBe(404);
  });
});
