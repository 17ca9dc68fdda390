/**
 * Seller service standards (issue 44, section 3): per vendor, over the sales placed in a rolling
 * window, six figures read from the records, each with an alert and a limit. Staff decide what
 * follows (nothing is suspended automatically); the vendor is told when a figure crosses a line.
 */
import { z } from 'zod';
import { cursorSchema, limitSchema } from './lists.ts';

export const STANDARD_METRIC_KEYS = [
  'lateDispatchRate',
  'cancellationRate',
  'validTrackingRate',
  'caseRate',
  'defectRate',
  'caseResponseHours',
] as const;
export type StandardMetricKey = (typeof STANDARD_METRIC_KEYS)[number];

/**
 * `max`: worse as it grows (alert and limit are ceilings); `min`: worse as it falls (floors).
 * Rates are percentages (0-100) of their denominator; case response is in hours.
 */
export const STANDARD_METRIC_INFO: Record<
  StandardMetricKey,
  { label: string; unit: 'percent' | 'hours'; direction: 'max' | 'min'; explains: string }
> = {
  lateDispatchRate: {
    label: 'Late dispatch',
    unit: 'percent',
    direction: 'max',
    explains: 'Sales shipped after their dispatch deadline, or not shipped and past it',
  },
  cancellationRate: {
    label: 'Cancellations',
    unit: 'percent',
    direction: 'max',
    explains: 'Sales you (or your team) cancelled',
  },
  validTrackingRate: {
    label: 'Valid tracking',
    unit: 'percent',
    direction: 'min',
    explains: 'Shipped sales with a tracking number',
  },
  caseRate: { label: 'Cases', unit: 'percent', direction: 'max', explains: 'Sales a buyer opened a case about' },
  defectRate: {
    label: 'Defects',
    unit: 'percent',
    direction: 'max',
    explains: 'Sales refunded by a staff decision, or refunded for a damaged or not-as-described item',
  },
  caseResponseHours: {
    label: 'Case response time',
    unit: 'hours',
    direction: 'max',
    explains: 'Median hours to your first answer on a case (unanswered cases count their time so far)',
  },
};

export const STANDARD_STATUSES = ['ok', 'alert', 'over'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];
/** A vendor's overall standing: its worst metric, or `unrated` below the minimum of sales. */
export const VENDOR_STANDING = ['over', 'alert', 'ok', 'unrated'] as const;
export type VendorStanding = (typeof VENDOR_STANDING)[number];

export const STANDARD_STATUS_LABELS: Record<VendorStanding, string> = {
  ok: 'Meets the standard',
  alert: 'Alert',
  over: 'Over the limit',
  unrated: 'Not rated yet',
};

export interface StandardThreshold {
  alert: number;
  limit: number;
}
export type StandardThresholds = Record<StandardMetricKey, StandardThreshold>;

/** The defaults of the issue; case rate and response time are Soko's own (docs/product.md). */
export const DEFAULT_STANDARD_THRESHOLDS: StandardThresholds = {
  lateDispatchRate: { alert: 8, limit: 10 },
  cancellationRate: { alert: 2, limit: 2.5 },
  validTrackingRate: { alert: 95, limit: 90 },
  caseRate: { alert: 3, limit: 5 },
  defectRate: { alert: 1, limit: 2 },
  caseResponseHours: { alert: 24, limit: 48 },
};

export const STANDARDS_TEXT = {
  vendorRequired: 'Name the vendor (vendorId) whose standards to read',
  percentRange: 'A rate threshold is a percentage from 0 to 100',
  hoursRange: 'A response time threshold is from 0 to 720 hours',
  ceilingOrder: (label: string) => `${label}: the alert must not be above the limit`,
  floorOrder: (label: string) => `${label}: the alert must not be below the limit (it is a minimum)`,
  settingsSaved: 'Standards saved',
} as const;

/**
 * A figure's status against its threshold: strictly past the limit is `over`, strictly past the
 * alert is `alert`. A figure with nothing to measure (null) is `ok`.
 */
