import { Anchor, Badge, Button, EmptyState, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { ADMIN_TEXT, hasPermission, PAGE_SIZE, type ProductDto, type VendorDetail } from '@soko/shared';
import { IconPackage, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApprovalBadge } from '../../../components/approval-badge.tsx';
import { countOf, ListTable } from '../../../components/list-table.tsx';
import { ProductPrice } from '../../../components/product-price.tsx';
import { ListQueryState } from '../../../components/query-state.tsx';
import { Thumbnail } from '../../../components/thumbnail.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { useListPosition } from '../../../lib/list-search.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { deleteProduct, RejectProductDialog, setProductApproval, toggleProductStatus } from '../../products/index.ts';
import { setAllProductStatus, vendorProductsQuery } from '../api.ts';
import { vendorKeys } from '../keys.ts';
import { VendorSettings } from './vendor-settings.tsx';

type ProductAction = 'toggle' | 'approve' | 'reject' | 'delete';
type ImmediateAction = Exclude<ProductAction, 'reject'>;

interface ProductActionRequest {
  product: ProductDto;
  action: ProductAction;
}

const DONE: Record<ImmediateAction, string> = {
  toggle: 'Product status changed',
  approve: 'Product approved',
  delete: 'Product deleted',
};

interface ProductRowProps {
  product: ProductDto;
  busy: boolean;
  /** Without it (staff who only read the catalogue) the row has no actions. */
  onAction?: (request: ProductActionRequest) => void;
}

function ProductRow({ product, busy, onAction }: ProductRowProps) {
  const thumbnail = product.images[0]?.thumb;
  const act = (action: ProductAction) => () => onAction?.({ product, action });
  const toggleLabel = product.status === 'active' ? 'Pause' : 'Live';
  return (
    <Table.Tr>
      <Table.Td visibleFrom="sm">
        <Thumbnail src={thumbnail} alt="" size={40} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/product/${product._id}`} fw={500} size="sm">
          {product.name}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <ProductPrice product={product} />
      </Table.Td>
      <Table.Td visibleFrom="sm">{product.stock}</Table.Td>
      <Table.Td visibleFrom="sm">{product.shipping_provider}</Table.Td>
      <Table.Td>
        <ApprovalBadge approval={product.approval} rejectionReason={product.rejectionReason} />
      </Table.Td>
      <Table.Td>
        <Badge variant="filled" color={product.status === 'active' ? 'brand.7' : 'gray.7'}>
          {product.status === 'active' ? 'Active' : 'Paused'}
        </Badge>
      </Table.Td>
      {onAction && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              disabled={busy}
              onClick={act('toggle')}
              aria-label={`${toggleLabel} ${product.name}`}
            >
              {toggleLabel}
            </Button>
            {product.approval !== 'approved' && (
              <Button
                size="compact-sm"
                variant="default"
                disabled={busy}
                onClick={act('approve')}
                aria-label={`Approve ${product.name}`}
              >
                Approve
              </Button>
            )}
            {product.approval !== 'rejected' && (
              <Button
                size="compact-sm"
                variant="default"
                disabled={busy}
                onClick={act('reject')}
                aria-label={`Reject ${product.name}`}
              >
                Reject
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              disabled={busy}
              onClick={act('delete')}
              aria-label={`Delete ${product.name}`}
            >
              Delete
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

// The vendor's counts (live, paused) change with their products.
const vendorChanged = () => queryClient.invalidateQueries({ queryKey: vendorKeys.all });

async function run(product: ProductDto, action: ImmediateAction, adminId: string): Promise<void> {
  if (action === 'toggle') await toggleProductStatus(product._id, adminId);
  else if (action === 'delete') await deleteProduct(product._id, adminId);
  else await setProductApproval(product._id, adminId, action);
  await vendorChanged();
}

interface VendorProductsPanelProps {
  adminId: string;
  detail: VendorDetail;
}

/** The Product tab: the vendor's products with the staff's actions, bulk Pause all / Activate all, and settings. */
export function VendorProductsPanel({ adminId, detail }: VendorProductsPanelProps) {
  const user = useSignedInUser();
  // Products are the catalogue role's; the store-wide switches and settings are support's (vendors).
  const editsProducts = hasPermission(user, 'catalogue');
  const editsVendor = hasPermission(user, 'vendors');
  const vendorId = detail.user._id;
  const { position, firstPage, pagination } = useListPosition();
  const list = useQuery(vendorProductsQuery(vendorId, position));
  const [toDelete, setToDelete] = useState<ProductDto | null>(null);
  const [toReject, setToReject] = useState<ProductDto | null>(null);
  const single = useMutation({
    mutationFn: ({ product, action }: { product: ProductDto; action: ImmediateAction }) =>
      run(product, action, adminId),
    onSuccess: (_result, { action }) => {
      alertSuccess(DONE[action]);
      setToDelete(null);
    },
    onError: alertApiError,
  });
  const bulk = useMutation({
    mutationFn: (status: 'active' | 'paused') => setAllProductStatus(adminId, vendorId, status),
    onSuccess: ({ msg }) => alertSuccess(msg),
    onError: alertApiError,
  });
  const onAction = ({ product, action }: ProductActionRequest) => {
    if (action === 'delete') setToDelete(product);
    else if (action === 'reject') setToReject(product);
    else single.mutate({ product, action });
  };
  const total = list.data?.total ?? 0;
  const busyId = single.isPending ? single.variables.product._id : null;

  return (
    <Stack gap="md">
      <Group gap="sm">
        {editsProducts && (
          <Button component={Link} to="/product/add-product" leftSection={<IconPlus size={18} aria-hidden />}>
            Add product for this vendor
          </Button>
        )}
        {editsVendor && (
          <>
            <Button
              variant="default"
              leftSection={<IconPlayerPause size={18} aria-hidden />}
              onClick={() => bulk.mutate('paused')}
              loading={bulk.isPending && bulk.variables === 'paused'}
              disabled={bulk.isPending || detail.summary.products === 0}
            >
              Pause all
            </Button>
            <Button
              variant="default"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              onClick={() => bulk.mutate('active')}
              loading={bulk.isPending && bulk.variables === 'active'}
              disabled={bulk.isPending || detail.summary.products === 0}
            >
              Activate all
            </Button>
          </>
        )}
      </Group>
      {editsVendor && (
        <VendorSettings key={`${detail.salePercentage}-${detail.shippingProvider}`} adminId={adminId} detail={detail} />
      )}
      <ListQueryState
        query={list}
        loadingLabel="Loading products"
        errorTitle="The products could not be loaded"
        onFirstPage={firstPage}
      />
      {list.data && total === 0 && <EmptyState icon={<IconPackage aria-hidden />} title={ADMIN_TEXT.noProducts} />}
      {list.data && total > 0 && (
        <ListTable
          minWidth={900}
          caption={countOf(total, 'product', 'products', list.data.totalCapped)}
          head={
            <>
              <Table.Th visibleFrom="sm" scope="col">
                Image
              </Table.Th>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Stock
              </Table.Th>
              <Table.Th visibleFrom="sm" scope="col">
                Shipping
              </Table.Th>
              <Table.Th scope="col">Approval</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              {editsProducts && <Table.Th scope="col">Actions</Table.Th>}
            </>
          }
          pagination={pagination(list.data, PAGE_SIZE.products)}
        >
          {list.data.items.map((product) => (
            <ProductRow
              key={product._id}
              product={product}
              busy={busyId === product._id}
              onAction={editsProducts ? onAction : undefined}
            />
          ))}
        </ListTable>
      )}
      <RejectProductDialog product={toReject} onClose={() => setToReject(null)} onRejected={vendorChanged} />
      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={`Delete ${toDelete?.name ?? 'product'}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="md">
          <Text>The product is removed for good. Its past sales are kept.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={single.isPending}
              onClick={() => toDelete && single.mutate({ product: toDelete, action: 'delete' })}
              data-autofocus
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
