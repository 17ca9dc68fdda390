import {
  centsToDollars,
  isStaffRole,
  type MarketplaceScheduleResponse,
  marketplaceToday,
  nextPayDay,
  PAYOUT_SCHEDULE_TEXT,
  type PayoutForecast,
  type PayoutInterval,
  type PayoutScheduleDto,
  type PayoutScheduleInput,
  type VendorPayoutScheduleInput,
  type VendorScheduleResponse,
} from '@soko/shared';
import type { PayoutSchedule, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { carriedSums } from '../ledger/index.ts';
import { findVendor } from './payouts.remit.repo.ts';
import {
  payableSums,
  removeSchedule,
  type ScheduleValues,
  saveSchedule,
  schedulesOf,
} from './payouts.schedule.repo.ts';

type ScheduleDeps = Pick<AppDeps, 'db' | 'clock'>;

function toDto(row: PayoutSchedule, today: string): PayoutScheduleDto {
  const manual = row.interval === 'manual';
  return {
    interval: row.interval as PayoutScheduleDto['interval'],
    weekday: row.weekday,
    dayOfMonth: row.dayOfMonth,
    minimum: centsToDollars(row.minimumCents),
    holdDays: row.holdDays,
    nextDate: manual
      ? null
      : nextPayDay(
          { interval: row.interval as PayoutInterval, weekday: row.weekday, dayOfMonth: row.dayOfMonth },
          today,
        ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const valuesOf = (input: PayoutScheduleInput | VendorPayoutScheduleInput): ScheduleValues => {
  const weekly = input.interval === 'weekly' || input.interval === 'fortnightly';
  return {
    interval: input.interval,
    weekday: weekly ? (input.weekday ?? null) : null,
    dayOfMonth: input.interval === 'monthly' ? (input.dayOfMonth ?? null) : null,
    minimumCents: input.interval === 'manual' ? 0 : input.minimum,
    holdDays: input.interval === 'manual' ? 0 : input.holdDays,
  };
};

const scheduleValuesOf = ({
  interval,
  weekday,
  dayOfMonth,
  minimumCents,
  holdDays,
}: PayoutSchedule): ScheduleValues => ({
  interval,
  weekday,
  dayOfMonth,
  minimumCents,
  holdDays,
});

/** `GET /api/payout-schedule`: the marketplace's schedule, or none (payouts made by hand). */
export async function marketplaceSchedule(deps: ScheduleDeps): Promise<MarketplaceScheduleResponse> {
  const today = marketplaceToday(deps.clock.now());
  const { marketplace } = await schedulesOf(deps.db, null);
  return { schedule: marketplace ? toDto(marketplace, today) : null };
}

/** `PUT /api/payout-schedule` (finance or the super admin, stepped up; audited). */
export async function saveMarketplaceSchedule(deps: ScheduleDeps, actor: User, input: PayoutScheduleInput) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = (await schedulesOf(tx, null)).marketplace;
    const values = valuesOf(input);
    await saveSchedule(tx, null, values, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payoutSchedule.update',
      entityType: 'marketplace',
      entityId: 'payout-schedule',
      before: before ? scheduleValuesOf(before) : null,
      after: values,
    });
    const saved = (await schedulesOf(tx, null)).marketplace;
    return { schedule: saved ? toDto(saved, marketplaceToday(now)) : null, msg: PAYOUT_SCHEDULE_TEXT.saved };
  });
}

async function vendorOrNotFound(deps: ScheduleDeps, vendorId: string) {
  const vendor = await findVendor(deps.db, vendorId);
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

async function vendorResponse(
  deps: ScheduleDeps,
  vendorId: string,
  displayName: string,
): Promise<VendorScheduleResponse> {
  const today = marketplaceToday(deps.clock.now());
  const { marketplace, own } = await schedulesOf(deps.db, vendorId);
  const applies = own ?? marketplace;
  return {
    vendor: { _id: vendorId, displayName },
    own: own ? toDto(own, today) : null,
    applies: applies && applies.interval !== 'manual' ? toDto(applies, today) : null,
  };
}

/** `GET /api/vendor/{vendorId}/payout-schedule` (staff). */
export async function vendorSchedule(deps: ScheduleDeps, vendorId: string): Promise<VendorScheduleResponse> {
  const vendor = await vendorOrNotFound(deps, vendorId);
  return vendorResponse(deps, vendor.id, vendor.displayName);
}

/** `PUT /api/vendor/{vendorId}/payout-schedule`: the vendor's own schedule, `manual`, or back to the marketplace's. */
export async function saveVendorSchedule(
  deps: ScheduleDeps,
  actor: User,
  vendorId: string,
  input: VendorPayoutScheduleInput,
) {
  const vendor = await vendorOrNotFound(deps, vendorId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = (await schedulesOf(tx, vendorId)).own;
    const values = input.interval === 'marketplace' ? null : valuesOf(input);
    if (values) await saveSchedule(tx, vendorId, values, now);
    else await removeSchedule(tx, vendorId);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'payoutSchedule.vendor',
      entityType: 'user',
      entityId: vendorId,
      before: before ? scheduleValuesOf(before) : { interval: 'marketplace' },
      after: values ?? { interval: 'marketplace' },
    });
  });
  return { ...(await vendorResponse(deps, vendor.id, vendor.displayName)), msg: PAYOUT_SCHEDULE_TEXT.vendorSaved };
}

/**
 * `GET /api/payouts/forecast`: what the vendor's next scheduled payout would pay if it ran with the
 * sales delivered so far: those past the hold by the pay day, less the refunds after earlier payouts
 * it would deduct. Without a schedule (or on manual) there is no date, and the amount is what a
 * payout made today would pay.
 */
export async function payoutForecast(
  deps: ScheduleDeps,
  actor: User,
  vendorId: string | undefined,
): Promise<PayoutForecast> {
  const staff = isStaffRole(actor.role);
  if (!staff && vendorId !== undefined && vendorId !== actor.id) throw forbidden();
  const id = staff ? vendorId : actor.id;
  if (!id) throw notFound('Vendor');
  if (staff) await vendorOrNotFound(deps, id);
  const today = marketplaceToday(deps.clock.now());
  const { marketplace, own } = await schedulesOf(deps.db, id);
  const schedule = own ?? marketplace;
  const scheduled = schedule && schedule.interval !== 'manual' ? schedule : undefined;
  const nextDate = scheduled
    ? nextPayDay(
        {
          interval: scheduled.interval as PayoutInterval,
          weekday: scheduled.weekday,
          dayOfMonth: scheduled.dayOfMonth,
        },
        today,
      )
    : null;
  const holdDays = scheduled?.holdDays ?? 0;
  const [payable, carried] = await Promise.all([
    payableSums(deps.db, id, nextDate ?? today, holdDays),
    carriedSums(deps.db, id),
  ]);
  const amountCents = payable.netCents + carried.netCents;
  const minimumCents = scheduled?.minimumCents ?? 0;
  return {
    nextDate,
    amount: centsToDollars(amountCents),
    sales: { count: payable.count, net: centsToDollars(payable.netCents) },
    deductions: { count: carried.count, net: centsToDollars(carried.netCents) },
    belowMinimum: amountCents <= 0 || amountCents < minimumCents,
    minimum: centsToDollars(minimumCents),
    holdDays,
  };
}
