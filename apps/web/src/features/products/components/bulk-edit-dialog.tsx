import { Alert, Button, Group, Modal, NumberInput, Radio, Select, Stack, Table, Text } from '@mantine/core';
import {
  OFFERED_SHIPPING_PROVIDERS,
  PRODUCT_SALE_PERCENTAGES,
  type ProductBulkRequest,
  type ProductBulkResponse,
  type ShippingProvider,
} from '@soko/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { bulkEditProducts } from '../api.ts';

/** What the list is showing, as the bulk call's filter (every product matching it). */
export interface BulkFilter {
  q?: string | undefined;
  approval?: 'pending' | 'approved' | 'rejected' | 'revision' | undefined;
  stock?: 'low' | 'out' | undefined;
  shippingProvider?: ShippingProvider | undefined;
}

interface BulkEditDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The products ticked on this page. */
  selectedIds: string[];
  filter: BulkFilter;
  /** How many products match the filter (the list's total). */
  matching: number;
  onDone: () => void;
}

interface SetValues {
  price: number | string;
  salesPercentage: string | null;
  stock: number | string;
  status: string | null;
  shippingProvider: string | null;
}

const emptyValues: SetValues = { price: '', salesPercentage: null, stock: '', status: null, shippingProvider: null };

const FIELD_LABELS: Record<string, string> = {
  price: 'Price',
  salesPercentage: 'Sale %',
  stock: 'Stock',
  status: 'Status',
  shipping_provider: 'Shipping',
};

function setOf(values: SetValues): NonNullable<ProductBulkRequest['set']> {
  return {
    ...(values.price === '' ? {} : { price: Number(values.price) }),
    ...(values.salesPercentage === null ? {} : { salesPercentage: Number(values.salesPercentage) }),
    ...(values.stock === '' ? {} : { stock: Number(values.stock) }),
    ...(values.status === 'active' || values.status === 'paused' ? { status: values.status } : {}),
    ...(values.shippingProvider
      ? { shipping_provider: values.shippingProvider as (typeof OFFERED_SHIPPING_PROVIDERS)[number] }
      : {}),
  };
}

const shown = (field: string, value: string | number) =>
  field === 'price'
    ? `$${Number(value).toFixed(2)}`
    : field === 'status'
      ? value === 'active'
        ? 'Active'
        : 'Paused'
      : String(value);

/**
 * Sets the same fields on the ticked products or on every product matching the list's filter: a
 * preview (the server's dry run) of what changes for each product, then one confirmation.
 */
export function BulkEditDialog({ opened, onClose, selectedIds, filter, matching, onDone }: BulkEditDialogProps) {
  const [scope, setScope] = useState<'selected' | 'filter'>(selectedIds.length > 0 ? 'selected' : 'filter');
  const [values, setValues] = useState<SetValues>(emptyValues);
  const [preview, setPreview] = useState<ProductBulkResponse | null>(null);
  const set = setOf(values);
  const previewBody: ProductBulkRequest = {
    ...(scope === 'selected' && selectedIds.length > 0 ? { ids: selectedIds } : { filter }),
    set,
    dryRun: true,
  };
  const previewing = useMutation({
    mutationFn: () => bulkEditProducts(previewBody),
    onSuccess: setPreview,
    onError: alertApiError,
  });
  // The change applies to the products the preview listed, by id: one that starts to match the
  // filter after the preview (or a filter changed meanwhile) is not in what was confirmed.
  const applying = useMutation({
    mutationFn: (shown: ProductBulkResponse) =>
      bulkEditProducts({ ids: shown.results.map((result) => result._id), set, dryRun: false }),
    onSuccess: (result) => {
      alertSuccess(result.msg);
      setPreview(null);
      setValues(emptyValues);
      onDone();
      onClose();
    },
    onError: alertApiError,
  });
  const change = (next: Partial<SetValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setPreview(null);
  };
  const nothingChosen = Object.keys(set).length === 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit products in bulk"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Products to change"
          value={scope}
          onChange={(value) => {
            setScope(value === 'selected' ? 'selected' : 'filter');
            setPreview(null);
          }}
        >
          <Stack gap={4} mt={4}>
            <Radio
              value="selected"
              label={`The ${selectedIds.length} ticked on this page`}
              disabled={selectedIds.length === 0}
            />
            <Radio value="filter" label={`All ${matching} matching the list's search and filters`} />
          </Stack>
        </Radio.Group>
        <Group grow align="flex-start">
          <NumberInput
            label="Price ($)"
            min={0.01}
            decimalScale={2}
            value={values.price}
            onChange={(price) => change({ price })}
          />
          <NumberInput
            label="Stock"
            min={0}
            allowDecimal={false}
            value={values.stock}
            onChange={(stock) => change({ stock })}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Sale %"
            placeholder="Leave as is"
            clearable
            data={PRODUCT_SALE_PERCENTAGES.map((value) => ({ value: String(value), label: `${value}%` }))}
            value={values.salesPercentage}
            onChange={(salesPercentage) => change({ salesPercentage })}
          />
          <Select
            label="Status"
            placeholder="Leave as is"
            clearable
            data={[
              { value: 'active', label: 'Active' },
              { value: 'paused', label: 'Paused' },
            ]}
            value={values.status}
            onChange={(status) => change({ status })}
          />
        </Group>
        <Select
          label="Shipping provider"
          placeholder="Leave as is"
          clearable
          data={OFFERED_SHIPPING_PROVIDERS}
          value={values.shippingProvider}
          onChange={(shippingProvider) => change({ shippingProvider })}
        />
        {preview && (
          <Stack gap="xs">
            <Alert color={preview.errors > 0 ? 'yellow' : 'brand'} title="Preview">
              {preview.msg}. Nothing has changed yet.
            </Alert>
            <Table.ScrollContainer minWidth={320} mah={260}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>What changes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.results.map((result) => (
                    <Table.Tr key={result._id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{result.name || result._id}</Table.Td>
                      <Table.Td>
                        {result.outcome === 'error'
                          ? result.message
                          : result.outcome === 'unchanged'
                            ? 'Nothing'
                            : result.changes
                                .map(
                                  (item) =>
                                    `${FIELD_LABELS[item.field]}${item.variant ? ` of ${item.variant}` : ''}: ${shown(item.field, item.from)} → ${shown(item.field, item.to)}`,
                                )
                                .join('; ') + (result.outcome === 'revision' ? ' (waits for review)' : '')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={applying.isPending}>
            Cancel
          </Button>
          {preview ? (
            <Button
              onClick={() => applying.mutate(preview)}
              loading={applying.isPending}
              disabled={preview.changed === 0}
            >
              Apply to {preview.changed} {preview.changed === 1 ? 'product' : 'products'}
            </Button>
          ) : (
            <Button onClick={() => previewing.mutate()} loading={previewing.isPending} disabled={nothingChosen}>
              Preview changes
            </Button>
          )}
        </Group>
        {nothingChosen && !preview && (
          <Text size="sm" c="dimmed">
            Choose at least one thing to set.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
