import { Group, Text, type TextProps, VisuallyHidden } from '@mantine/core';
import type { ProductDto } from '@soko/shared';
import { formatDollars } from '../lib/dollars.ts';

interface ProductPriceProps {
  product: Pick<ProductDto, 'price' | 'sales' | 'salesPrice'>;
  size?: TextProps['size'];
}

/** The price a buyer pays; on sale, the sale price with the original struck through (docs/product.md section 2). */
export function ProductPrice({ product, size = 'sm' }: ProductPriceProps) {
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
      <Text span size={size} c="dimmed" td="line-through">
        <VisuallyHidden>Original price </VisuallyHidden>
        {formatDollars(product.price)}
      </Text>
    </Group>
  );
}
