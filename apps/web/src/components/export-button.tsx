import { Button, Progress, Stack, type StackProps, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { alertApiError } from '../lib/alerts.ts';
import type { DownloadProgress } from '../lib/download.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What the bar and the words under the button show while a file arrives. */
export interface ExportStatus {
  /** 0 to 100, or null while the size is unknown: the bar then runs full and animated. */
  percent: number | null;
  text: string;
}

/**
 * The status of a download counted in bytes (`downloadWithProgress`), in the words of `verb`:
 * "Exporting… 40%", or the kilobytes received when the server announced no size.
 */
export function byteStatus(verb: string) {
  return (progress: DownloadProgress | null): ExportStatus => {
    if (!progress) return { percent: null, text: `${verb}…` };
    const { loaded, total } = progress;
    if (total !== null) {
      const percent = (loaded / total) * 100;
      return { percent, text: `${verb}… ${Math.round(percent)}%` };
    }
    return { percent: null, text: `${verb}… ${Math.ceil(loaded / 1024)} KB received` };
  };
}

/** Asked first, for a download that changes something (an ABA file marks payouts sent to bank). */
export interface ExportConfirmation {
  title: string;
  message: ReactNode;
  confirmLabel: string;
}

interface ExportButtonProps<P> {
  label: string;
  disabled: boolean;
  /** Fetches the file and hands it to the browser, reporting its progress on the way. */
  download: (onProgress: (progress: P) => void) => Promise<void>;
  /** The status for the latest progress, or for null before the first report. */
  status: (progress: P | null) => ExportStatus;
  /** The progress bar's accessible name. */
  progressLabel: string;
  w?: StackProps['w'];
  confirmation?: ExportConfirmation;
}

/** A CSV download button with its progress shown under it while it runs; a failure is alerted. */
export function ExportButton<P>({
  label,
  disabled,
  download,
  status,
  progressLabel,
  w = { base: '100%', xs: 'auto' },
  confirmation,
}: ExportButtonProps<P>) {
  const [progress, setProgress] = useState<P | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = useMutation({
    mutationFn: () => download(setProgress),
    onError: (error) => alertApiError(error),
    onSettled: () => setProgress(null),
  });
  const shown = status(progress);
  return (
    <Stack gap={4} w={w}>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        variant="default"
        loading={run.isPending}
        disabled={disabled}
        onClick={() => (confirmation ? setConfirming(true) : run.mutate())}
      >
        {label}
      </Button>
      {confirmation && (
        <ConfirmDialog
          opened={confirming}
          title={confirmation.title}
          confirmLabel={confirmation.confirmLabel}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            run.mutate();
          }}
        >
          {confirmation.message}
        </ConfirmDialog>
      )}
      {run.isPending && (
        <>
          <Progress
            value={shown.percent ?? 100}
            animated={shown.percent === null}
            aria-label={progressLabel}
            size="sm"
          />
          <Text size="xs" role="status">
            {shown.text}
          </Text>
        </>
      )}
    </Stack>
  );
}
