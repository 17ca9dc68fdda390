/**
 * A verified vendor's change of business name, ABN or address, kept for staff review (issue 15):
 * the details in force (on invoices, payouts and the storefront) stay until staff approve it.
 */
import { z } from 'zod';

/** The details a change of which waits for review once the vendor's identity is approved. */
export const REVIEWED_VENDOR_FIELDS = ['displayName', 'abn', 'address', 'suburb', 'state', 'postcode'] as const;
export type ReviewedVendorField = (typeof REVIEWED_VENDOR_FIELDS)[number];

export const REVIEWED_VENDOR_FIELD_LABELS: Record<ReviewedVendorField, string> = {
  displayName: 'Business name',
  abn: 'ABN',
  address: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
};

/** Only the fields the vendor changed are present. */
export const vendorPendingChangeSchema = z.object({
  displayName: z.string().optional(),
  abn: z.string().optional(),
  address: z.string().optional(),
  suburb: z.string().optional(),
  state: z.string().optional(),
  postcode: z.string().optional(),
});
export type VendorPendingChange = z.infer<typeof vendorPendingChangeSchema>;

/** A pending change as the vendor and staff see it: the details in force and the requested ones, same keys. */
export const pendingChangeViewSchema = z.object({
  requestedAt: z.string(),
  before: vendorPendingChangeSchema,
  after: vendorPendingChangeSchema,
});
export type PendingChangeView = z.infer<typeof pendingChangeViewSchema>;

/** `PUT /api/vendor/{adminId}/{vendorId}/changes`. */
export const vendorChangeDecisionSchema = z
  .object({
    approved: z.boolean(),
    reason: z.string().trim().max(1000, 'Reason is too long').optional(),
  })
  .refine((value) => value.approved || (value.reason?.length ?? 0) > 0, {
    message: 'Please give the vendor a reason for rejecting the change',
    path: ['reason'],
  });

export const VENDOR_CHANGE_TEXT = {
  nothingPending: 'There is no change of details waiting for review',
  changedMeanwhile: 'The vendor changed the request while you were reviewing it. Please review it again',
  abnInUse: 'This ABN is registered to another vendor account. Please contact us if it is yours',
  approved: 'Change approved: the new details are now in force',
  rejected: 'Change rejected: the vendor has been told why',
} as const;

/** "business name and ABN" */
export function reviewedFieldsInWords(fields: ReviewedVendorField[]): string {
  const words = fields.map((field) => (field === 'abn' ? 'ABN' : REVIEWED_VENDOR_FIELD_LABELS[field].toLowerCase()));
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The answer of a profile save that kept some changes for review. */
export function pendingSavedMessage(fields: ReviewedVendorField[]): string {
  return `Profile updated. The change of ${reviewedFieldsInWords(fields)} waits for review by our team; your current details stay in force until it is approved`;
}
