import { z } from 'zod';

/**
 * Money is integer cents everywhere; the API speaks dollars with two decimals.
 * The fee of docs/product.md section 9 lives here once: 1.75% of (price + shipping) plus $0.30,
 * rounded half-up to the cent.
 */

export const FEE_RATE_BASIS_POINTS = 175;
export const FEE_FIXED_CENTS = 30;

/** Integer division rounded half-up, for non-negative numerators. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

export function feeCents(subtotalCents: number): number {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotal must be a non-negative integer of cents, got ${subtotalCents}`);
  }
  return divideHalfUp(subtotalCents * FEE_RATE_BASIS_POINTS, 10_000) + FEE_FIXED_CENTS;
}

/** The GST included in a GST-inclusive amount: amount / 11, rounded half-up to the cent. */
export function gstIncludedCents(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`amount must be a non-negative integer of cents, got ${amountCents}`);
  }
  return divideHalfUp(amountCents, 11);
}

export interface SaleMoney {
  subtotal: number;
  fee: number;
  net: number;
}

/** Subtotal = price + shipping; net = subtotal - fee. All in cents. */
export function saleMoneyCents(priceCents: number, shippingCents: number): SaleMoney {
  const subtotal = priceCents + shippingCents;
  const fee = feeCents(subtotal);
  return { subtotal, fee, net: subtotal - fee };
}

/**
 * The fee and net of a sale after refunds, on what the buyer kept (price + shipping - refunded): the
 * same 1.75 % + $0.30 as on every sale (so nothing refunded is nothing changed), none when everything is
 * refunded.
 */
export function keptSaleMoneyCents(keptCents: number): SaleMoney {
  return keptCents === 0 ? { subtotal: 0, fee: 0, net: 0 } : saleMoneyCents(keptCents, 0);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Parses a dollar amount (number or string, at most two decimals) into cents without float drift. */
export function dollarsToCents(amount: number | string): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount of dollars: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Amounts can be at most this much (a million dollars), so that sums of them stay exact. */
export const MONEY_INPUT_MAX_CENTS = 100_000_000;

/**
 * A dollar amount typed in a form (text, blank meaning 0) or sent as a JSON number, parsed to cents.
 * A number with more than two decimals is refused rather than rounded: 9.999 is not $10.00.
 */
export const dollarsField = (label: string) =>
  z
    .union([z.string(), z.number()])
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim() === '' ? '0' : value.trim();
      try {
        return dollarsToCents(text);
      } catch {
        context.addIssue({ code: 'custom', message: `${label} must be an amount with at most 2 decimals` });
        return z.NEVER;
      }
    })
    .pipe(z.number().int().min(0, `${label} cannot be negative`).max(MONEY_INPUT_MAX_CENTS, `${label} is too large`));

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export function formatCents(cents: number): string {
  return audFormat.format(cents / 100);
}
