import { Group, Text, type TextProps, VisuallyHidden } from '@mantine/core';
import type { ProductDto } from '@soko/shared';
import { formatDollars } from '../lib/dollars.ts';

interface ProductPriceProps {
  product: Pick<ProductDto, 'price' | 'sales' | 'salesPrice'> & { priorPrice?: number | null };
  /**
   * What is struck through beside a sale price: the vendor's own price (`price`, the seller centre's
   * lists), or what buyers are shown (`was`: the "was" price, the lowest of the 30 days before the sale,
   * docs/product.md "Sales and honest prices"; nothing when there is none above the sale price).
   */
  strike?: 'price' | 'was';
  size?: TextProps['size'];
}

/** The price a buyer pays; on sale, the sale price with a price struck through (docs/product.md section 2). */
export function ProductPrice({ product, strike = 'price', size = 'sm' }: ProductPriceProps) {
  const struck = strike === 'was' ? (product.priorPrice ?? null) : product.price;
  if (!product.sales) {
    return (
      <Text span size={size} fw={600}>
        {formatDollars(product.price)}
      </Text>
    );
  }
  return (
    // Where the column is narrow (a phone's product list) the original price goes under the sale
    // price: side by side the two pushed the row's actions off a 375 px screen.
    <Group gap={6} wrap="wrap" component="span" display="inline-flex">
      <Text span size={size} fw={600}>
        <VisuallyHidden>Sale price </VisuallyHidden>
        {formatDollars(product.salesPrice)}
      </Text>
      {struck !== null && struck > product.salesPrice && (
        <Text span size={size} c="dimmed" td="line-through">
          <VisuallyHidden>{strike === 'was' ? 'Was ' : 'Original price '}</VisuallyHidden>
          {formatDollars(struck)}
        </Text>
      )}
    </Group>
  );
}
