import {
  Anchor,
  Button,
  Checkbox,
  EmptyState,
  Group,
  Image,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  isStaff,
  PACKING_SLIPS_MAX,
  PACKING_TEXT,
  PAGE_SIZE,
  SALE_STATUSES,
  SALES_TEXT,
  type SaleDto,
  type SaleStatus,
} from '@soko/shared';
import { IconCash, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DateRangeInputs, dayParam } from '../../../components/date-range-inputs.tsx';
import { byteStatus, ExportButton } from '../../../components/export-button.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { NoMatches } from '../../../components/no-matches.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { SaleStatusBadge } from '../../../components/sale-status-badge.tsx';
import { alertApiError } from '../../../lib/alerts.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { useListSearch } from '../../../lib/list-search.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import {
  downloadPackingSlips,
  exportSales,
  processingSaleIds,
  type SaleFilters,
  type SaleScope,
  type SaleSort,
  saleListQuery,
  saleStatusCountsQuery,
} from '../api.ts';

const SORT_OPTIONS: { value: SaleSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: '-amount', label: 'Amount, high to low' },
  { value: 'amount', label: 'Amount, low to high' },
];

/** Thumbnails shown per row; the rest are counted. */
const THUMBNAILS_SHOWN = 3;

function isSort(value: string | null): value is SaleSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function isStatus(value: string | null): value is SaleStatus {
  return SALE_STATUSES.some((status) => status === value);
}

function ItemThumbnails({ sale }: { sale: SaleDto }) {
  const hidden = sale.items.length - THUMBNAILS_SHOWN;
  return (
    <Group gap={4} wrap="nowrap">
      {sale.items.slice(0, THUMBNAILS_SHOWN).map((item) =>
        item.image ? (
          <Image key={item._id} src={item.image} alt={item.name} w={40} h={40} radius="sm" fit="cover" />
        ) : (
          <Text key={item._id} size="xs" c="dimmed" w={40} ta="center" title={item.name}>
            No image
          </Text>
        ),
      )}
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          +{hidden} more
        </Text>
      )}
    </Group>
  );
}

