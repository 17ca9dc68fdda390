/**
 * The Australian Business Register's view of a vendor's ABN (issue 14, item 5), and the vendor's GST
 * registration that it confirms.
 */
import { z } from 'zod';

export const ABR_STATUSES = ['not_checked', 'active', 'cancelled', 'not_found'] as const;
export type AbrStatus = (typeof ABR_STATUSES)[number];
export const abrStatusSchema = z.enum(ABR_STATUSES);

/** GST began on this day: nobody was registered for it before. */
export const GST_START_DATE = '2000-07-01';

export const ABR_TEXT = {
  abnCancelled:
    'This ABN is cancelled on the Australian Business Register. Please enter an active ABN, or contact Soko support',
  gstFromRequired: 'Please enter the date your GST registration started',
  gstFromInvalid: 'GST registration date must be a date',
  gstFromTooEarly: 'GST began on 1 July 2000: please check the date',
  nameMismatch: "The register's name matches neither the business name nor the vendor's name",
  gstMismatch: "The vendor's GST registration differs from the register's",
} as const;

export const ABR_STATUS_LABEL: Record<AbrStatus, string> = {
  not_checked: 'Not checked',
  active: 'Active',
  cancelled: 'ABN cancelled',
  not_found: 'ABN not found',
};

/** The vendor's own GST fields, as the profile and the staff's vendor details form send them. */
export const gstRegistrationFields = {
  gstRegistered: z.boolean().optional(),
  gstRegisteredFrom: z.iso
    .date(ABR_TEXT.gstFromInvalid)
    .refine((day) => day >= GST_START_DATE, ABR_TEXT.gstFromTooEarly)
    .nullable()
    .optional(),
};

/** A vendor registered for GST says from when. */
export function checkGstRegistration(
  value: { gstRegistered?: boolean | undefined; gstRegisteredFrom?: string | null | undefined },
  addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void,
): void {
  if (value.gstRegistered === true && !value.gstRegisteredFrom) {
    addIssue({
      code: 'custom',
      message: ABR_TEXT.gstFromRequired,
      path: ['gstRegisteredFrom'],
      input: value.gstRegisteredFrom,
    });
  }
}

/** What staff see of the register's answer (the verification queue, the vendor review, the vendor's details). */
export const abrCheckSchema = z.object({
  status: abrStatusSchema,
  /** The ABN holder's name on the register; null until an answer names one. */
  entityName: z.string().nullable(),
  /** YYYY-MM-DD: the register's GST registration start; null when not registered (or not known). */
  gstFrom: z.string().nullable(),
  /** When the register last answered for this ABN. */
  checkedAt: z.string().nullable(),
  /** The register's name matches neither the business name nor the vendor's own name. */
  nameMismatch: z.boolean(),
  /** The vendor's GST registration (or its date) differs from the register's. */
  gstMismatch: z.boolean(),
});
export type AbrCheck = z.infer<typeof abrCheckSchema>;
