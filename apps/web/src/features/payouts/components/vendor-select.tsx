import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { vendorChoicesQuery } from '../api.ts';

const SEARCH_DELAY_MS = 250;

export interface VendorChoice {
  _id: string;
  displayName: string;
}

interface VendorSelectProps {
  label: string;
  value: string;
  onChange: (vendorId: string) => void;
  /** 'active' offers only vendors who can sell (the payout form); 'allVendor' every vendor (filters). */
  which: 'active' | 'allVendor';
  /** The chosen vendor's name when it is known from elsewhere (e.g. the address of a reloaded page). */
  chosenName?: string | undefined;
  placeholder?: string;
  clearable?: boolean;
}

/** A vendor picked by business name, searched on the server as the admin types. */
export function VendorSelect({
  label,
  value,
  onChange,
  which,
  chosenName,
  placeholder = 'Search by business name',
  clearable = false,
}: VendorSelectProps) {
  const admin = useSignedInUser();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<VendorChoice | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const known = chosen ?? (value !== '' && chosenName ? { _id: value, displayName: chosenName } : null);
  // Choosing a vendor fills the box with their name; that is not a new search.
  const q = known && debouncedSearch === known.displayName ? '' : debouncedSearch;
  const vendors = useQuery(vendorChoicesQuery(admin._id, q, which));
  const found: VendorChoice[] = vendors.data ?? [];
  const options = known && !found.some((vendor) => vendor._id === known._id) ? [known, ...found] : found;

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((vendor) => ({ value: vendor._id, label: vendor.displayName || 'Unnamed vendor' }))}
      // The server has already matched the search; matching the labels again would hide results.
      filter={({ options: all }) => all}
      value={value === '' ? null : value}
      onChange={(vendorId) => {
        setChosen(options.find((vendor) => vendor._id === vendorId) ?? null);
        onChange(vendorId ?? '');
      }}
      nothingFoundMessage={vendors.isFetching ? 'Searching…' : 'No vendor found'}
    />
  );
}