function SaleRow({
  sale,
  selected,
  onSelect,
}: {
  sale: SaleDto;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  return (
    <Table.Tr>
      <Table.Td w={40}>
        <Checkbox
          aria-label={`Select sale #${sale.order_id.number}`}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/sale/${sale._id}`} fw={600}>
          #{sale.order_id.number}
        </Anchor>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" fw={500}>
          {sale.order_id.customer_name}
        </Text>
        <Text size="xs" c="dimmed">
          {sale.order_id.customer_email}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <ItemThumbnails sale={sale} />
      </Table.Td>
      <Table.Td>
        <SaleStatusBadge status={sale.status} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{formatDollars(sale.shippingFee)}</Table.Td>
      <Table.Td>
        <Text span size="sm" fw={600}>
          {formatDollars(sale.subtotal)}
        </Text>
        {/* A phone has no Refunded column: the refund reads under the amount. */}
        {sale.refunded > 0 && (
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {formatDollars(sale.refunded)} refunded
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">{sale.refunded > 0 ? `−${formatDollars(sale.refunded)}` : '—'}</Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(sale.createdAt)}
      </Table.Td>
      <Table.Td visibleFrom="sm">{sale.vendorId.displayName}</Table.Td>
    </Table.Tr>
  );
}

const exportingStatus = byteStatus('Exporting');
const printingStatus = byteStatus('Printing');

/**
 * The packing bench: the sales ticked in the list (on any page), or every Processing sale, printed
 * as one PDF of a pick list and a slip per sale.
 */
function PackingSlipsBar({
  scope,
  selected,
  onSelect,
}: {
  scope: SaleScope;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
}) {
  const [note, setNote] = useState('');
  const selectProcessing = useMutation({
    mutationFn: () => processingSaleIds(scope),
    onSuccess: ({ ids, more }) => {
      onSelect(new Set(ids));
      setNote(
        ids.length === 0
          ? 'No sale is Processing.'
          : `${ids.length} Processing ${ids.length === 1 ? 'sale' : 'sales'} selected${more ? `, the oldest ${PACKING_SLIPS_MAX}: print them, mark them shipped, then select the rest` : ''}.`,
      );
    },
    onError: (error) => alertApiError(error),
  });
  const tooMany = selected.size > PACKING_SLIPS_MAX;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start">
        <Button variant="default" loading={selectProcessing.isPending} onClick={() => selectProcessing.mutate()}>
          Select all Processing sales
        </Button>
        <ExportButton
          label={selected.size > 0 ? `Print packing slips (${selected.size})` : 'Print packing slips'}
          disabled={selected.size === 0 || tooMany}
          download={(onProgress) => downloadPackingSlips([...selected], onProgress)}
          status={printingStatus}
          progressLabel="Printing progress"
        />
        {selected.size > 0 && (
          <Button
            variant="subtle"
            onClick={() => {
              onSelect(new Set());
              setNote('');
            }}
          >
            Clear selection
          </Button>
        )}
      </Group>
      <Text size="sm" c={tooMany ? 'red.8' : 'dimmed'} role="status">
        {tooMany ? PACKING_TEXT.tooMany : note}
      </Text>
    </Stack>
  );
}

/** docs/product.md section 2: the sale list, 10 a page, filtered on the server, the filters kept in the address. */
/** The status filter's choices; a search's count of each status beside it ("Processing (12)"). */
function statusOptions(counts: Partial<Record<SaleStatus, number>> | null | undefined) {
  return SALE_STATUSES.map((status) => {
    const n = counts?.[status];
    return { value: status, label: n === undefined ? status : `${status} (${n.toLocaleString('en-AU')})` };
  });
}

export function SaleListPage() {
  usePageTitle('Sales');
  const user = useSignedInUser();
  const { position, q, searchText, searchHint, onSearchChange, getParam, setParam, firstPage, pagination } =
    useListSearch();
  const [, setSearchParams] = useSearchParams();
  const requestedStatus = getParam('status');
  const requestedSort = getParam('sort');
  const filters: SaleFilters = {
    q,
    status: isStatus(requestedStatus) ? requestedStatus : '',
    from: dayParam(getParam('from')),
    to: dayParam(getParam('to')),
    sort: isSort(requestedSort) ? requestedSort : 'newest',
  };
  const filtered = filters.q !== '' || filters.status !== '' || filters.from !== '' || filters.to !== '';
  const scope: SaleScope = isStaff(user) ? 'all' : 'mine';
  const list = useQuery(saleListQuery(scope, position, filters));
  // Counted only once the person opens the Status filter during a search: a search costs its page.
  const [countsWanted, setCountsWanted] = useState(false);
  const statusCounts = useQuery({
    ...saleStatusCountsQuery(scope, filters),
    enabled: countsWanted && filters.q !== '',
  });
  const total = list.data?.total ?? 0;
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const pageIds = list.data?.items.map((sale) => sale._id) ?? [];
  const pageSelected = pageIds.filter((id) => selected.has(id)).length;
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  // One change of the address: separate setParam calls would each start from the same old address.
  const clearFilters = () => {
    onSearchChange('');
    setSearchParams(filters.sort === 'newest' ? {} : { sort: filters.sort }, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Sales</Title>
        <ExportButton
          label="Export CSV"
          disabled={!list.data || total === 0}
          download={(onProgress) => exportSales(filters, onProgress)}
          status={exportingStatus}
          progressLabel="Export progress"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <TextInput
          label="Search"
          description={searchHint ?? 'Customer, email or order number'}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={statusOptions(filters.q === '' ? null : statusCounts.data)}
          onDropdownOpen={() => setCountsWanted(true)}
          value={filters.status || null}
          clearable
          clearButtonProps={{ 'aria-label': 'Show every status' }}
          onChange={(value) => setParam('status', value)}
        />
        <DateRangeInputs from={filters.from} to={filters.to} onChange={setParam} />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort}
          allowDeselect={false}
          onChange={(value) => setParam('sort', value === 'newest' ? null : value)}
        />
      </SimpleGrid>
      <PackingSlipsBar scope={scope} selected={selected} onSelect={setSelected} />
      <ListQueryState
        query={list}
        loadingLabel="Loading sales"
        errorTitle="The sales could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && !filtered && (
        <EmptyState icon={<IconCash aria-hidden />} title={SALES_TEXT.noSale} />
      )}
      {list.data && total === 0 && filtered && (
        <NoMatches onClear={clearFilters}>No sale matches these filters.</NoMatches>
      )}
      {list.data && total > 0 && (
        <ListTable
          minWidth={980}
          caption={countOf(total, 'sale', 'sales', list.data.totalCapped)}
          head={
            <>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every sale on this page"
                  checked={pageIds.length > 0 && pageSelected === pageIds.length}
                  indeterminate={pageSelected > 0 && pageSelected < pageIds.length}
                  onChange={(event) => select(pageIds, event.currentTarget.checked)}
                />
              </Table.Th>
              <Table.Th>Order</Table.Th>
              <Table.Th visibleFrom="sm">Customer</Table.Th>
              <Table.Th visibleFrom="sm">Items</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th visibleFrom="sm">Shipping</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th visibleFrom="sm">Refunded</Table.Th>
              <Table.Th visibleFrom="sm">Date</Table.Th>
              <Table.Th visibleFrom="sm">Vendor</Table.Th>
            </>
          }
          pagination={pagination(list.data, PAGE_SIZE.sales)}
        >
          {list.data.items.map((sale) => (
            <SaleRow
              key={sale._id}
              sale={sale}
              selected={selected.has(sale._id)}
              onSelect={(on) => select([sale._id], on)}
            />
          ))}
        </ListTable>
      )}
    </Stack>
  );
}
