import {
  ADMIN_TEXT,
  type CreateVendorResponse,
  type createVendorSchema,
  hasPermission,
  isStaffRole,
  MESSAGES,
  PAGE_SIZE,
  PRIVACY_TEXT,
  type PublicUser,
  REVIEWED_VENDOR_FIELDS,
  ROLE_VENDOR,
  SHIPPING,
  type ShippingProvider,
  type VendorActiveResponse,
  type VendorAssetResponse,
  type VendorBulkResponse,
  type VendorDetail,
  type VendorDetailsResponse,
  type VendorListResponse,
  type VendorSummary,
  type vendorDetailsSchema,
  type vendorListQuerySchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertPageDepth, firstPageIsAll, type ListTotal, offsetOf } from '../../lib/pagination.ts';
import { ABR_NOT_CHECKED, checkNewAbn, recordAbnCheck, toAbrCheck } from '../abr/index.ts';
import { recordIdentityVerifiedByStaff } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { publicUserOf } from '../auth/index.ts';
import {
  type BulkChange,
  listProducts,
  setVendorProductStatus,
  setVendorSalePercentage,
  setVendorShippingProvider,
} from '../products/index.ts';
import { listSales } from '../sales/index.ts';
import { announceSessionsEnded } from '../sessions/index.ts';
import { assertCarrierRate } from '../shipping-rates/index.ts';
import {
  type AccountDetails,
  changeAccountDetails,
  chooseActiveVendor,
  emailIsTaken,
  endAllSessions,
  findUserById,
  inviteAccount,
  issueEmailToken,
  listRowOf,
  onboardingStateOf,
  profileColumnsOf,
  setAccountActive,
  toPublicUser,
} from '../users/index.ts';
import {
  countsOf,
  countVendorTabMatches,
  countVendorTabs,
  findVendor,
  listVendorRows,
  lockVendor,
  sharedSettingsOf,
  type VendorCounts,
  type VendorListRow,
  type VendorTab,
} from './vendors.repo.ts';

type VendorListQuery = z.output<typeof vendorListQuerySchema>;

/** The vendor the super admin acts for (docs/product.md section 3: Active vendor); products they add are that vendor's. */
export async function selectActiveVendor(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  vendorId: string,
): Promise<PublicUser> {
  const { db } = deps;
  const vendor = await findUserById(db, vendorId);
  if (!vendor || isStaffRole(vendor.role)) throw notFound('Vendor');
  const updated = await db.transaction(async (tx) => {
    const changed = await chooseActiveVendor(tx, admin.id, vendor.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'vendor.select',
      entityType: 'user',
      entityId: vendor.id,
      before: { activeVendorId: admin.activeVendorId },
      after: { activeVendorId: vendor.id },
    });
    return changed;
  });
  if (!updated) throw notFound('Account');
  return publicUserOf(deps, updated);
}

function toVendorSummary(vendor: VendorListRow, counts: VendorCounts | undefined): VendorSummary {
  return {
    _id: vendor.id,
    displayName: vendor.displayName,
    firstName: vendor.firstName,
    lastName: vendor.lastName,
    name: `${vendor.firstName} ${vendor.lastName}`,
    email: vendor.email,
    phone: vendor.phone,
    active: vendor.active,
    onboarding: onboardingStateOf(vendor),
    createdAt: vendor.createdAt.toISOString(),
    products: counts?.products ?? 0,
    // A deactivated vendor's products are off the storefront, however they stand.
    liveProducts: vendor.active ? (counts?.liveProducts ?? 0) : 0,
    sales: counts?.sales ?? 0,
  };
}

async function summaryOf(db: Db, vendor: User): Promise<{ summary: VendorSummary; counts: VendorCounts | undefined }> {
  const counts = (await countsOf(db, [vendor.id])).get(vendor.id);
  return { summary: toVendorSummary(listRowOf(vendor), counts), counts };
}

/**
 * `GET /api/user/{adminId}/vendor_all`: one page of each tab. Three bounded pages rather than
 * every vendor, so the call stays small however many vendors sign up.
 */
