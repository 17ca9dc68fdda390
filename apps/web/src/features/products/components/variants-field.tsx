import { Button, Fieldset, Group, Input, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ALERT_MS, dollarsToCents, formatCents } from '@soko/shared';
import { useState } from 'react';
import { listTableClasses } from '../../../components/list-table.tsx';
import { alertDanger } from '../../../lib/alerts.ts';
import { checkNewVariant, newVariantKey, type ProductFormValues, type VariantRow } from '../form-model.ts';

function emptyVariant(): VariantRow {
  return { key: newVariantKey(), size: '', weight: '', stock: '', price: '', SKU: '' };
}

function formatPrice(price: VariantRow['price']): string {
  try {
    return formatCents(dollarsToCents(typeof price === 'number' ? price : price.trim()));
  } catch {
    return String(price);
  }
}

/** The first message about the variants: the list as a whole, or one of its rows. */
function variantsError(errors: FormErrors): string | undefined {
  if (errors.variants) return String(errors.variants);
  const rowError = Object.entries(errors).find(([path]) => path.startsWith('variants.'));
  return rowError ? String(rowError[1]) : undefined;
}

/** docs/product.md sections 3 and 5: the variants table, with a row to add a variant and a remove button on each. */
export function VariantsField({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const [draft, setDraft] = useState<VariantRow>(emptyVariant);
  const [draftErrors, setDraftErrors] = useState<FormErrors>({});
  /** The row being edited in place, or null while the fields add a new variant. */
  const [editing, setEditing] = useState<number | null>(null);
  const { variants, stock } = form.getValues();
  const totalQuantity = variants.reduce((sum, variant) => sum + Number(variant.stock || 0), 0);
  const error = variantsError(form.errors);

  const edit = <Field extends keyof VariantRow>(field: Field, value: VariantRow[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setDraftErrors((current) => ({ ...current, [field]: null }));
  };

  const addVariant = () => {
    // An edited row is checked against the others, as if it were added anew.
    const others = editing === null ? variants : variants.filter((_, index) => index !== editing);
    const check = checkNewVariant(draft, others, stock);
    if (!check.ok) {
      setDraftErrors(check.errors);
      if (check.alert) alertDanger(check.alert, ALERT_MS.normal);
      return;
    }
    if (editing === null) form.insertListItem('variants', draft);
    else form.replaceListItem('variants', editing, draft);
    form.clearFieldError('variants');
    setDraft(emptyVariant());
    setDraftErrors({});
    setEditing(null);
  };
  const editVariant = (index: number) => {
    const variant = variants[index];
    if (!variant) return;
    setDraft(variant);
    setDraftErrors({});
    setEditing(index);
  };
  const stopEditing = () => {
    setDraft(emptyVariant());
    setDraftErrors({});
    setEditing(null);
  };

  return (
    <Stack gap="sm">
      <Fieldset legend={editing === null ? 'New variant' : `Edit variant ${variants[editing]?.size ?? ''}`}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput
            label="Variant size"
            required
            value={draft.size}
            onChange={(event) => edit('size', event.currentTarget.value)}
            error={draftErrors.size}
          />
          <NumberInput
            label="Variant weight (kg)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            value={draft.weight}
            onChange={(value) => edit('weight', value)}
            error={draftErrors.weight}
          />
          <NumberInput
            label="Variant quantity"
            required
            min={0}
            allowDecimal={false}
            value={draft.stock}
            onChange={(value) => edit('stock', value)}
            error={draftErrors.stock}
          />
          <NumberInput
            label="Variant price ($)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            value={draft.price}
            onChange={(value) => edit('price', value)}
            error={draftErrors.price}
          />
          <TextInput
            label="Variant SKU"
            value={draft.SKU}
            onChange={(event) => edit('SKU', event.currentTarget.value)}
            error={draftErrors.SKU}
          />
        </SimpleGrid>
        <Group mt="sm" gap="sm">
          <Button variant="light" onClick={addVariant}>
            {editing === null ? 'Add variant' : 'Save variant'}
          </Button>
          {editing !== null && (
            <Button variant="default" onClick={stopEditing}>
              Cancel edit
            </Button>
          )}
        </Group>
      </Fieldset>

      {variants.length > 0 && (
        // On a phone weight and SKU move under the size: price and the buttons need no sideways scroll.
        <Table.ScrollContainer minWidth={520} className={listTableClasses.phoneFit}>
          <Table verticalSpacing="xs">
            <Table.Caption>
              Variants: {variants.length}, total quantity {totalQuantity} of {Number(stock || 0)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Th visibleFrom="sm">Weight (kg)</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th visibleFrom="sm">SKU</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((variant, index) => (
                <Table.Tr key={variant.key}>
                  <Table.Td>
                    <Text size="sm">{variant.size}</Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {variant.weight} kg{variant.SKU ? `, SKU ${variant.SKU}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{variant.weight}</Table.Td>
                  <Table.Td>{variant.stock}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(variant.price)}</Table.Td>
                  <Table.Td visibleFrom="sm">{variant.SKU || '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit variant ${variant.size}`}
                        onClick={() => editVariant(index)}
                        disabled={editing !== null}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        color="red.9"
                        aria-label={`Remove variant ${variant.size}`}
                        onClick={() => form.removeListItem('variants', index)}
                        disabled={editing !== null}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {error && <Input.Error role="alert">{error}</Input.Error>}
    </Stack>
  );
}
