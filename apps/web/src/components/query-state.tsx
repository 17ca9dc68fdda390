import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's or panel's spinner while its data loads; the label names what is loading for screen readers. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

interface LoadErrorProps {
  title: string;
  onRetry: () => void;
  /** Said above the retry button, such as the error's message. */
  children?: ReactNode;
}

/** A failed load, announced as an alert, with a button to ask again. */
export function LoadError({ title, onRetry, children }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={title}>
      {children}
      <Button mt="xs" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loadingLabel: string;
  errorTitle: string;
  children?: ReactNode;
}

/** The loader while a query is pending, the error with its retry when it failed, nothing once it has data. */
export function QueryState({ query, loadingLabel, errorTitle, children }: QueryStateProps) {
  if (query.isPending) return <PageLoader label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadError title={errorTitle} onRetry={() => query.refetch()}>
        {children}
      </LoadError>
    );
  }
  return null;
}

interface ListQueryStateProps extends Omit<QueryStateProps, 'children' | 'query'> {
  query: QueryStateProps['query'] & { error: unknown };
  /**
   * Given while the list is read past page 1: a position the server refuses (a cursor no longer
   * valid, a page too deep) is said in the server's words, with the way back to the first page.
   */
  onFirstPage?: (() => void) | undefined;
}

/** QueryState for a paged list. */
export function ListQueryState({ query, loadingLabel, errorTitle, onFirstPage }: ListQueryStateProps) {
  if (!query.isError || !onFirstPage) {
    return <QueryState query={query} loadingLabel={loadingLabel} errorTitle={errorTitle} />;
  }
  return (
    <Alert color="red" role="alert" title={errorTitle}>
      {query.error instanceof Error && <Text size="sm">{query.error.message}</Text>}
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onFirstPage}>
          First page
        </Button>
        <Button size="xs" variant="default" onClick={() => query.refetch()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
