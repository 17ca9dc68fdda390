import { Alert, Box, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { identityDecisionSchema, type PublicUser } from '@soko/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { AbrDetails } from '../../../components/abr-check.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailItem } from '../../../components/detail-item.tsx';
import { BackLink } from '../../../components/detail-page.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { alertApiError, alertSuccess } from '../../../lib/alerts.ts';
import { formatDate, fullName } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSignedInUser } from '../../../lib/signed-in-user.ts';
import { decideIdentityRequest, vendorDocumentsQueryOptions } from '../api.ts';
import { DecisionButtons } from '../components/decision-buttons.tsx';
import { DocumentCard } from '../components/document-card.tsx';
import { SharedDetailsAlert } from '../components/shared-details.tsx';
import { IdentityStatusBadge } from '../components/status-badge.tsx';
import { verificationKeys } from '../keys.ts';

function VendorDetails({ vendor }: { vendor: PublicUser }) {
  const { c_address, suburb, state, postcode } = vendor.address;
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <DetailItem term="Business name">{vendor.displayName}</DetailItem>
        <DetailItem term="Email">{vendor.email}</DetailItem>
        <DetailItem term="Phone">{vendor.phone}</DetailItem>
        <DetailItem term="ABN">{vendor.ABN}</DetailItem>
        <DetailItem term="Address">{[c_address, suburb, state, postcode].filter(Boolean).join(', ')}</DetailItem>
        <DetailItem term="Registered">{formatDate(vendor.createdAt)}</DetailItem>
      </SimpleGrid>
    </Paper>
  );
}

const BACK_TO_QUEUE = '/vendors/verification';

/** One vendor's documents, and the staff's decision on them. */
export function VendorReviewPage() {
  const { vendorId = '' } = useParams();
  const admin = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const review = useQuery(vendorDocumentsQueryOptions(admin._id, vendorId));
  usePageTitle(review.data ? `Review ${fullName(review.data.vendor)}` : 'Review vendor');
  const [rejectOpened, rejectDialog] = useDisclosure(false);
  const [approveOpened, approveDialog] = useDisclosure(false);
  const rejectForm = useForm({
    initialValues: { approved: false, reason: '' },
    validate: schemaResolver(identityDecisionSchema, { sync: true }),
  });
  const decide = useMutation({
    mutationFn: (decision: { approved: boolean; reason?: string }) =>
      decideIdentityRequest(admin._id, vendorId, decision),
    onSuccess: async ({ user }, decision) => {
      rejectDialog.close();
      alertSuccess(
        decision.approved ? 'Vendor approved' : 'Vendor rejected',
        decision.approved
          ? `${fullName(user)} can now activate their account.`
          : `${fullName(user)} has been emailed the reason and can send new documents.`,
      );
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      await navigate(BACK_TO_QUEUE);
    },
    onError: (error) => alertApiError(error),
  });

  const backLink = <BackLink to={BACK_TO_QUEUE}>Back to the verification queue</BackLink>;

  if (review.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  if (review.isError) {
    return (
      <Stack gap="md">
        {backLink}
        <Title order={1}>Review vendor</Title>
        <Alert color="red" title="This vendor could not be loaded">
          {review.error.message}
        </Alert>
      </Stack>
    );
  }

  const { vendor, abr, documents, sharedDetails } = review.data;
  const newestFirst = [...documents].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const waiting = vendor.identityStatus === 'submitted';

  return (
    <Stack gap="lg">
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>Review {fullName(vendor)}</Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed">Identity status:</Text>
            <IdentityStatusBadge status={vendor.identityStatus} />
          </Group>
        </div>
        {waiting && (
          <DecisionButtons onReject={rejectDialog.open} onApprove={approveDialog.open} disabled={decide.isPending} />
        )}
      </Group>

      {vendor.identityStatus === 'rejected' && vendor.identityRejectionReason && (
        <Alert color="red" title="Rejected">
          {vendor.identityRejectionReason}
        </Alert>
      )}

      <SharedDetailsAlert shared={sharedDetails} />
      <VendorDetails vendor={vendor} />
      <AbrDetails abr={abr} vendor={vendor} />

      <Box component="section" aria-labelledby="documents-title">
        <Title id="documents-title" order={2} fz="lg" mb="sm">
          Documents
        </Title>
        {newestFirst.length === 0 ? (
          <Text>This vendor has not uploaded any documents.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {newestFirst.map((document) => (
              <DocumentCard key={document._id} adminId={admin._id} vendorId={vendor._id} document={document} />
            ))}
          </SimpleGrid>
        )}
      </Box>

      <ConfirmDialog
        opened={approveOpened}
        title="Approve this vendor's identity?"
        confirmLabel="Approve"
        pending={decide.isPending}
        onClose={approveDialog.close}
        onConfirm={() => decide.mutate({ approved: true }, { onSettled: approveDialog.close })}
      >
        <Text>
          Approve the identity documents of {fullName(vendor)} ({vendor.displayName})? The vendor is told by email and
          can then activate their account. An approval cannot be taken back.
        </Text>
        <SharedDetailsAlert shared={sharedDetails} />
      </ConfirmDialog>

      <ReasonDialog
        opened={rejectOpened}
        onClose={rejectDialog.close}
        title="Reject these documents?"
        onSubmit={rejectForm.onSubmit(({ reason }) => decide.mutate({ approved: false, reason }))}
        form={rejectForm}
        description="The vendor receives this by email, so say what to send instead."
        submitLabel="Reject"
        pending={decide.isPending}
      />
    </Stack>
  );
}
