import { Button, Fieldset, Input, NumberInput, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ALERT_MS, dollarsToCents, formatCents } from '@soko/shared';
import { useState } from 'react';
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

/** Spec sections 3 and 5: the variants table, with a row to add a variant and a remove button on each. */
export function VariantsField({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const [draft, setDraft] = useState<VariantRow>(emptyVariant);
  const [draftErrors, setDraftErrors] = useState<FormErrors>({});
  const { variants, stock } = form.getValues();
  const totalQuantity = variants.reduce((sum, variant) => sum + Number(variant.stock || 0), 0);
  const error = variantsError(form.errors);

  const edit = <Field extends keyof VariantRow>(field: Field, value: VariantRow[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setDraftErrors((current) => ({ ...current, [field]: null }));
  };

  const addVariant = () => {
    const check = checkNewVariant(draft, variants, stock);
    if (!check.ok) {
      setDraftErrors(check.errors);
      if (check.alert) alertDanger(check.alert, ALERT_MS.normal);
      return;
    }
    form.insertListItem('variants', draft);
    form.clearFieldError('variants');
    setDraft(emptyVariant());
    setDraftErrors({});
  };

  return (
    <Stack gap="sm">
      <Fieldset legend="New variant">
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
        <Button mt="sm" variant="light" onClick={addVariant}>
          Add variant
        </Button>
      </Fieldset>

      {variants.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Caption>
              Variants: {variants.length}, total quantity {totalQuantity} of {Number(stock || 0)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Th>Weight (kg)</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Remove</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {variants.map((variant, index) => (
                <Table.Tr key={variant.key}>
                  <Table.Td>{variant.size}</Table.Td>
                  <Table.Td>{variant.weight}</Table.Td>
                  <Table.Td>{variant.stock}</Table.Td>
                  <Table.Td>{formatPrice(variant.price)}</Table.Td>
                  <Table.Td>{variant.SKU || '—'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="outline"
                      color="red.9"
                      aria-label={`Remove variant ${variant.size}`}
                      onClick={() => form.removeListItem('variants', index)}
                    >
                      Remove
                    </Button>
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
