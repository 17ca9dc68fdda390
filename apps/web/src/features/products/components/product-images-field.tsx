import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, Group, Image, Input, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  ALERT_MS,
  PRODUCT_IMAGE_ACCEPTED_PX,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_IMAGE_RECOMMENDED_PX,
  PRODUCT_IMAGE_TYPES,
  type ProductImageDto,
} from '@soko/shared';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { alertDanger } from '../../../lib/alerts.ts';

const MAX_MEGABYTES = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

function rejectionMessage({ file, errors }: FileRejection): string {
  const codes = errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return `${file.name} is not a JPEG, PNG or WebP image`;
  if (codes.includes('file-too-large')) return `${file.name} is larger than ${MAX_MEGABYTES} MB`;
  return `${file.name} could not be added`;
}

const fileKeys = new WeakMap<File, string>();
let fileSequence = 0;

/** A stable React key for a picked file, even when the same file is picked twice. */
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (key === undefined) {
    fileSequence += 1;
    key = `file-${fileSequence}`;
    fileKeys.set(file, key);
  }
  return key;
}

/** A preview URL for a picked file, released when the preview goes. */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

function Thumbnail({
  src,
  alt,
  onRemove,
  removeLabel,
}: {
  src?: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <Paper withBorder p={4} pos="relative">
      <Image src={src} alt={alt} h={120} fit="contain" />
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        color="red.9"
        variant="filled"
        aria-label={removeLabel}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Paper>
  );
}

function NewImagePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return <Thumbnail src={url} alt={`New image ${file.name}`} onRemove={onRemove} removeLabel={`Remove ${file.name}`} />;
}

interface ProductImagesFieldProps {
  /** Images already saved with the product (edit). */
  existing: ProductImageDto[];
  /** Deletes a saved image on the server; asked only after the user confirms. */
  onDeleteExisting?: (image: ProductImageDto) => Promise<unknown>;
  files: File[];
  onFilesChange: (files: File[]) => void;
  disabled?: boolean;
  /** Shown under the drop zone, which is then marked invalid. */
  error?: string;
}

/**
 * docs/product.md sections 2 and 5: images by drag and drop or the file picker, JPEG/PNG/WebP up to 5 MB, at
 * most 8 a product, with previews; saved images can be deleted after a confirmation.
 */
export function ProductImagesField({
  existing,
  onDeleteExisting,
  files,
  onFilesChange,
  disabled,
  error,
}: ProductImagesFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [confirming, setConfirming] = useState<ProductImageDto | null>(null);
  const [deleting, setDeleting] = useState(false);
  const room = PRODUCT_IMAGE_MAX_COUNT - existing.length - files.length;

  const addFiles = (picked: File[]) => {
    if (picked.length > room) {
      alertDanger(`A product can have at most ${PRODUCT_IMAGE_MAX_COUNT} images`, ALERT_MS.normal);
    }
    onFilesChange([...files, ...picked.slice(0, Math.max(0, room))]);
  };

  const confirmDelete = async () => {
    if (!confirming || !onDeleteExisting) return;
    setDeleting(true);
    try {
      await onDeleteExisting(confirming);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <Stack gap="xs">
      <Input.Label id={labelId} required>
        Images
      </Input.Label>
      <Text id={hintId} size="sm" c="dimmed">
        Recommended size {PRODUCT_IMAGE_RECOMMENDED_PX} x {PRODUCT_IMAGE_RECOMMENDED_PX} px ({PRODUCT_IMAGE_ACCEPTED_PX}{' '}
        x {PRODUCT_IMAGE_ACCEPTED_PX} accepted). JPEG, PNG or WebP, up to {MAX_MEGABYTES} MB each, at most{' '}
        {PRODUCT_IMAGE_MAX_COUNT} images.
      </Text>
      <Dropzone
        onDrop={addFiles}
        onReject={(rejections) => {
          for (const rejection of rejections) alertDanger(rejectionMessage(rejection), ALERT_MS.normal);
        }}
        accept={[...PRODUCT_IMAGE_TYPES]}
        maxSize={PRODUCT_IMAGE_MAX_BYTES}
        disabled={disabled || room <= 0}
        aria-labelledby={labelId}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        inputProps={{ 'aria-labelledby': labelId }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text size="lg">Drag images here or click to choose files</Text>
            <Text size="sm" c="dimmed">
              {room > 0 ? `${room} more ${room === 1 ? 'image' : 'images'} allowed` : 'No more images allowed'}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
      {(existing.length > 0 || files.length > 0) && (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
          {existing.map((image, index) => (
            <Thumbnail
              key={image.imageId}
              src={image.thumb}
              alt={`Saved image ${index + 1}`}
              removeLabel={`Delete saved image ${index + 1}`}
              onRemove={() => setConfirming(image)}
            />
          ))}
          {files.map((file, index) => (
            <NewImagePreview
              key={fileKey(file)}
              file={file}
              onRemove={() => onFilesChange(files.filter((_, kept) => kept !== index))}
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title="Delete image"
      >
        <Stack gap="md">
          <Text>Delete this image from the product? This cannot be undone.</Text>
          {confirming && <Image src={confirming.thumb} alt="The image to delete" h={120} fit="contain" />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red.9" loading={deleting} onClick={confirmDelete}>
              Delete image
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
