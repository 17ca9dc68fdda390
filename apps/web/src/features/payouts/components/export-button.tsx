import { byteStatus, ExportButton, type ExportConfirmation } from '../../../components/export-button.tsx';
import type { DownloadProgress } from '../../../lib/download.ts';

const downloadingStatus = byteStatus('Downloading');

interface PayoutExportButtonProps {
  label: string;
  disabled: boolean;
  download: (onProgress: (progress: DownloadProgress) => void) => Promise<void>;
  confirmation?: ExportConfirmation;
}

/** The transactions' and the statement's downloads (CSV, ABA, tax invoice), their progress worded "Downloading…". */
export function PayoutExportButton({ label, disabled, download, confirmation }: PayoutExportButtonProps) {
  return (
    <ExportButton
      label={label}
      disabled={disabled}
      download={download}
      status={downloadingStatus}
      progressLabel="Download progress"
      confirmation={confirmation}
    />
  );
}
