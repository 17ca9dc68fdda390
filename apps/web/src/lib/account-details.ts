import type { PublicUser } from '@soko/shared';

/** The saved details of an account as its edit forms hold them (the profile's and staff's vendor form). */
export interface AccountDetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  DOB: string;
  displayName: string;
  ABN: string;
  gstRegistered: boolean;
  /** YYYY-MM-DD, or '' for none. */
  gstRegisteredFrom: string;
  /** The state is null while none is chosen, as the Select wants. */
  address: { c_address: string; suburb: string; state: string | null; postcode: string };
}

/** The form's field paths, to put the server's errors under the field each concerns. */
export const ACCOUNT_DETAILS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'DOB',
  'displayName',
  'ABN',
  'gstRegistered',
  'gstRegisteredFrom',
  'address.c_address',
  'address.suburb',
  'address.state',
  'address.postcode',
];

export function accountDetailsValues(user: PublicUser): AccountDetailsValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    DOB: user.DOB ?? '',
    displayName: user.displayName,
    ABN: user.ABN,
    gstRegistered: user.gstRegistered,
    gstRegisteredFrom: user.gstRegisteredFrom ?? '',
    address: {
      c_address: user.address.c_address,
      suburb: user.address.suburb,
      state: user.address.state || null,
      postcode: user.address.postcode,
    },
  };
}

/**
 * The details as the server takes them. A business name or ABN the account never had (a super
 * admin's, or a vendor's from before) may stay empty; one it has cannot be cleared.
 */
export function accountDetailsBody<V extends AccountDetailsValues>(user: PublicUser, values: V) {
  return {
    ...values,
    DOB: values.DOB === '' ? null : values.DOB,
    displayName: values.displayName.trim() === '' && user.displayName === '' ? undefined : values.displayName,
    ABN: values.ABN.trim() === '' && user.ABN === '' ? undefined : values.ABN,
    // Unticking the box ends the registration, and its date with it.
    gstRegisteredFrom: values.gstRegistered && values.gstRegisteredFrom !== '' ? values.gstRegisteredFrom : null,
    address: { ...values.address, state: values.address.state ?? '' },
  };
}
