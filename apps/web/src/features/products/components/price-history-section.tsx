import { List, Stack, Text, Title } from '@mantine/core';
import type { PriceHistoryEntry } from '@soko/shared';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from '../../../components/date-time.tsx';
import { DetailSection } from '../../../components/detail-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatDollars } from '../../../lib/dollars.ts';
import { productPriceHistoryQuery } from '../api.ts';

/** One period: the price, the sale that held, what buyers paid, and when. */
function PeriodItem({ entry }: { entry: PriceHistoryEntry }) {
  const sale =
    entry.salesPercentage > 0 ? `, ${entry.salesPercentage}% off: buyers paid ${formatDollars(entry.salesPrice)}` : '';
  return (
    <List.Item>
      <Text size="sm">
        <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
          {formatDollars(entry.price)}
        </Text>
        {sale} from <DateTime value={entry.from} />{' '}
        {entry.to ? (
          <>
            until <DateTime value={entry.to} />
          </>
        ) : (
          'until now'
        )}
      </Text>
    </List.Item>
  );
}

function PricePeriods({ items }: { items: PriceHistoryEntry[] }) {
  const groups = new Map<string | null, PriceHistoryEntry[]>();
  for (const entry of items) groups.set(entry.variant, [...(groups.get(entry.variant) ?? []), entry]);
  return (
    <Stack gap="sm">
      {[...groups.entries()].map(([variant, entries]) => (
        <section key={variant ?? ''} aria-label={variant ? `Variant ${variant}` : 'The product'}>
          {groups.size > 1 && (
            <Title order={3} size="h5" mb={4}>
              {variant ? `Variant ${variant}` : 'The product'}
            </Title>
          )}
          <List size="sm" spacing={4}>
            {entries.map((entry) => (
              <PeriodItem key={entry.from} entry={entry} />
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}

/**
 * Every price the product and its variants had (docs/product.md "Sales and honest prices"): what a
 * seller checks before a "was" price is shown, and staff when a buyer asks.
 */
export function PriceHistorySection({ productId }: { productId: string }) {
  const history = useQuery(productPriceHistoryQuery(productId));
  return (
    <DetailSection title="Price history">
      <QueryState
        query={history}
        loadingLabel="Loading the price history"
        errorTitle="The price history could not be loaded"
      />
      {history.data && <PricePeriods items={history.data.items} />}
    </DetailSection>
  );
}
