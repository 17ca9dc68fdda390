import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from './query-state.tsx';

/** The link above a detail page back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

interface DetailPageProps<Data> {
  query: {
    data: Data | undefined;
    error: Error | null;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The list this page was opened from, and the back link's words. */
  back: { to: string; label: string };
  /** The page's heading while it has no data to name it by, shown above the error. */
  title: string;
  loadingLabel: string;
  errorTitle: string;
  /** The page itself, with its own heading, once the data is there. */
  children: (data: Data) => ReactNode;
}

/** One record's page: the way back to its list, then the loader, the load error or the record. */
export function DetailPage<Data>({ query, back, title, loadingLabel, errorTitle, children }: DetailPageProps<Data>) {
  return (
    <Stack gap="md">
      <BackLink to={back.to}>{back.label}</BackLink>
      {query.isError && <Title order={1}>{title}</Title>}
      <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        <Text size="sm">{query.error?.message}</Text>
      </QueryState>
      {query.data && children(query.data)}
    </Stack>
  );
}
