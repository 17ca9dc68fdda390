import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Flex,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  APPROVAL_LABELS,
  APPROVAL_STATES,
  type ApprovalState,
  CATALOGUE_MESSAGES,
  isStaff,
  PAGE_SIZE,
  type ProductDto,
  SHIPPING_PROVIDERS,
  type ShippingProvider,
} from '@soko/shared';
import { IconPackage, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '../../../components/approval-badge.tsx';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { ProductPrice } from '../../../components/product-price.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import {
  bulkEditProducts,
  exportProducts,
  type ProductSort,
  productApprovalCountsQuery,
  productListQuery,
  type StockFilter,
} from '../api.ts';
import { BulkEditDialog } from '../components/bulk-edit-dialog.tsx';
import { DuplicateProductButton } from '../components/duplicate-product-button.tsx';
import {
  type GridEdit,
  GridPriceCell,
  GridStockCell,
  gridItemOf,
  StockCell,
} from '../components/product-stock-cells.tsx';

const STOCK_OPTIONS = [
  { value: 'low', label: 'Low stock' },
  { value: 'out', label: 'Out of stock' },
];

function stockParam(value: string | null): StockFilter {
  return value === 'low' || value === 'out' ? value : '';
}

function shippingProviderParam(value: string | null): ShippingProvider | '' {
  return SHIPPING_PROVIDERS.find((provider) => provider === value) ?? '';
}

/** The grid's typed values, by product id. */
type GridEdits = Record<string, GridEdit>;

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name A to Z' },
  { value: '-name', label: 'Name Z to A' },
  { value: 'price', label: 'Price, low to high' },
  { value: '-price', label: 'Price, high to low' },
  { value: 'stock', label: 'Stock, low to high' },
  { value: '-stock', label: 'Stock, high to low' },
];

function isSort(value: string | null): value is ProductSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

const REVISION_FILTER = { value: 'revision', label: 'Changes waiting' } as const;
/** The approval filter's choices; with a search, how many of its products are in each state ("Pending (3)"). */
function approvalOptions(counts: Partial<Record<ApprovalState, number>> | null | undefined) {
  return [
    ...APPROVAL_STATES.map((state) => {
      const n = counts?.[state];
      const label = APPROVAL_LABELS[state];
      return { value: state, label: n === undefined ? label : `${label} (${n.toLocaleString('en-AU')})` };
    }),
    REVISION_FILTER,
  ];
}

function approvalParam(value: string | null): ApprovalState | 'revision' | '' {
  if (value === REVISION_FILTER.value) return value;
  return APPROVAL_STATES.find((state) => state === value) ?? '';
}

