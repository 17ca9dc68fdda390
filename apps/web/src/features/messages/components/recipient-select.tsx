import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type MessageParty, messagePartyName } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { recipientsQuery } from '../api.ts';

const SEARCH_DELAY_MS = 250;

interface RecipientSelectProps {
  value: string;
  onChange: (userId: string) => void;
  error?: ReactNode;
}

/** The people the signed-in user may write to, searched on the server as they type. */
export function RecipientSelect({ value, onChange, error }: RecipientSelectProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<MessageParty | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  // Choosing a person fills the box with their name; that is not a new search.
  const q = chosen && debouncedSearch === messagePartyName(chosen) ? '' : debouncedSearch;
  const recipients = useQuery(recipientsQuery(q));
  const found = recipients.data?.items ?? [];
  const options = chosen && !found.some((party) => party._id === chosen._id) ? [chosen, ...found] : found;

  return (
    <Select
      label="To"
      placeholder="Search by name"
      required
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((party) => ({ value: party._id, label: messagePartyName(party) }))}
      // The server has already matched the search; matching the labels again would hide results.
      filter={({ options: all }) => all}
      value={value === '' ? null : value}
      onChange={(userId) => {
        setChosen(options.find((party) => party._id === userId) ?? null);
        onChange(userId ?? '');
      }}
      nothingFoundMessage={recipients.isFetching ? 'Searching…' : 'Nobody found'}
      error={error}
    />
  );
}
