import { Checkbox, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import { dollarsToCents, formatCents, type SaleDetailDto } from '@soko/shared';
import type { FormBinding } from '../../../components/business-fields.tsx';

/** An item's label as the sale shows it. */
export const itemLabel = (item: SaleDetailDto['items'][number]) =>
  item.variant ? `${item.name} (${item.variant})` : item.name;

/** Units of each item (sale order) not yet refunded by line, and what refunding them all gives back in cents. */
export function unitsLeft(sale: SaleDetailDto): { qty: number; cents: number }[] {
  const left = new Map(sale.refundable.items.map((line) => [line.itemId, line]));
  return sale.items.map((item) => {
    const line = left.get(item._id);
    return { qty: line?.qty ?? 0, cents: line ? dollarsToCents(line.amount) : 0 };
  });
}

/**
 * What refunding `qty` of a line's units gives back, as the server reckons it: their share of what is
 * left of the line (its price, less any amount apportioned to it), the last units taking the rest.
 */
export function unitsCents(left: { qty: number; cents: number }, qty: number): number {
  if (qty <= 0 || left.qty === 0) return 0;
  return qty >= left.qty ? left.cents : Math.round((left.cents * qty) / left.qty);
}

interface RefundLineFieldsProps {
  sale: SaleDetailDto;
  form: FormBinding & { setFieldValue: (path: string, value: number) => void };
  /** Units to refund of each item, in the sale's order: 0 when the line is not ticked, '' while typed. */
  lines: (number | string)[];
  error: string | undefined;
}

/** The lines of a sale to refund: tick a line (all its units left), then lower the units if need be. */
export function RefundLineFields({ sale, form, lines, error }: RefundLineFieldsProps) {
  const left = unitsLeft(sale);
  return (
    <Fieldset legend="Items to refund" variant="unstyled">
      <Stack gap="xs">
        {sale.items.map((item, index) => {
          const units = left[index] ?? { qty: 0, cents: 0 };
          const ticked = (lines[index] ?? 0) !== 0;
          const label = itemLabel(item);
          return (
            <Group key={item._id} gap="sm" align="flex-start" wrap="wrap">
              <Checkbox
                label={label}
                description={
                  units.qty === 0
                    ? 'Refunded in full'
                    : `${units.qty} of ${item.qty} left to refund · ${formatCents(units.cents)}${item.gstFree ? ' · GST-free' : ''}`
                }
                checked={ticked}
                disabled={units.qty === 0}
                onChange={(event) => form.setFieldValue(`lines.${index}`, event.currentTarget.checked ? units.qty : 0)}
                miw={220}
                style={{ flex: 1 }}
              />
              {ticked && (
                <NumberInput
                  label={`Units of ${label}`}
                  min={1}
                  max={units.qty}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  w={140}
                  key={form.key(`lines.${index}`)}
                  {...form.getInputProps(`lines.${index}`)}
                />
              )}
            </Group>
          );
        })}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
