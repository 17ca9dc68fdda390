/** Business constants of docs/product.md section 9 and the enumerations of sections 3-5. */

export const ROLE_SUPER_ADMIN = 2;
export const ROLE_VENDOR = 1;

export const ALERT_MS = { short: 5_000, normal: 10_000, long: 20_000, sticky: 60_000 } as const;

export const PAGE_SIZE = {
  products: 9,
  sales: 10,
  orders: 10,
  categories: 9,
  transactions: 9,
  remit: 9,
  dashboard: 5,
} as const;

export const PRODUCT_SALE_PERCENTAGES = [0, 5, 10, 20, 30, 40, 50, 60] as const;
export const VENDOR_SALE_PERCENTAGES = [...PRODUCT_SALE_PERCENTAGES, 70, 80] as const;

export const SHIPPING_PROVIDERS = ['Fixed Delivery', 'Australia Post', 'Sendle', 'TransDirect'] as const;
export type ShippingProvider = (typeof SHIPPING_PROVIDERS)[number];
export const DEFAULT_SHIPPING_PROVIDER: ShippingProvider = 'Fixed Delivery';
/**
 * Carriers that stopped trading (Sendle left Australia on 11 January 2026): products already on
 * them keep it (and past sales show it) until moved, but nothing new may choose them.
 */
export const RETIRED_SHIPPING_PROVIDERS: readonly ShippingProvider[] = ['Sendle'];
export const isRetiredShippingProvider = (provider: ShippingProvider) => RETIRED_SHIPPING_PROVIDERS.includes(provider);
/** What a new product, a rate or a vendor-wide switch may choose. */
export const OFFERED_SHIPPING_PROVIDERS = SHIPPING_PROVIDERS.filter((provider) => !isRetiredShippingProvider(provider));
export const retiredShippingProviderMessage = (provider: string) =>
  `${provider} no longer delivers in Australia (it stopped trading on 11 January 2026): please choose another shipping provider`;

/** A product's stock against its low-stock threshold (issue 29): above it, at or below it, none left. */
export const STOCK_STATES = ['ok', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** The threshold of a store that set none. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

export const SHIPPING = { free: 1, paid: 2 } as const;
export const VARIANT_OPTION = { yes: 1, no: 2 } as const;
export const SUBCATEGORY_LEVELS = [1, 2, 3, 4] as const;

/** The six states and two mainland territories, in the order Australia lists them (issue 14 over the spec's list, which left out the NT). */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
export const HOW_HEARD = ['Flyer', 'website', 'Advert', 'socials', 'seller', 'friend', 'officer'] as const;

export const SALE_STATUSES = ['Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancel'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const IDENTITY_VERIFICATION_DAYS = '1-2 business days';

/** Staff who are not super admins (issue 15): what each may do is its staff role's permissions. */
export const ROLE_STAFF = 3;
/** A member of a vendor's team (issue 30): signs in with their own password and acts for that vendor within its team role. */
export const ROLE_VENDOR_MEMBER = 4;
export const STAFF_ROLES = ['support', 'catalogue', 'finance', 'verification'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
