/** The cache keys of shipping rates: a change of the defaults reaches every vendor's, so all are asked again. */
export const shippingRateKeys = {
  all: ['shipping-rates'] as const,
  /** A vendor's rates (their id, for staff) or the signed-in vendor's own (`undefined`). */
  of: (vendorId: string | undefined) => [...shippingRateKeys.all, vendorId ?? 'own'] as const,
};
