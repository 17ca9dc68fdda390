import { Group, Text, type TextProps, VisuallyHidden } from '@mantine/core';
import type { ProductDto } from '@soko/shared';
import { formatDollars } from '../lib/dollars.ts';

interface ProductPriceProps {
  /** With `priorPrice`, the struck-through price is the product's "was" price (null: none to show). */
  product: Pick<ProductDto, 'price' | 'sales' | 'salesPrice'> & { priorPrice?: number | null };
  size?: TextProps['size'];
}

/**
 * The price a buyer pays; on sale, the sale price with the price before it struck through (docs/product.md
 * section 2). A product's struck-through price is its "was" price, the lowest of the 30 days before the sale
 * ("Sales and honest prices"): with none, or none above the sale price, nothing is struck through.
 */
export function ProductPrice({ product, size = 'sm' }: ProductPriceProps) {
  const struck = product.priorPrice === undefined ? product.price : product.priorPrice;
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
          <VisuallyHidden>{product.priorPrice === undefined ? 'Original price ' : 'Was '}</VisuallyHidden>
          {formatDollars(struck)}
        </Text>
      )}
    </Group>
  );
}
