import { Anchor, Badge, Card, Group, Image, Text } from '@mantine/core';
import type { StoreProduct } from '@soko/shared';
import { Link } from 'react-router';
import { ProductPrice } from '../../../components/product-price.tsx';
import { RatingSummary } from '../../reviews/index.ts';

/** A product on the store page (docs/product.md section 2): image, name, price, New and sale labels, edit and view links. */
export function StoreProductCard({ product }: { product: StoreProduct }) {
  const image = product.image;
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={`store-product-${product._id}`}>
      <Card.Section pos="relative">
        {image ? (
          <Image src={image.thumb} alt="" h={180} fit="cover" />
        ) : (
          <Text h={180} c="dimmed" ta="center" pt="xl">
            No image
          </Text>
        )}
        <Group gap={4} pos="absolute" top={8} left={8}>
          {product.new && <Badge color="blue.9">New</Badge>}
          {product.sales && <Badge color="red.9">{product.salesPercentage}% off</Badge>}
        </Group>
      </Card.Section>
      <Text id={`store-product-${product._id}`} fw={600} mt="sm" lineClamp={2}>
        {product.name}
      </Text>
      <ProductPrice product={product} strike="was" />
      <RatingSummary rating={product.rating} size="xs" />
      <Group gap="md" mt="sm">
        <Anchor component={Link} to={`/product/edit/${product._id}`} aria-label={`Edit ${product.name}`}>
          Edit
        </Anchor>
        <Anchor component={Link} to={`/product/${product._id}`} aria-label={`View ${product.name}`}>
          View
        </Anchor>
      </Group>
    </Card>
  );
}
