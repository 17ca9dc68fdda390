import {
  type Carrier,
  type CarrierRateCents,
  centsToDollars,
  effectiveRate,
  isCarrier,
  isRetiredShippingProvider,
  isStaffRole,
  ROLE_VENDOR,
  retiredShippingProviderMessage,
  type SaveShippingRatesResponse,
  SHIPPING,
  SHIPPING_RATES_TEXT,
  type ShippingProvider,
  type ShippingRateDto,
  type ShippingRatesResponse,
  type saveShippingRatesSchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ShippingRate, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, forbidden } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  findVendor,
  type RateOwner,
  type RateValues,
  type RateVendor,
  ratesForVendors,
  ratesOf,
  replaceRates,
} from './shipping-rates.repo.ts';

type SaveShippingRatesBody = z.output<typeof saveShippingRatesSchema>;

const vendorNotFound = () => new AppError(404, 'Vendor not found');

function toDto(row: ShippingRate): ShippingRateDto {
  return {
    provider: row.provider as Carrier,
    perParcel: centsToDollars(row.perParcelCents),
    perKg: centsToDollars(row.perKgCents),
    freeOver: row.freeOverCents === null ? null : centsToDollars(row.freeOverCents),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whose rates a request reads or replaces: a vendor its own (naming its own id is fine, another's
 * is staff's business: 403); staff the marketplace's defaults, or the vendor `?vendorId=` names.
 */
async function ownerFor(db: Db, actor: User, vendorId: string | undefined): Promise<RateVendor | null> {
  if (isStaffRole(actor.role)) {
    if (vendorId === undefined) return null;
    const vendor = await findVendor(db, vendorId);
    if (!vendor) throw vendorNotFound();
    return vendor;
  }
  if (actor.role !== ROLE_VENDOR) throw forbidden(SHIPPING_RATES_TEXT.vendorsOnly);
  if (vendorId !== undefined && vendorId !== actor.id) throw forbidden(SHIPPING_RATES_TEXT.otherVendor);
  return { id: actor.id, displayName: actor.displayName };
}

async function ratesResponse(db: Db, vendor: RateVendor | null): Promise<ShippingRatesResponse> {
  const owner: RateOwner = vendor?.id ?? null;
  const rates = (await ratesOf(db, owner)).map(toDto);
  if (!vendor) return { rates, vendor: null };
  return {
    rates,
    defaults: (await ratesOf(db, null)).map(toDto),
    vendor: { _id: vendor.id, displayName: vendor.displayName },
  };
}

/** `GET /api/shipping-rates`. */
export async function shippingRates(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  vendorId: string | undefined,
): Promise<ShippingRatesResponse> {
  const { db } = deps;
  return ratesResponse(db, await ownerFor(db, actor, vendorId));
}

/**
 * A retired carrier (Sendle) takes no new or changed rate; the one on file may be sent back as it
 * is, so that the vendor's products still on it keep their price until moved.
 */
function assertNoNewRetiredRate(kept: Awaited<ReturnType<typeof ratesOf>>, values: RateValues[]): void {
  for (const [index, value] of values.entries()) {
    if (!isRetiredShippingProvider(value.provider)) continue;
    const onFile = kept.find((rate) => rate.provider === value.provider);
    const same =
      onFile &&
      onFile.perParcelCents === value.perParcelCents &&
      onFile.perKgCents === value.perKgCents &&
      onFile.freeOverCents === value.freeOverCents;
    if (!same) throw badRequest(retiredShippingProviderMessage(value.provider), `rates.${index}.provider`);
  }
}

/** `PUT /api/shipping-rates`: replaces the whole set in one transaction; staff's changes are audited. */
export async function saveShippingRates(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  vendorId: string | undefined,
  body: SaveShippingRatesBody,
): Promise<SaveShippingRatesResponse> {
  const { db } = deps;
  const vendor = await ownerFor(db, actor, vendorId);
  const owner: RateOwner = vendor?.id ?? null;
  const values = body.rates.map((rate) => ({
    provider: rate.provider,
    perParcelCents: rate.perParcel,
    perKgCents: rate.perKg,
    freeOverCents: rate.freeOver,
  }));
  const response = await db.transaction(async (tx) => {
    const kept = await ratesOf(tx, owner);
    assertNoNewRetiredRate(kept, values);
    const before = kept.map(toDto);
    await replaceRates(tx, owner, values, new Date());
    const saved = await ratesResponse(tx, vendor);
    if (isStaffRole(actor.role)) {
      const summary = (rates: ShippingRateDto[]) => rates.map(({ updatedAt: _, ...rate }) => rate);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'shippingRates.update',
        entityType: owner === null ? 'marketplace' : 'user',
        entityId: owner ?? 'shipping-defaults',
        before: { rates: summary(before) },
        after: { rates: summary(saved.rates) },
      });
    }
    return saved;
  });
  return { ...response, msg: SHIPPING_RATES_TEXT.saved };
}

/** Which rate applies to a vendor for a carrier: its own, else the marketplace's default; undefined: none. */
export type RateBook = (vendorId: string, carrier: Carrier) => CarrierRateCents | undefined;

/** The rates of these vendors, for pricing an order's parcels (read inside the order's transaction). */
export async function rateBookFor(db: Db, vendorIds: string[]): Promise<RateBook> {
  const rows = await ratesForVendors(db, vendorIds);
  const defaults = rows.filter((row) => row.vendorId === null);
  const ownByVendor = new Map<string, ShippingRate[]>();
  for (const row of rows) {
    if (row.vendorId !== null) ownByVendor.set(row.vendorId, [...(ownByVendor.get(row.vendorId) ?? []), row]);
  }
  return (vendorId, carrier) => effectiveRate(ownByVendor.get(vendorId) ?? [], defaults, carrier)?.rate;
}

/**
 * A product with paid shipping through a carrier needs a rate for it (the vendor's or the default),
 * or every order of it would be refused: saving it is refused first, naming where rates are set.
 */
export async function assertCarrierRate(
  db: Db,
  actor: User,
  vendorId: string,
  shipping: number,
  provider: ShippingProvider,
  param = 'shipping_provider',
): Promise<void> {
  if (shipping !== SHIPPING.paid || !isCarrier(provider)) return;
  const rateOf = await rateBookFor(db, [vendorId]);
  if (rateOf(vendorId, provider)) return;
  const message =
    actor.id === vendorId ? SHIPPING_RATES_TEXT.rateMissing(provider) : SHIPPING_RATES_TEXT.vendorRateMissing(provider);
  throw badRequest(message, param);
}
