import { Alert, Button, Center, Image, Loader, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { documentFileQueryOptions, type IdentityDocument } from '../api.ts';

export const DOCUMENT_KIND_LABEL: Record<IdentityDocument['kind'], string> = {
  id: 'ID document',
  residence: 'Proof of residence',
};

/** An object URL for a blob, revoked when the blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

interface DocumentCardProps {
  adminId: string;
  vendorId: string;
  document: IdentityDocument;
}

/**
 * One identity document: an image (re-encoded by the server) shows inline; a PDF, which may carry
 * scripts, is saved as a file rather than opened in the browser.
 */
export function DocumentCard({ adminId, vendorId, document }: DocumentCardProps) {
  const file = useQuery(documentFileQueryOptions(adminId, vendorId, document._id));
  const url = useObjectUrl(file.data);
  const label = DOCUMENT_KIND_LABEL[document.kind];
  const isImage = document.mimeType.startsWith('image/');

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            {label}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {document.originalName} · {Math.max(1, Math.round(document.sizeBytes / 1024))} KB · uploaded{' '}
            {formatDate(document.createdAt)}
          </Text>
        </div>
        {file.isError && (
          <Alert color="red" title="The document could not be loaded">
            <Button mt="xs" variant="default" size="xs" onClick={() => void file.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {!file.isError && !url && (
          <Center h={120} role="status" aria-label={`Loading ${label}`}>
            <Loader size="sm" />
          </Center>
        )}
        {url && isImage && (
          <Image
            src={url}
            alt={`${label}: ${document.originalName}`}
            mah={360}
            fit="contain"
            radius="sm"
            bg="var(--mantine-color-default-hover)"
          />
        )}
        {url && isImage && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Open full size
            <VisuallyHidden> ({label}, opens in a new tab)</VisuallyHidden>
          </Button>
        )}
        {url && !isImage && (
          <Button
            component="a"
            href={url}
            download={document.originalName}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            Download PDF
            <VisuallyHidden> ({label})</VisuallyHidden>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