export async function listVendors(deps: Pick<AppDeps, 'db'>, query: VendorListQuery): Promise<VendorListResponse> {
  const { db } = deps;
  // A search pages through its first SEARCH_DEPTH matches; the list has no cursor, so a longer search goes on.
  assertPageDepth(query.page, query.limit, Boolean(query.q), false);
  const tabs: VendorTab[] = ['all', 'active', 'inactive'];
  const [pages, tabTotals] = await pagesAndTotals(db, tabs, query);
  const counts = await countsOf(db, [...new Set(pages.flatMap((rows) => rows.map((row) => row.id)))]);
  const [allVendor, active, inactive] = pages.map((rows, index) => ({
    items: rows.map((row) => toVendorSummary(row, counts.get(row.id))),
    ...tabTotals[tabs[index] ?? 'all'],
    page: query.page,
    limit: query.limit,
  }));
  if (!allVendor || !active || !inactive) throw new Error('a vendor tab is missing');
  return { allVendor, active, inactive };
}

/**
 * The tabs' pages and totals. A search reads its pages first: when the first page of all vendors
 * holds every match, each tab's page is its whole tab and nothing is counted; otherwise each tab's
 * matches are counted up to SEARCH_DEPTH.
 */
async function pagesAndTotals(
  db: Db,
  tabs: VendorTab[],
  query: VendorListQuery,
): Promise<[VendorListRow[][], Record<VendorTab, ListTotal>]> {
  const readPages = () => Promise.all(tabs.map((tab) => listVendorRows(db, tab, query)));
  if (!query.q && query.page === 1) return Promise.all([readPages(), countVendorTabs(db)]);
  if (!query.q) {
    // A later page is read only in the tabs it reaches: past a tab's end, reading its page would skip
    // every vendor of the tab to find nothing.
    const totals = await countVendorTabs(db);
    const skipped = offsetOf(query.page, query.limit);
    const pages = await Promise.all(
      tabs.map((tab) => (skipped < totals[tab].total ? listVendorRows(db, tab, query) : [])),
    );
    return [pages, totals];
  }
  const pages = await readPages();
  if (firstPageIsAll(query.page, pages[0]?.length ?? 0, query.limit)) {
    const whole = (index: number): ListTotal => ({ total: pages[index]?.length ?? 0, totalCapped: false });
    return [pages, { all: whole(0), active: whole(1), inactive: whole(2) }];
  }
  return [pages, await countVendorTabMatches(db, query.q)];
}

async function vendorDetail(db: Db, vendor: User): Promise<VendorDetail> {
  const [{ summary, counts }, settings] = await Promise.all([summaryOf(db, vendor), sharedSettingsOf(db, vendor.id)]);
  return {
    user: toPublicUser(vendor),
    summary,
    abr: toAbrCheck(vendor),
    salePercentage: settings.salePercentage,
    shippingProvider: settings.shippingProvider,
    pausedProducts: counts?.pausedProducts ?? 0,
  };
}