export function standardStatusOf(
  key: StandardMetricKey,
  value: number | null,
  threshold: StandardThreshold,
): StandardStatus {
  if (value === null) return 'ok';
  const worse =
    STANDARD_METRIC_INFO[key].direction === 'max' ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
  if (worse(value, threshold.limit)) return 'over';
  if (worse(value, threshold.alert)) return 'alert';
  return 'ok';
}

const thresholdValue = (unit: 'percent' | 'hours') =>
  unit === 'percent'
    ? z.number(STANDARDS_TEXT.percentRange).min(0, STANDARDS_TEXT.percentRange).max(100, STANDARDS_TEXT.percentRange)
    : z.number(STANDARDS_TEXT.hoursRange).min(0, STANDARDS_TEXT.hoursRange).max(720, STANDARDS_TEXT.hoursRange);

const thresholdSchema = (key: StandardMetricKey) => {
  const { unit, direction, label } = STANDARD_METRIC_INFO[key];
  return z
    .object({ alert: thresholdValue(unit), limit: thresholdValue(unit) })
    .refine((value) => (direction === 'max' ? value.alert <= value.limit : value.alert >= value.limit), {
      message: direction === 'max' ? STANDARDS_TEXT.ceilingOrder(label) : STANDARDS_TEXT.floorOrder(label),
      path: ['alert'],
    });
};

/** `PUT /api/standards/settings`: every metric's alert and limit. */
export const standardThresholdsSchema = z.object({
  lateDispatchRate: thresholdSchema('lateDispatchRate'),
  cancellationRate: thresholdSchema('cancellationRate'),
  validTrackingRate: thresholdSchema('validTrackingRate'),
  caseRate: thresholdSchema('caseRate'),
  defectRate: thresholdSchema('defectRate'),
  caseResponseHours: thresholdSchema('caseResponseHours'),
});
export const updateStandardsSettingsSchema = z.object({ thresholds: standardThresholdsSchema });
export type UpdateStandardsSettingsRequest = z.infer<typeof updateStandardsSettingsSchema>;

const thresholdDtoSchema = z.object({ alert: z.number(), limit: z.number() });

export const standardsSettingsDtoSchema = z.object({
  thresholds: z.object({
    lateDispatchRate: thresholdDtoSchema,
    cancellationRate: thresholdDtoSchema,
    validTrackingRate: thresholdDtoSchema,
    caseRate: thresholdDtoSchema,
    defectRate: thresholdDtoSchema,
    caseResponseHours: thresholdDtoSchema,
  }),
  /** STANDARDS_WINDOW_DAYS: the days of sales the figures cover. */
  windowDays: z.number(),
  /** DISPATCH_SLA_BUSINESS_DAYS: business days after the sale's day to ship it. */
  dispatchBusinessDays: z.number(),
  /** STANDARDS_MIN_SALES: below this many sales in the window a vendor is not rated. */
  minSales: z.number(),
  updatedAt: z.string().nullable(),
});
export type StandardsSettingsDto = z.infer<typeof standardsSettingsDtoSchema>;

export const standardMetricDtoSchema = z.object({
  key: z.enum(STANDARD_METRIC_KEYS),
  /** A percentage (2 decimals) or hours (1 decimal); null when there is nothing to measure. */
  value: z.number().nullable(),
  numerator: z.number(),
  denominator: z.number(),
  alert: z.number(),
  limit: z.number(),
  status: z.enum(STANDARD_STATUSES),
});
export type StandardMetricDto = z.infer<typeof standardMetricDtoSchema>;

export const STANDARD_SALE_REASONS = [
  'late_dispatch',
  'not_dispatched',
  'cancelled',
  'no_tracking',
  'case',
  'defect',
] as const;
export type StandardSaleReason = (typeof STANDARD_SALE_REASONS)[number];
export const STANDARD_SALE_REASON_LABELS: Record<StandardSaleReason, string> = {
  late_dispatch: 'Shipped late',
  not_dispatched: 'Not shipped, past its deadline',
  cancelled: 'Cancelled',
  no_tracking: 'No tracking number',
  case: 'Case opened',
  defect: 'Defect',
};

