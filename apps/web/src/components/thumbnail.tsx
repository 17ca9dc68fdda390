import { Image, Text } from '@mantine/core';

interface ThumbnailProps {
  src: string | null | undefined;
  /** Empty when the row's text already names the product, so screen readers do not hear it twice. */
  alt: string;
  size: number;
}

/** A table row's small product image, or "No image" in its place. */
export function Thumbnail({ src, alt, size }: ThumbnailProps) {
  if (!src) {
    return (
      <Text size="xs" c="dimmed">
        No image
      </Text>
    );
  }
  return <Image src={src} alt={alt} w={size} h={size} radius="sm" fit="cover" />;
}