async function requireVendor(db: Db, vendorId: string): Promise<User> {
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

/**
 * `PUT /api/user/{adminId}/{vendorId}`: sets the vendor active or inactive (toggles when `active` is
 * not given). Deactivation ends every session of the vendor at once; the storefront stops showing
 * their products because live products require an active vendor.
 */
export async function setVendorActive(
  deps: Pick<AppDeps, 'db' | 'notices' | 'log'>,
  admin: User,
  vendorId: string,
  requested: boolean | undefined,
): Promise<VendorActiveResponse> {
  const { db } = deps;
  const vendor = await db.transaction(async (tx) => {
    const current = await lockVendor(tx, vendorId);
    if (!current) throw notFound('Vendor');
    const active = requested ?? !current.active;
    if (active === current.active) return current;
    // A closed account stays closed (docs/decisions.md): its data was removed and its sessions ended for good.
    if (active && current.closedAt) throw conflict(PRIVACY_TEXT.closedStaysClosed);
    await setAccountActive(tx, current.id, active);
    // Activation ends nothing: the vendor's sessions were already ended by the deactivation.
    const updated = active ? await findUserById(tx, current.id) : await endAllSessions(tx, current.id, 'deactivated');
    await recordAudit(tx, {
      actorId: admin.id,
      action: active ? 'vendor.activate' : 'vendor.deactivate',
      entityType: 'user',
      entityId: current.id,
      before: { active: current.active },
      after: { active },
    });
    return updated ?? current;
  });
  if (!vendor.active) await announceSessionsEnded(deps, vendor.id);
  const { summary } = await summaryOf(db, vendor);
  return { msg: vendor.active ? ADMIN_TEXT.vendorActivated : ADMIN_TEXT.vendorDeactivated, vendor: summary };
}

/** `POST /api/vendor`: a vendor staff have verified already (email, identity, activation), with a set-password email. */
export async function createVendor(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'log'>,
  admin: User,
  input: z.output<typeof createVendorSchema>,
): Promise<CreateVendorResponse> {
  const abr = await checkNewAbn(deps, input.ABN);
  const now = new Date();
  const created = await inviteAccount(deps, admin, {
    action: 'vendor.create',
    values: {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      displayName: input.displayName,
      address: input.c_address,
      suburb: input.suburb,
      state: input.state,
      postcode: input.postcode,
      phone: input.phone,
      abn: input.ABN,
      role: ROLE_VENDOR,
      emailVerifiedAt: now,
      activatedAt: now,
    },
    alongside: async (tx, vendor) => {
      await recordAbnCheck(tx, vendor.id, abr);
      await recordIdentityVerifiedByStaff({ db: tx }, vendor.id, now);
    },
  });
  const { summary } = await summaryOf(deps.db, created);
  return { msg: ADMIN_TEXT.userCreated(created.email), vendor: summary };
}

type VendorDetailsInput = z.output<typeof vendorDetailsSchema>;

/** The fields that change, as they were and as they become (for the audit log). */
function differences(vendor: User, values: Partial<User>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const current = vendor[key as keyof User];
    if (current !== value) {
      before[key] = current;
      after[key] = value;
    }
  }
  return { before, after };
}

/**
 * `PUT /api/vendor/{adminId}/{vendorId}`: the vendor's profile, by staff. A new email address waits
 * for the link sent to it (as when the vendor changes it), and the current address is told. A new ABN
 * is looked up on the register before the vendor is locked, and refused when cancelled.
 */
export async function updateVendorDetails(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'log'>,
  admin: User,
  vendorId: string,
  input: VendorDetailsInput,
): Promise<VendorDetailsResponse> {
  const { db } = deps;
  const vendor = await requireVendor(db, vendorId);
  const changesEmail = (current: User) => input.email !== current.email.toLowerCase();
  const changesAbn = (current: User) => input.ABN !== undefined && input.ABN !== current.abn;
  if (await emailIsTaken(db, input.email, { exceptUserId: vendorId })) throw conflict(MESSAGES.emailTaken, 'email');
  const abr = input.ABN !== undefined && changesAbn(vendor) ? await checkNewAbn(deps, input.ABN) : undefined;
  try {
    const updated = await db.transaction(async (tx) => {
      const current = await lockVendor(tx, vendorId);
      if (!current) throw notFound('Vendor');
      const values: AccountDetails = {
        ...profileColumnsOf(input),
        ...(changesEmail(current) ? { pendingEmail: input.email } : {}),
      };
      // Not looked up when it was read unchanged and someone changed it since: not checked, for the daily retry.
      const abrColumns = changesAbn(current) ? (abr ?? ABR_NOT_CHECKED) : undefined;
      const { before, after } = differences(current, { ...values, ...abrColumns });
      if (Object.keys(after).length === 0) return current;
      if (current.identityStatus === 'approved' && REVIEWED_VENDOR_FIELDS.some((field) => field in after)) {
        // Verified details change only through the verification role, and never past a change the vendor asked for.
        if (!hasPermission(admin, 'verification')) throw forbidden(ADMIN_TEXT.verifiedDetailsNeedVerification);
        if (current.pendingChange) throw conflict(ADMIN_TEXT.vendorChangeWaiting);
      }
      if (abrColumns) await recordAbnCheck(tx, current.id, abrColumns);
      const saved = await changeAccountDetails(tx, current.id, values);
      if (changesEmail(current)) {
        const token = await issueEmailToken(tx, current.id, 'verify_email', input.email);
        await deps.mail.enqueue(tx, {
          to: input.email,
          template: 'verifyEmail',
          data: { firstName: input.firstName, token },
        });
        await deps.mail.enqueue(tx, {
          to: current.email,
          template: 'emailChangeRequested',
          data: { firstName: input.firstName, newEmail: input.email },
        });
      }
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'vendor.update',
        entityType: 'user',
        entityId: current.id,
        before,
        after,
      });
      return saved ?? current;
    });
    return { msg: ADMIN_TEXT.vendorUpdated, vendor: await vendorDetail(db, updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, 'email');
    throw error;
  }
}