function NoProducts({ edits }: { edits: boolean }) {
  return (
    <EmptyState icon={<IconPackage aria-hidden />} title={CATALOGUE_MESSAGES.noProducts}>
      {edits && (
        <EmptyState.Actions>
          <Button component={Link} to="/product/add-product">
            Add Product
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

function ApprovalCell({ product }: { product: ProductDto }) {
  return (
    <Stack gap={4} align="flex-start">
      <ApprovalBadge approval={product.approval} rejectionReason={product.rejectionReason} />
      {product.revision?.status === 'pending' && (
        <Anchor
          component={Link}
          to={`/product/${product._id}/revision`}
          size="xs"
          aria-label={`Changes waiting for ${product.name}`}
        >
          Changes waiting
        </Anchor>
      )}
    </Stack>
  );
}

interface ProductRowProps {
  product: ProductDto;
  showVendor: boolean;
  /** Staff who only read the catalogue (support) are offered View, not Edit. */
  edits: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Grid mode: price and stock (each variant's too) are inputs. */
  grid: GridEdit | undefined;
  onGridChange: (edit: GridEdit) => void;
}

/** Green only when buyers can see it: active and approved. */
function StatusBadge({ product }: { product: ProductDto }) {
  return (
    <Badge variant="outline" color={product.status === 'active' && product.approved ? 'brand.7' : 'gray.7'}>
      {product.status === 'active' ? 'Active' : 'Paused'}
    </Badge>
  );
}

/** A sale that does not hold now: one that starts later, or one whose end has passed. */
function SaleStateBadge({ product }: { product: ProductDto }) {
  if (product.saleState === 'scheduled' && product.saleStartsAt) {
    return (
      <Badge
        variant="light"
        color="blue.9"
        title={`${product.salesPercentage}% off from ${formatDateTime(product.saleStartsAt)}`}
      >
        Scheduled
      </Badge>
    );
  }
  if (product.saleState === 'ended') {
    return (
      <Badge variant="light" color="gray.7">
        Sale ended
      </Badge>
    );
  }
  return null;
}

function ProductRow({ product, showVendor, edits, selected, onSelect, grid, onGridChange }: ProductRowProps) {
  const thumbnail = product.images[0]?.thumb;
  return (
    <Table.Tr>
      {/* On a phone the row keeps its name, price, status and actions; bulk edits there take the filter's products. */}
      {edits && (
        <Table.Td visibleFrom="sm">
          <Checkbox
            aria-label={`Select ${product.name}`}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
        </Table.Td>
      )}
      <Table.Td visibleFrom="sm">
        <Thumbnail src={thumbnail} alt="" size={48} />
      </Table.Td>
      <Table.Td>
        {/* With stock and status under it on a phone, the name has the width for whole words; only a
            word longer than that width breaks, so that the row never scrolls sideways. */}
        <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Text>
        {/* On a phone the stock and status columns are left out: what is low, the status and the
            approval show under the name, as on a card. */}
        {!grid && (
          <Stack hiddenFrom="sm" mt={4} gap={4} align="flex-start">
            {product.stockState !== 'ok' && <StockCell product={product} underName />}
            <Group gap={4}>
              <StatusBadge product={product} />
              <ApprovalCell product={product} />
            </Group>
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        {grid ? (
          <GridPriceCell product={product} edit={grid} onChange={onGridChange} />
        ) : (
          <Stack gap={2} align="flex-start">
            <ProductPrice product={product} />
            <SaleStateBadge product={product} />
          </Stack>
        )}
      </Table.Td>
      <Table.Td visibleFrom={grid ? undefined : 'sm'}>
        {grid ? (
          <GridStockCell product={product} edit={grid} onChange={onGridChange} />
        ) : (
          <StockCell product={product} />
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <ApprovalCell product={product} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <StatusBadge product={product} />
      </Table.Td>
      {showVendor && <Table.Td visibleFrom="sm">{product.vendor.displayName}</Table.Td>}
      <Table.Td visibleFrom={grid ? 'sm' : undefined}>
        {/* On a phone the actions stack, so the row fits the screen. */}
        <Flex direction={{ base: 'column', sm: 'row' }} gap="xs" align={{ base: 'flex-start', sm: 'center' }}>
          {edits && (
            <Anchor component={Link} to={`/product/edit/${product._id}`} aria-label={`Edit ${product.name}`}>
              Edit
            </Anchor>
          )}
          <Anchor component={Link} to={`/product/${product._id}`} aria-label={`View ${product.name}`}>
            View
          </Anchor>
          {edits && <DuplicateProductButton product={product} />}
        </Flex>
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/product.md section 2: the Product List, 9 a page, searchable by name and sortable. */
export function ProductListPage() {
  usePageTitle('Product List');
  const user = useSignedInUser();
  const showVendor = isStaff(user);
  const edits = mayDo(user, 'catalogue');
  const { position, q, searchText, searchHint, onSearchChange, getParam, setParam, firstPage, pagination } =
    useListSearch();
  const requestedSort = getParam('sort');
  const sort: ProductSort = isSort(requestedSort) ? requestedSort : 'newest';
  const approval = approvalParam(getParam('approval'));
  const stock = stockParam(getParam('stock'));
  const shippingProvider = shippingProviderParam(getParam('shippingProvider'));
  const list = useQuery(productListQuery({ position, q, sort, approval, stock, shippingProvider }));
  // Counted only once the person opens the Approval filter during a search: a search costs its page.
  const [countsWanted, setCountsWanted] = useState(false);
  const approvalCounts = useQuery({
    ...productApprovalCountsQuery({ q, stock, shippingProvider }),
    enabled: countsWanted && q !== '',
  });
  const total = list.data?.total ?? 0;
  const filtered = q !== '' || approval !== '' || stock !== '' || shippingProvider !== '';
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [grid, setGrid] = useState<GridEdits | null>(null);
  const pageItems = list.data?.items ?? [];
  const gridItems = grid
    ? pageItems.flatMap((product) => {
        const item = gridItemOf(product, grid[product._id] ?? {});
        return item ? [item] : [];
      })
    : [];
  const saveGrid = useMutation({
    mutationFn: () => bulkEditProducts({ items: gridItems }),
    onSuccess: (result) => {
      alertSuccess(result.msg);
      setGrid(null);
    },
    onError: alertApiError,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Product List</Title>
        <Group gap="sm" align="flex-start">
          {!showVendor && (
            <ExportButton
              label="Export CSV"
              disabled={total === 0}
              download={exportProducts}
              status={byteStatus('Exporting')}
              progressLabel="Export progress"
            />
          )}
          {edits && (
            <Button component={Link} to="/product/import" variant="default">
              Import
            </Button>
          )}
          {edits && (
            <Button component={Link} to="/product/add-product">
              Add Product
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search by name"
          description={searchHint}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          allowDeselect={false}
          onChange={(value) => setParam('sort', value === 'newest' ? null : value)}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Approval"
          placeholder="All products"
          data={approvalOptions(q === '' ? null : approvalCounts.data)}
          onDropdownOpen={() => setCountsWanted(true)}
          value={approval || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show products in every approval state' }}
          onChange={(value) => setParam('approval', value)}
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label="Stock"
          placeholder="Any stock"
          data={STOCK_OPTIONS}
          value={stock || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show products with any stock' }}
          onChange={(value) => setParam('stock', value)}
          w={{ base: '100%', xs: 160 }}
        />
        <Select
          label="Shipping provider"
          placeholder="Any provider"
          data={SHIPPING_PROVIDERS}
          value={shippingProvider || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show products with any shipping provider' }}
          onChange={(value) => setParam('shippingProvider', value)}
          w={{ base: '100%', xs: 180 }}
        />
      </Group>
      {edits && total > 0 && (
        <Group gap="sm">
          <Button variant="default" onClick={() => setBulkOpen(true)}>
            Bulk edit{selected.length > 0 ? ` (${selected.length} selected)` : ''}
          </Button>
          {grid ? (
            <>
              <Button onClick={() => saveGrid.mutate()} loading={saveGrid.isPending} disabled={gridItems.length === 0}>
                Save {gridItems.length} {gridItems.length === 1 ? 'change' : 'changes'}
              </Button>
              <Button variant="subtle" onClick={() => setGrid(null)} disabled={saveGrid.isPending}>
                Cancel grid
              </Button>
            </>
          ) : (
            <Button variant="subtle" onClick={() => setGrid({})}>
              Edit price and stock
            </Button>
          )}
        </Group>
      )}
      <BulkEditDialog
        key={bulkOpen ? 'open' : 'closed'}
        opened={bulkOpen}
        onClose={() => setBulkOpen(false)}
        selectedIds={selected}
        filter={{
          q: q.trim() || undefined,
          approval: approval || undefined,
          stock: stock || undefined,
          shippingProvider: shippingProvider || undefined,
        }}
        matching={total}
        onDone={() => setSelected([])}
      />
      <ListQueryState
        query={list}
        loadingLabel="Loading products"
        errorTitle="The products could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && !filtered && <NoProducts edits={edits} />}
      {list.data && total === 0 && q !== '' && <Text>No product matches “{q}”.</Text>}
      {list.data && total === 0 && q === '' && approval === '' && stock === '' && shippingProvider !== '' && (
        <Text>No product ships with {shippingProvider}.</Text>
      )}
      {list.data && total === 0 && q === '' && approval === '' && stock !== '' && (
        <Text>{stock === 'low' ? 'No product is low on stock.' : 'No product is out of stock.'}</Text>
      )}
      {list.data && total === 0 && q === '' && approval !== '' && (
        <Text>
          {approval === 'revision'
            ? 'No product has changes waiting for review.'
            : `No product is ${APPROVAL_LABELS[approval].toLowerCase()}.`}
        </Text>
      )}
      {list.data && total > 0 && (
        <ListTable
          minWidth={showVendor ? 860 : 720}
          caption={countOf(total, 'product', 'products', list.data.totalCapped)}
          head={
            <>
              {edits && (
                <Table.Th visibleFrom="sm">
                  <Checkbox
                    aria-label="Select every product on this page"
                    checked={pageItems.length > 0 && pageItems.every((product) => selected.includes(product._id))}
                    onChange={(event) => {
                      const ids = pageItems.map((product) => product._id);
                      setSelected((current) =>
                        event.currentTarget.checked
                          ? [...new Set([...current, ...ids])]
                          : current.filter((id) => !ids.includes(id)),
                      );
                    }}
                  />
                </Table.Th>
              )}
              <Table.Th visibleFrom="sm">Image</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th visibleFrom={grid ? undefined : 'sm'}>Stock</Table.Th>
              <Table.Th visibleFrom="sm">Approval</Table.Th>
              <Table.Th visibleFrom="sm">Status</Table.Th>
              {showVendor && <Table.Th visibleFrom="sm">Vendor</Table.Th>}
              <Table.Th visibleFrom={grid ? 'sm' : undefined}>Actions</Table.Th>
            </>
          }
          pagination={pagination(list.data, PAGE_SIZE.products)}
        >
          {list.data.items.map((product) => (
            <ProductRow
              key={product._id}
              product={product}
              showVendor={showVendor}
              edits={edits}
              selected={selected.includes(product._id)}
              onSelect={(checked) =>
                setSelected((current) =>
                  checked ? [...current, product._id] : current.filter((id) => id !== product._id),
                )
              }
              grid={grid ? (grid[product._id] ?? {}) : undefined}
              onGridChange={(edit) => setGrid((current) => ({ ...(current ?? {}), [product._id]: edit }))}
            />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
