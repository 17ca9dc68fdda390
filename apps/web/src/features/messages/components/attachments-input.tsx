import { FileInput } from '@mantine/core';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_MAX_COUNT } from '@soko/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ATTACHMENT_ACCEPT } from '../attachments.ts';

interface AttachmentsInputProps {
  value: File[];
  onChange: (files: File[]) => void;
  error?: ReactNode;
}

export function AttachmentsInput({ value, onChange, error }: AttachmentsInputProps) {
  return (
    <FileInput
      label="Attachments"
      description={`Up to ${MESSAGE_ATTACHMENT_MAX_COUNT} files of ${MESSAGE_ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB each: PDF, JPEG, PNG or WebP`}
      placeholder="Choose files"
      multiple
      clearable
      accept={ATTACHMENT_ACCEPT}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      value={value}
      onChange={onChange}
      error={error}
      clearButtonProps={{ 'aria-label': 'Remove the attachments' }}
      // Mantine's placeholder grey is below 4.5:1; this one is text a user needs to read.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
