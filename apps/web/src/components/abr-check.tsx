import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ABR_STATUS_LABEL, ABR_TEXT, type AbrCheck, type AbrStatus, type PublicUser } from '@soko/shared';
import { formatDate } from '../lib/format.ts';
import { DetailItem } from './detail-item.tsx';

/**
 * Filled shades that keep the text at WCAG AA contrast: white on brand green 7, red 9 and gray 7,
 * black on yellow 4 (autoContrast). The label says the status, so colour is never the only sign.
 */
const COLOUR: Record<AbrStatus, string> = {
  active: 'brand.7',
  cancelled: 'red.9',
  not_found: 'yellow.4',
  not_checked: 'gray.7',
};

function AbrStatusBadge({ status }: { status: AbrStatus }) {
  return (
    <Badge variant="filled" color={COLOUR[status]} autoContrast>
      {ABR_STATUS_LABEL[status]}
    </Badge>
  );
}

/** The explanation is in the text, not only in a tooltip, which keyboards and touch screens cannot reach. */
function NameMismatchBadge() {
  return (
    <Badge variant="outline" color="red.9" title={ABR_TEXT.nameMismatch}>
      Name mismatch
      <VisuallyHidden>: {ABR_TEXT.nameMismatch}</VisuallyHidden>
    </Badge>
  );
}

/** The register's answer in a row of a list: its status, a name mismatch, and the name it holds. */
export function AbrSummary({ abr }: { abr: AbrCheck }) {
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4}>
        <AbrStatusBadge status={abr.status} />
        {abr.nameMismatch && <NameMismatchBadge />}
      </Group>
      {abr.entityName && (
        <Text size="sm" c="dimmed">
          {abr.entityName}
        </Text>
      )}
    </Stack>
  );
}

function gstText(from: string | null): string {
  return from ? `Registered from ${formatDate(from)}` : 'Not registered';
}

/**
 * What the Australian Business Register says of the vendor's ABN, beside what the vendor says of
 * their GST registration, for staff reviewing the vendor.
 */
export function AbrDetails({
  abr,
  vendor,
}: {
  abr: AbrCheck;
  vendor: Pick<PublicUser, 'gstRegistered' | 'gstRegisteredFrom'>;
}) {
  const answered = abr.status === 'active' || abr.status === 'cancelled';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="abr-title">
      <Title id="abr-title" order={2} fz="lg" mb="sm">
        Australian Business Register
      </Title>
      <Stack gap="sm">
        {abr.status === 'cancelled' && (
          <Alert color="red" title="ABN cancelled">
            The register has this ABN as cancelled: the vendor cannot trade under it.
          </Alert>
        )}
        {abr.status === 'not_found' && (
          <Alert color="yellow" title="ABN not found">
            The register has no record of this ABN. Ask the vendor to check it.
          </Alert>
        )}
        {abr.nameMismatch && (
          <Alert color="red" title="Name mismatch">
            {ABR_TEXT.nameMismatch}.
          </Alert>
        )}
        {abr.gstMismatch && (
          <Alert color="yellow" title="GST mismatch">
            {ABR_TEXT.gstMismatch}.
          </Alert>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem term="ABN status">
            <AbrStatusBadge status={abr.status} />
          </DetailItem>
          <DetailItem term="Name on the register">{abr.entityName ?? '-'}</DetailItem>
          <DetailItem term="GST on the register">{answered ? gstText(abr.gstFrom) : '-'}</DetailItem>
          <DetailItem term="GST as the vendor says">
            {gstText(vendor.gstRegistered ? vendor.gstRegisteredFrom : null)}
          </DetailItem>
          <DetailItem term="Checked">
            {abr.checkedAt ? formatDate(abr.checkedAt) : 'Not checked: Soko asks the register again daily'}
          </DetailItem>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