export const standardSaleDtoSchema = z.object({
  saleId: z.string(),
  orderNumber: z.number(),
  placedAt: z.string(),
  /** The end of the sale's dispatch deadline (business days, the vendor's state's holidays). */
  dispatchBy: z.string(),
  shippedAt: z.string().nullable(),
  status: z.string(),
  reasons: z.array(z.enum(STANDARD_SALE_REASONS)),
});
export type StandardSaleDto = z.infer<typeof standardSaleDtoSchema>;

const windowDtoSchema = z.object({ from: z.string(), to: z.string(), days: z.number() });

/** `GET /api/standards`: one vendor's figures, computed fresh, and the sales that count against them. */
export const standardsDtoSchema = z.object({
  vendorId: z.string(),
  rated: z.boolean(),
  standing: z.enum(VENDOR_STANDING),
  minSales: z.number(),
  /** Business days after a sale's day to ship it (DISPATCH_SLA_BUSINESS_DAYS). */
  dispatchBusinessDays: z.number(),
  window: windowDtoSchema,
  metrics: z.array(standardMetricDtoSchema),
  sales: z.object({ items: z.array(standardSaleDtoSchema), nextCursor: z.string().nullable() }),
});
export type StandardsDto = z.infer<typeof standardsDtoSchema>;

export const STANDARDS_SALES_PAGE_SIZE = 20;

export const standardsQuerySchema = z.object({
  /** Staff: the vendor to read (a vendor always reads its own). */
  vendorId: z.uuid('Vendor not found').optional(),
  cursor: cursorSchema,
  limit: limitSchema(STANDARDS_SALES_PAGE_SIZE),
});
export type StandardsQuery = z.input<typeof standardsQuerySchema>;

export const STANDARDS_VENDORS_PAGE_SIZE = 25;

export const standardsVendorFilterSchema = z.object({
  status: z.enum(VENDOR_STANDING, `The status is one of ${VENDOR_STANDING.join(', ')}`).optional(),
});

export const standardsVendorListQuerySchema = standardsVendorFilterSchema.extend({
  cursor: cursorSchema,
  limit: limitSchema(STANDARDS_VENDORS_PAGE_SIZE),
});
export type StandardsVendorListQuery = z.input<typeof standardsVendorListQuerySchema>;

export const standardsVendorDtoSchema = z.object({
  vendorId: z.string(),
  displayName: z.string(),
  email: z.string(),
  active: z.boolean(),
  rated: z.boolean(),
  standing: z.enum(VENDOR_STANDING),
  sales: z.number(),
  metrics: z.array(standardMetricDtoSchema),
  /** When the kept figures were last counted (the `standards.refresh` job). */
  computedAt: z.string(),
});
export type StandardsVendorDto = z.infer<typeof standardsVendorDtoSchema>;

/** `GET /api/standards/vendors`: every vendor, worst standing first, then by how far past its limits. */
export const standardsVendorListDtoSchema = z.object({
  items: z.array(standardsVendorDtoSchema),
  nextCursor: z.string().nullable(),
  window: windowDtoSchema,
});
export type StandardsVendorListDto = z.infer<typeof standardsVendorListDtoSchema>;

/** How a figure reads: "8.33 %", "26.5 h", "—" when there is nothing to measure. */
export function formatStandardValue(key: StandardMetricKey, value: number | null): string {
  if (value === null) return '—';
  return STANDARD_METRIC_INFO[key].unit === 'percent'
    ? `${value.toLocaleString('en-AU', { maximumFractionDigits: 2 })} %`
    : `${value.toLocaleString('en-AU', { maximumFractionDigits: 1 })} h`;
}
