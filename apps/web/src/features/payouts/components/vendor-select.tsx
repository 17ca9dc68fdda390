import { type ComboboxData, type ComboboxItem, Group, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDollars } from '../../../lib/dollars.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { vendorChoicesQuery, vendorsOwedQuery } from '../api.ts';

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
  /** Show what each vendor is owed, the vendors owed first (the payout form). */
  withOwed?: boolean;
  /** The chosen vendor's name when it is known from elsewhere (e.g. the address of a reloaded page). */
  chosenName?: string | undefined;
  placeholder?: string;
  clearable?: boolean;
}

const itemOf = (vendor: VendorChoice): ComboboxItem => ({
  value: vendor._id,
  label: vendor.displayName || 'Unnamed vendor',
});

/** A vendor picked by business name, searched on the server as the admin types. */
export function VendorSelect({
  label,
  value,
  onChange,
  which,
  withOwed = false,
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
  const owed = useQuery({ ...vendorsOwedQuery(), enabled: withOwed });
  const owedActive = (owed.data ?? []).filter((vendor) => vendor.active);
  const owedById = new Map(owedActive.map((vendor) => [vendor._id, vendor.net]));
  const found: VendorChoice[] = vendors.data ?? [];
  const options = known && !found.some((vendor) => vendor._id === known._id) ? [known, ...found] : found;
  // With no search, the vendors owed come first, so "4 vendors owed" leads straight to them.
  const grouped = withOwed && q === '' && owedActive.length > 0;
  const data: ComboboxData = grouped
    ? [
        { group: 'Owed', items: owedActive.map(itemOf) },
        { group: 'Other vendors', items: options.filter((vendor) => !owedById.has(vendor._id)).map(itemOf) },
      ]
    : options.map(itemOf);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      renderOption={({ option }) => {
        const net = owedById.get(option.value);
        return net === undefined ? (
          option.label
        ) : (
          <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
            <span>{option.label}</span>
            <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDollars(net)} owed
            </Text>
          </Group>
        );
      }}
      // The server has already matched the search; matching the labels again would hide results.
      filter={({ options: all }) => all}
      value={value === '' ? null : value}
      onChange={(vendorId) => {
        const picked =
          options.find((vendor) => vendor._id === vendorId) ??
          owedActive.find((vendor) => vendor._id === vendorId) ??
          null;
        setChosen(picked);
        onChange(vendorId ?? '');
      }}
      nothingFoundMessage={vendors.isFetching ? 'Searching…' : 'No vendor found'}
    />
  );
}
