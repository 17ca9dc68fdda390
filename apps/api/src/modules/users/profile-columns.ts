import type { profileSchema } from '@soko/shared';
import type { z } from 'zod';
import type { AccountDetails } from './accounts.service.ts';

/** The profile fields a vendor edits themself and staff edit for them (the vendor details). */
export type ProfileFields = Pick<
  z.output<typeof profileSchema>,
  'firstName' | 'lastName' | 'phone' | 'DOB' | 'displayName' | 'ABN' | 'gstRegistered' | 'gstRegisteredFrom' | 'address'
>;

/** The columns of the profile fields that were sent. */
export function profileColumnsOf(input: ProfileFields): AccountDetails {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.DOB !== undefined ? { dob: input.DOB } : {}),
    ...(input.displayName !== undefined ? { displayName: input.displayName } : {}),
    ...(input.ABN !== undefined ? { abn: input.ABN } : {}),
    ...(input.gstRegistered !== undefined
      ? {
          gstRegistered: input.gstRegistered,
          gstRegisteredFrom: input.gstRegistered ? (input.gstRegisteredFrom ?? null) : null,
        }
      : {}),
    ...(input.address?.c_address !== undefined ? { address: input.address.c_address } : {}),
    ...(input.address?.suburb !== undefined ? { suburb: input.address.suburb } : {}),
    ...(input.address?.state !== undefined ? { state: input.address.state } : {}),
    ...(input.address?.postcode !== undefined ? { postcode: input.address.postcode } : {}),
  };
}
