import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { alertApiError } from '../../../lib/alerts.ts';
import type { DownloadProgress } from '../../../lib/download.ts';

function progressMessage({ loaded, total }: DownloadProgress): string {
  if (total !== null) return `Downloading… ${Math.round((loaded / total) * 100)}%`;
  return `Downloading… ${Math.ceil(loaded / 1024)} KB received`;
}

interface ExportButtonProps {
  label: string;
  disabled: boolean;
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<void>;
}

/** A CSV download with its progress shown under the button while it runs. */
export function ExportButton({ label, disabled, download }: ExportButtonProps) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const run = useMutation({
    mutationFn: () => download(setProgress),
    onError: (error) => alertApiError(error),
    onSettled: () => setProgress(null),
  });
  const percent = progress?.total ? (progress.loaded / progress.total) * 100 : 100;
  return (
    <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        variant="default"
        loading={run.isPending}
        disabled={disabled}
        onClick={() => run.mutate()}
      >
        {label}
      </Button>
      {run.isPending && (
        <>
          <Progress value={percent} animated={progress?.total == null} aria-label="Download progress" size="sm" />
          <Text size="xs" role="status">
            {progress ? progressMessage(progress) : 'Downloading…'}
          </Text>
        </>
      )}
    </Stack>
  );
}
