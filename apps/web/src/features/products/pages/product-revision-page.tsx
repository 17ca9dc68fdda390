import { Alert, Anchor, Badge, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  hasPermission,
  type ProductDto,
  type ProductRevisionReview,
  REVISION_FIELD_LABELS,
  REVISION_FIELDS,
  type RevisionField,
  type RevisionProposalDto,
} from '@soko/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextView } from '../../../components/rich-text-view.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDollars } from '../../../lib/dollars.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { approveProductRevision, productRevisionQuery } from '../api.ts';
import { RejectRevisionDialog } from '../components/reject-revision-dialog.tsx';

/** The reviewed fields of a version, the approved product and the proposal alike. */
type Version = Pick<
  RevisionProposalDto,
  'name' | 'shortDetails' | 'description' | 'brand' | 'keywords' | 'price' | 'variant_name'
> & {
  category: { title: string } | null;
  subCategories: { title: string; level: number }[];
  variants: { size: string; price: number }[];
  images: { imageId: string; thumb: string }[];
};

const orNone = (text: string) => text || '—';

function Images({ images, which }: { images: Version['images']; which: string }) {
  return (
    <Group gap="xs">
      {images.map((image, index) => (
        <Image
          key={image.imageId}
          src={image.thumb}
          alt={`${which} image ${index + 1} of ${images.length}`}
          w={72}
          h={72}
          radius="sm"
          fit="cover"
        />
      ))}
    </Group>
  );
}

/** What one field of a version shows. */
function shownValue(version: Version, field: RevisionField, which: string): ReactNode {
  switch (field) {
    case 'description':
      return <RichTextView html={version.description} />;
    case 'category':
      return orNone(version.category?.title ?? '');
    case 'subCategories':
      return orNone(
        [...version.subCategories]
          .sort((a, b) => a.level - b.level)
          .map((node) => node.title)
          .join(' › '),
      );
    case 'price':
      return formatDollars(version.price);
    case 'variants':
      if (version.variants.length === 0) return 'No variants';
      return (
        <List size="sm" spacing={2}>
          {version.variants.map((variant) => (
            <List.Item
              key={variant.size}
            >{`${version.variant_name} ${variant.size}: ${formatDollars(variant.price)}`}</List.Item>
          ))}
        </List>
      );
    case 'images':
      return <Images images={version.images} which={which} />;
    default:
      return orNone(version[field]);
  }
}