/** `GET /api/vendor/{adminId}/{vendorId}/asset`: the vendor, their first page of products and of sales. */
export async function vendorAsset(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  vendorId: string,
): Promise<VendorAssetResponse> {
  const { db } = deps;
  const vendor = await requireVendor(db, vendorId);
  const [detail, products, sales] = await Promise.all([
    vendorDetail(db, vendor),
    listProducts(deps, admin, { vendorId, page: 1, limit: PAGE_SIZE.products, sort: 'newest' }),
    listSales(deps, admin, { vendorId, page: 1, limit: PAGE_SIZE.sales, sort: 'newest' }),
  ]);
  return { vendor: detail, products, sales };
}

interface BulkAction {
  action: string;
  /** What the products became, for the audit entry. */
  after: Record<string, unknown>;
  change: (tx: Db, vendorId: string) => Promise<BulkChange>;
  msg: (count: number) => string;
}

/** One change to every product of the vendor: one transaction, one audit entry with the count. */
async function changeVendorProducts(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  vendorId: string,
  bulk: BulkAction,
): Promise<VendorBulkResponse> {
  const { db } = deps;
  const { vendor, count } = await db.transaction(async (tx) => {
    const locked = await lockVendor(tx, vendorId);
    if (!locked) throw notFound('Vendor');
    const change = await bulk.change(tx, locked.id);
    await recordAudit(tx, {
      actorId: admin.id,
      action: bulk.action,
      entityType: 'user',
      entityId: locked.id,
      before: change.before,
      after: { ...bulk.after, count: change.count },
    });
    return { vendor: locked, count: change.count };
  });
  return { msg: bulk.msg(count), count, vendor: await vendorDetail(db, vendor) };
}

const products = (count: number) => `${count} product${count === 1 ? '' : 's'}`;

/** `PATCH /api/vendor/{adminId}/{vendorId}/productStatus`: Pause all / Activate all. */
export function setAllProductStatus(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  vendorId: string,
  status: 'active' | 'paused',
) {
  return changeVendorProducts(deps, admin, vendorId, {
    action: status === 'paused' ? 'vendor.products.pause' : 'vendor.products.activate',
    after: { status },
    change: (tx, id) => setVendorProductStatus(tx, id, status),
    msg: (count) => `${products(count)} ${status === 'paused' ? 'paused' : 'activated'}`,
  });
}

/** `PATCH /api/vendor/{adminId}/{vendorId}/saleUpdate`: the sale on every product of the vendor; 0 ends it. */
export function setVendorSale(deps: Pick<AppDeps, 'db'>, admin: User, vendorId: string, percentage: number) {
  return changeVendorProducts(deps, admin, vendorId, {
    action: 'vendor.sale',
    after: { salesPercentage: percentage },
    change: (tx, id) => setVendorSalePercentage(tx, id, percentage),
    msg: (count) =>
      percentage === 0 ? `Sale ended on ${products(count)}` : `Sale of ${percentage}% applied to ${products(count)}`,
  });
}

/**
 * `PATCH /api/vendor/{adminId}/{vendorId}/updateShipping`: the shipping provider of every product of
 * the vendor. A carrier needs a rate for the vendor first, or its paid products could not be ordered.
 */
export function setVendorShipping(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  vendorId: string,
  provider: ShippingProvider,
) {
  return changeVendorProducts(deps, admin, vendorId, {
    action: 'vendor.shipping',
    after: { shippingProvider: provider },
    change: async (tx, id) => {
      await assertCarrierRate(tx, admin, id, SHIPPING.paid, provider, 'shipping');
      return setVendorShippingProvider(tx, id, provider);
    },
    msg: (count) => `Shipping provider ${provider} applied to ${products(count)}`,
  });
}
