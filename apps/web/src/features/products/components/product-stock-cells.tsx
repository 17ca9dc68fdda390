/**
 * The product list's price and stock cells: which variants are low or out (issue 47), and the grid's
 * inputs, one price and one stock per variant for a product that has them.
 */
import { Badge, NumberInput, Stack, Text } from '@mantine/core';
import type { ProductBulkRequest, ProductDto } from '@soko/shared';

type Typed = number | string | undefined;

/** One product's typed values in the grid: only those that differ from the product are sent. */
export interface GridEdit {
  price?: Typed;
  stock?: Typed;
  /** By variant size. */
  variants?: Record<string, { price?: Typed; stock?: Typed }>;
}

type BulkItem = NonNullable<ProductBulkRequest['items']>[number];

const numberOf = (value: Typed) => (value === undefined || value === '' ? undefined : Number(value));

/** The bulk edit's item for a product's grid values, or null when nothing differs. */
export function gridItemOf(product: ProductDto, edit: GridEdit): BulkItem | null {
  const price = numberOf(edit.price);
  const stock = numberOf(edit.stock);
  const variants = product.variants.flatMap((variant) => {
    const typed = edit.variants?.[variant.size] ?? {};
    const variantPrice = numberOf(typed.price);
    const variantStock = numberOf(typed.stock);
    const changed = {
      ...(variantStock !== undefined && variantStock !== variant.stock ? { stock: variantStock } : {}),
      ...(variantPrice !== undefined && variantPrice !== variant.price ? { price: variantPrice } : {}),
    };
    return Object.keys(changed).length > 0 ? [{ size: variant.size, ...changed }] : [];
  });
  const item: BulkItem = {
    id: product._id,
    ...(price !== undefined && price !== product.price ? { price } : {}),
    ...(product.variants.length === 0 && stock !== undefined && stock !== product.stock ? { stock } : {}),
    ...(variants.length > 0 ? { variants } : {}),
  };
  return Object.keys(item).length > 1 ? item : null;
}

function StockBadge({ state }: { state: ProductDto['stockState'] }) {
  if (state === 'ok') return null;
  return (
    <Badge
      size="xs"
      variant={state === 'out' ? 'outline' : 'filled'}
      color={state === 'out' ? 'red.8' : 'yellow.4'}
      autoContrast
    >
      {state === 'out' ? 'Out of stock' : 'Low stock'}
    </Badge>
  );
}

interface StockCellProps {
  product: ProductDto;
  /**
   * Under the product's name on a phone: the state in words that wrap ("Out of / stock"), where a
   * badge, which never wraps, widened the name's column past a 375 px screen.
   */
  underName?: boolean;
}

/** The total, its state and, for a product with variants, the variants that make it low or out. */
export function StockCell({ product, underName = false }: StockCellProps) {
  const short = product.variants.filter((variant) => variant.stockState !== 'ok');
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{product.stock}</Text>
      {underName && product.stockState !== 'ok' ? (
        <Text size="xs" fw={700}>
          {product.stockState === 'out' ? 'Out of stock' : 'Low stock'}
        </Text>
      ) : (
        <StockBadge state={product.stockState} />
      )}
      {short.map((variant) => (
        // A variant's name may be long ("M / Indigo" from an import) and breaks where it must on a
        // phone, where this shows under the product's name; its count never does.
        <Text key={variant._id} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {`${variant.size}: ${variant.stockState === 'out' ? 'none\u00a0left' : `${variant.stock}\u00a0left`}`}
        </Text>
      ))}
    </Stack>
  );
}

interface GridCellProps {
  product: ProductDto;
  edit: GridEdit;
  onChange: (edit: GridEdit) => void;
}

const variantEdit = (edit: GridEdit, size: string, values: { price?: Typed; stock?: Typed }): GridEdit => ({
  ...edit,
  variants: { ...edit.variants, [size]: { ...edit.variants?.[size], ...values } },
});

/** The product's price, then each variant's, labelled by its size. */
export function GridPriceCell({ product, edit, onChange }: GridCellProps) {
  return (
    <Stack gap={4}>
      <NumberInput
        aria-label={`Price of ${product.name}`}
        min={0.01}
        decimalScale={2}
        w={100}
        value={edit.price ?? product.price}
        onChange={(price) => onChange({ ...edit, price })}
      />
      {product.variants.map((variant) => (
        <NumberInput
          key={variant._id}
          label={variant.size}
          aria-label={`Price of ${product.name}, ${variant.size}`}
          size="xs"
          min={0.01}
          decimalScale={2}
          w={100}
          value={edit.variants?.[variant.size]?.price ?? variant.price}
          onChange={(price) => onChange(variantEdit(edit, variant.size, { price }))}
        />
      ))}
    </Stack>
  );
}

/** The product's stock, or for a product with variants their total and each variant's stock. */
export function GridStockCell({ product, edit, onChange }: GridCellProps) {
  if (product.variants.length === 0) {
    return (
      <NumberInput
        aria-label={`Stock of ${product.name}`}
        min={0}
        allowDecimal={false}
        w={90}
        value={edit.stock ?? product.stock}
        onChange={(stock) => onChange({ ...edit, stock })}
      />
    );
  }
  return (
    <Stack gap={4}>
      {/* As tall as the price input beside it, so each variant's stock sits beside its price. */}
      <Text size="sm" h={36} lh="36px" style={{ whiteSpace: 'nowrap' }}>
        {product.stock} in all
      </Text>
      {product.variants.map((variant) => (
        <NumberInput
          key={variant._id}
          label={variant.size}
          aria-label={`Stock of ${product.name}, ${variant.size}`}
          size="xs"
          min={0}
          allowDecimal={false}
          w={90}
          value={edit.variants?.[variant.size]?.stock ?? variant.stock}
          onChange={(stock) => onChange(variantEdit(edit, variant.size, { stock }))}
        />
      ))}
    </Stack>
  );
}