function FieldComparison({
  field,
  before,
  after,
  changed,
}: {
  field: RevisionField;
  before: Version;
  after: Version;
  changed: boolean;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      // Only the changed fields stand out: a thick border and a tint, besides the "Changed" badge.
      style={
        changed
          ? {
              borderColor: 'var(--mantine-color-blue-7)',
              borderWidth: 2,
              background: 'var(--mantine-color-blue-light)',
            }
          : undefined
      }
    >
      <Group gap="xs" mb="xs">
        <Title order={2} size="h5" id={titleId}>
          {REVISION_FIELD_LABELS[field]}
        </Title>
        {changed ? (
          <Badge color="blue.9" variant="filled">
            Changed
          </Badge>
        ) : (
          <Text size="sm">No change</Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <Text size="sm" fw={700}>
            Approved (buyers see now)
          </Text>
          <div>{shownValue(before, field, 'Approved')}</div>
        </div>
        <div>
          <Text size="sm" fw={700}>
            Proposed
          </Text>
          <div>{shownValue(after, field, 'Proposed')}</div>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The vendor's GST choice: a tax decision, not a storefront field, so it applies at once and is not
 * part of the changes; staff see it here as they review, since the invoices follow it.
 */
function GstTreatment({ product }: { product: ProductDto }) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="sm">
      <Title order={2} size="h5" id={titleId} mb="xs">
        GST treatment
      </Title>
      <Text fw={700}>
        {product.gstFree ? 'GST-free' : 'Taxable (price includes GST when the vendor is registered)'}
      </Text>
      <Text size="sm">
        The vendor’s choice, in force now: it applies without review, and the invoices of new sales follow it.
      </Text>
    </Paper>
  );
}

function approvalSummary(product: ProductDto, proposed: RevisionProposalDto, changed: RevisionField[]): string {
  const fields = changed.map((field) => REVISION_FIELD_LABELS[field].toLowerCase()).join(', ');
  const price = changed.includes('price') ? ` Orders will be charged ${formatDollars(proposed.price)}.` : '';
  return `Buyers will see the new ${fields} of ${product.name} at once.${price} ${product.vendor.displayName} is emailed that the changes are approved.`;
}

function RevisionActions({ review }: { review: ProductRevisionReview }) {
  const { product, revision } = review;
  const navigate = useNavigate();
  const [confirming, { open: confirm, close: closeConfirm }] = useDisclosure(false);
  const [rejecting, { open: openReject, close: closeReject }] = useDisclosure(false);
  const backToProduct = () => navigate(`/product/${product._id}`);
  const approve = useMutation({
    mutationFn: () => approveProductRevision(product._id),
    onSuccess: async () => {
      closeConfirm();
      alertSuccess('Changes approved');
      await backToProduct();
    },
    onError: (error) => {
      closeConfirm();
      alertApiError(error);
    },
  });
  return (
    <Group gap="xs">
      <Button onClick={confirm}>Approve changes</Button>
      <Button color="red.9" variant="outline" onClick={openReject}>
        Reject changes
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Approve these changes?"
        confirmLabel="Approve changes"
        pending={approve.isPending}
        onClose={closeConfirm}
        onConfirm={() => approve.mutate()}
      >
        <Text>{approvalSummary(product, revision.proposed, revision.changed)}</Text>
      </ConfirmDialog>
      <RejectRevisionDialog
        product={product}
        opened={rejecting}
        onClose={closeReject}
        onRejected={async () => {
          closeReject();
          await backToProduct();
        }}
      />
    </Group>
  );
}

function RevisionReview({ review }: { review: ProductRevisionReview }) {
  const user = useSignedInUser();
  const { product, revision } = review;
  const changed = new Set(revision.changed);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={1}>Changes to {product.name}</Title>
        <Anchor component={Link} to={`/product/${product._id}`}>
          View product
        </Anchor>
      </Group>
      {revision.status === 'pending' ? (
        <Alert color="blue" variant="light" title="Changes waiting for review" role="note">
          Proposed on {formatDate(revision.updatedAt)}. Buyers see the approved version until the Soko team approves
          these changes.
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" title="Changes not approved" role="note">
          Reason: {revision.rejectionReason}. Buyers see the approved version.
        </Alert>
      )}
      <Text>
        {revision.changed.length === 1 ? '1 field changed' : `${revision.changed.length} fields changed`}:{' '}
        {revision.changed.map((field) => REVISION_FIELD_LABELS[field]).join(', ')}.
      </Text>
      {hasPermission(user, 'catalogue') && revision.status === 'pending' && <RevisionActions review={review} />}
      <GstTreatment product={product} />
      {REVISION_FIELDS.map((field) => (
        <FieldComparison
          key={field}
          field={field}
          before={product}
          after={revision.proposed}
          changed={changed.has(field)}
        />
      ))}
    </Stack>
  );
}

/** Issue 15: an approved product beside its changes, field by field; staff approve or reject them here. */
export function ProductRevisionPage() {
  const { id = '' } = useParams();
  const review = useQuery(productRevisionQuery(id));
  usePageTitle(review.data ? `Changes to ${review.data.product.name}` : 'Product changes');
  return (
    <Stack gap="md">
      <QueryState query={review} loadingLabel="Loading the changes" errorTitle="The changes could not be loaded" />
      {review.data && <RevisionReview review={review.data} />}
    </Stack>
  );
}
