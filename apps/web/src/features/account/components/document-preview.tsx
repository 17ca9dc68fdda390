import { Group, Image, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The chosen file: a thumbnail for an image, an icon for a PDF, with its name and size. */
export function DocumentPreview({ file, label }: { file: File; label: string }) {
  const isImage = file.type.startsWith('image/');
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!isImage) return;
    const url = URL.createObjectURL(file);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file, isImage]);

  return (
    <Paper withBorder p="xs" radius="md">
      <Group gap="sm" wrap="nowrap">
        {isImage && imageUrl ? (
          <Image src={imageUrl} alt={`Preview of your ${label}`} w={72} h={72} fit="cover" radius="sm" />
        ) : (
          <ThemeIcon size={48} variant="light" aria-hidden>
            <IconFileTypePdf size={28} />
          </ThemeIcon>
        )}
        <div style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatSize(file.size)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
