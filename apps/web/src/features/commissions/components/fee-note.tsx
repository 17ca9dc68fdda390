import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDollars } from '../../../lib/dollars.ts';
import { feePreviewQuery } from '../api.ts';

const TYPING_DELAY_MS = 300;

interface FeeNoteProps {
  /** As typed in the price input. */
  price: number | string;
  /** The deepest category chosen: a subcategory's rule wins over its category's. */
  categoryId: string | undefined;
  /** Staff: the product's vendor. A vendor: undefined, its own rates. */
  vendorId: string | undefined;
}

/**
 * Under a product's price: what Soko's fee on one sold at that price would be now, by the rule that
 * applies to the vendor and category (issue 45), asked of the server as the price is typed.
 */
export function FeeNote({ price, categoryId, vendorId }: FeeNoteProps) {
  const [typed] = useDebouncedValue(String(price).trim(), TYPING_DELAY_MS);
  const preview = useQuery(feePreviewQuery({ vendorId, categoryId, price: typed }));
  if (!preview.data || typed === '' || Number(typed) <= 0) return null;
  return (
    <Text size="sm" component="span" aria-live="polite">
      Soko&apos;s fee on this product: <span style={{ whiteSpace: 'nowrap' }}>{formatDollars(preview.data.fee)}</span> (
      {preview.data.note})
    </Text>
  );
}
