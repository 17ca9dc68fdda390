import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  CATALOGUE_MESSAGES,
  centsToDollars,
  dollarsToCents,
  hasPermission,
  isStaff,
  type ProductDto,
  REVISION_FIELD_LABELS,
  SHIPPING,
  salePriceCents,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApprovalBadge } from '../../../components/approval-badge.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { ProductPrice } from '../../../components/product-price.tsx';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { mayDo, useSignedInUser } from '../../../lib/signed-in-user.ts';
import { ProductReviewsSection, RatingSummary } from '../../reviews/index.ts';
import {
  type ApprovalAction,
  deleteProduct,
  duplicateProduct,
  forgetProduct,
  productQuery,
  setProductApproval,
  toggleProductStatus,
} from '../api.ts';
import { PriceHistorySection } from '../components/price-history-section.tsx';
import { RejectProductDialog } from '../components/reject-product-dialog.tsx';

function shippingLabel(product: ProductDto): string {
  if (product.pickUp) return 'Pickup';
  return product.shipping === SHIPPING.free ? 'Free' : 'Paid';
}

function Gallery({ product }: { product: ProductDto }) {
  const [shown, setShown] = useState(0);
  const current = product.images[shown] ?? product.images[0];
  if (!current) {
    return (
      <Center h={240} bg="var(--mantine-color-default-hover)">
        <Text c="dimmed">No image</Text>
      </Center>
    );
  }
  return (
    <Stack gap="xs">
      <Image src={current.image} alt={`${product.name}, image ${shown + 1} of ${product.images.length}`} radius="md" />
      {product.images.length > 1 && (
        <Group gap="xs">
          {product.images.map((image, index) => (
            <UnstyledButton
              key={image.imageId}
              onClick={() => setShown(index)}
              aria-label={`Show image ${index + 1}`}
              aria-pressed={index === shown}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined,
              }}
            >
              <Image src={image.thumb} alt="" w={64} h={64} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** A variant's price as the buyer pays it: the product's sale applies to every variant. */
function variantPrice(product: ProductDto, price: number) {
  const salesPrice = centsToDollars(salePriceCents(dollarsToCents(price), product.salesPercentage));
  return { price, sales: product.sales, salesPrice };
}

/** The sale and its dates as a sentence: "20% off from 24 Dec 2026, 9:00 am until …". */
function saleDescription(product: ProductDto): string {
  if (product.salesPercentage === 0) return 'Not on sale';
  const from = product.saleStartsAt ? ` from ${formatDateTime(product.saleStartsAt)}` : '';
  const until = product.saleEndsAt ? ` until ${formatDateTime(product.saleEndsAt)}` : '';
  const state = { none: '', scheduled: ' (scheduled)', active: '', ended: ' (ended)' }[product.saleState];
  return `${product.salesPercentage}% off${from}${until}${state}`;
}

/** Why a product is not on the storefront, or nothing when it is. */
function notOnSaleReason(product: ProductDto): string | undefined {
  if (product.approval === 'rejected') {
    const reason = product.rejectionReason ? ` Reason: ${product.rejectionReason}` : '';
    return `The Soko team did not approve this product, so buyers cannot see it.${reason} Edit it to fix this.`;
  }
  if (product.approval !== 'approved') return 'Not on sale yet: it shows in the store once the Soko team approves it.';
  if (product.status === 'paused') return 'Not on sale: the product is paused. Activate it to sell it again.';
  return undefined;
}

/** Changes of an approved product waiting for staff, or the reason staff did not approve the last ones. */
function RevisionNotice({ product }: { product: ProductDto }) {
  const user = useSignedInUser();
  const { revision } = product;
  if (!revision) return null;
  const fields = revision.changed.map((field) => REVISION_FIELD_LABELS[field].toLowerCase()).join(', ');
  const link = (
    <Anchor component={Link} to={`/product/${product._id}/revision`} fw={600}>
      {hasPermission(user, 'catalogue') && revision.status === 'pending' ? 'Review the changes' : 'See the changes'}
    </Anchor>
  );
  if (revision.status === 'pending') {
    return (
      <Alert color="blue" variant="light" title="Changes waiting for review" role="note">
        <Text size="sm">
          Changed: {fields}. Buyers see the approved version below until the Soko team approves the changes.
        </Text>
        {link}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title="Changes not approved" role="note">
      <Text size="sm">
        Reason: {revision.rejectionReason}. Buyers see the approved version below; edit the product to propose new
        changes.
      </Text>
      {link}
    </Alert>
  );
}

function VariantsTable({ product }: { product: ProductDto }) {
  const label = product.variant_name || 'Variants';
  return (
    // On a phone the table scrolls sideways: a keyboard reaches it (axe scrollable-region-focusable).
    <Table.ScrollContainer
      minWidth={480}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label} table` } }}
    >
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Size</Table.Th>
            <Table.Th>Weight (kg)</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>SKU</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.variants.map((variant) => (
            <Table.Tr key={variant._id}>
              <Table.Td>{variant.size}</Table.Td>
              <Table.Td>{variant.weight}</Table.Td>
              <Table.Td>{variant.stock}</Table.Td>
              <Table.Td>
                <ProductPrice product={variantPrice(product, variant.price)} />
              </Table.Td>
              <Table.Td>{variant.SKU || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SizeChart({ product }: { product: ProductDto }) {
  const [opened, { open, close }] = useDisclosure(false);
  // The chart holds no measurements, only what each variant is: the button says so, not more.
  const sizeLabel = (product.variant_name || 'size').toLowerCase();
  return (
    <>
      <Button variant="light" size="xs" onClick={open}>
        Size chart: weight and price of each {sizeLabel}
      </Button>
      <Modal opened={opened} onClose={close} closeButtonProps={{ 'aria-label': 'Close' }} title="Size chart">
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Size</Table.Th>
              <Table.Th>Weight (kg)</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.variants.map((variant) => (
              <Table.Tr key={variant._id}>
                <Table.Td>{variant.size}</Table.Td>
                <Table.Td>{variant.weight}</Table.Td>
                <Table.Td>
                  <ProductPrice product={variantPrice(product, variant.price)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}

type ProductAction =
  | { type: 'status' }
  | { type: 'approval'; action: ApprovalAction }
  | { type: 'duplicate' }
  | { type: 'delete' };

function actionKey(action: ProductAction): string {
  return action.type === 'approval' ? `approval-${action.action}` : action.type;
}

function ProductActions({ product, onFailed }: { product: ProductDto; onFailed: (error: unknown) => void }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [confirmingDelete, { open: confirmDelete, close: closeDelete }] = useDisclosure(false);
  const [rejecting, { open: openReject, close: closeReject }] = useDisclosure(false);
  const run = useMutation({
    mutationFn: async (action: ProductAction) => {
      if (action.type === 'status') return toggleProductStatus(product._id, user._id);
      if (action.type === 'approval') return setProductApproval(product._id, user._id, action.action);
      if (action.type === 'duplicate') return duplicateProduct(product._id);
      return deleteProduct(product._id, user._id);
    },
    onSuccess: async (result, action) => {
      if (action.type === 'duplicate' && '_id' in result) {
        alertSuccess(`${result.name} was added and waits for approval`);
        await navigate(`/product/${result._id}`);
        return;
      }
      if (action.type !== 'delete') return;
      closeDelete();
      alertSuccess('msg' in result ? result.msg : 'Product deleted');
      await navigate('/product', { replace: true });
      forgetProduct(product._id);
    },
    onError: (error) => {
      closeDelete();
      onFailed(error);
    },
  });
  const busy = (action: ProductAction) =>
    run.isPending && run.variables !== undefined && actionKey(run.variables) === actionKey(action);

  return (
    <Group gap="xs">
      <Button component={Link} to={`/product/edit/${product._id}`} variant="default">
        Edit
      </Button>
      <Button variant="light" loading={busy({ type: 'status' })} onClick={() => run.mutate({ type: 'status' })}>
        {product.status === 'active' ? 'Pause' : 'Live'}
      </Button>
      <Button variant="default" loading={busy({ type: 'duplicate' })} onClick={() => run.mutate({ type: 'duplicate' })}>
        Duplicate
      </Button>
      {isStaff(user) && (
        <>
          <Button
            loading={busy({ type: 'approval', action: 'approve' })}
            disabled={product.approval === 'approved'}
            onClick={() => run.mutate({ type: 'approval', action: 'approve' })}
          >
            Approve
          </Button>
          <Button color="red.9" variant="outline" disabled={product.approval === 'rejected'} onClick={openReject}>
            Reject
          </Button>
          <RejectProductDialog product={rejecting ? product : null} onClose={closeReject} />
        </>
      )}
      <Button color="red.9" variant="outline" onClick={confirmDelete}>
        Delete
      </Button>
      <ConfirmDialog
        opened={confirmingDelete}
        title="Delete product"
        confirmLabel="Delete product"
        danger
        pending={busy({ type: 'delete' })}
        onClose={closeDelete}
        onConfirm={() => run.mutate({ type: 'delete' })}
      >
        <Text>
          Delete <strong>{product.name}</strong> and its images? This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Group>
  );
}

function ProductDetail({ product, onFailed }: { product: ProductDto; onFailed: (error: unknown) => void }) {
  const user = useSignedInUser();
  const lastSubcategory = [...product.subCategories].sort((a, b) => b.level - a.level)[0];
  return (
    <Stack gap="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Gallery product={product} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text c="dimmed">{product.shortDetails}</Text>
            <Title order={1}>{product.name}</Title>
            <RatingSummary rating={product.rating} />
            <Group gap="sm" align="center">
              <ProductPrice product={product} size="xl" />
              {product.sales && (
                <Badge color="red.9" variant="filled">
                  {product.discount}% off
                </Badge>
              )}
            </Group>
            {product.variants.length > 0 && (
              <Group>
                <SizeChart product={product} />
              </Group>
            )}
            <RevisionNotice product={product} />
            {notOnSaleReason(product) && (
              <Alert color="yellow" variant="light" title="Not on sale" role="note">
                {notOnSaleReason(product)}
              </Alert>
            )}
            {mayDo(user, 'catalogue') && <ProductActions product={product} onFailed={onFailed} />}
            <Paper withBorder p="md">
              <SimpleGrid component="dl" cols={{ base: 2, lg: 3 }} spacing="md" m={0}>
                <DetailItem term="SKU">{product.SKU || '—'}</DetailItem>
                <DetailItem term="GST">
                  {product.gstFree ? 'GST-free' : 'Taxable (price includes GST when the vendor is registered)'}
                </DetailItem>
                <DetailItem term="Available stock">{product.stock}</DetailItem>
                <DetailItem term="Sold">{product.sold}</DetailItem>
                <DetailItem term="Sale">{saleDescription(product)}</DetailItem>
                {product.sales && (
                  <DetailItem term="Was price shown to buyers">
                    {product.priorPrice === null
                      ? 'None: no other price in the 30 days before the sale'
                      : formatDollars(product.priorPrice)}
                  </DetailItem>
                )}
                <DetailItem term="Shipping">{shippingLabel(product)}</DetailItem>
                <DetailItem term="Shipping provider">{product.shipping_provider}</DetailItem>
                <DetailItem term="Discount">{product.discount}%</DetailItem>
                <DetailItem term="Status">{product.status === 'active' ? 'Active' : 'Paused'}</DetailItem>
                <DetailItem term="Approval">
                  <ApprovalBadge approval={product.approval} />
                </DetailItem>
                <DetailItem term="Category">{product.category?.title ?? '—'}</DetailItem>
                <DetailItem term="Subcategory">{lastSubcategory?.title ?? '—'}</DetailItem>
                {product.brand && <DetailItem term="Brand">{product.brand}</DetailItem>}
              </SimpleGrid>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <section aria-labelledby="product-description">
        <Title order={2} id="product-description" size="h3" mb="xs">
          Description
        </Title>
        <RichTextView html={product.description} />
      </section>
      {product.variants.length > 0 && (
        <section aria-labelledby="product-variants">
          <Title order={2} id="product-variants" size="h3" mb="xs">
            Variants
          </Title>
          <VariantsTable product={product} />
        </section>
      )}
      <PriceHistorySection productId={product._id} />
      <ProductReviewsSection productId={product._id} />
    </Stack>
  );
}

/** docs/product.md section 2: one product, with its actions; any failure shows 'Error pls try again' (section 8). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const product = useQuery(productQuery(id));
  const [actionFailed, setActionFailed] = useState(false);
  usePageTitle(product.data?.name ?? 'Product');

  useEffect(() => {
    if (product.error) alertApiError(product.error);
  }, [product.error]);

  const reportFailure = (error: unknown) => {
    setActionFailed(true);
    alertApiError(error);
  };

  return (
    <Stack gap="md">
      {(product.isError || actionFailed) && (
        <Alert
          color="red"
          role="alert"
          title={CATALOGUE_MESSAGES.productError}
          withCloseButton={actionFailed}
          closeButtonLabel="Dismiss"
          onClose={() => setActionFailed(false)}
        >
          {product.isError && (
            <Button mt="xs" size="xs" onClick={() => product.refetch()}>
              Try again
            </Button>
          )}
        </Alert>
      )}
      {product.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the product" />
        </Center>
      )}
      {product.isError && <Title order={1}>Product</Title>}
      {product.data && <ProductDetail product={product.data} onFailed={reportFailure} />}
    </Stack>
  );
}
