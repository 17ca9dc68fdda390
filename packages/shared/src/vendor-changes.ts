/**
 * A verified vendor's change of business name, ABN or address, kept for staff review (issue 15).
 * Only the fields the vendor changed are present.
 */
export type VendorPendingChange = {
  displayName?: string;
  abn?: string;
  address?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
};
