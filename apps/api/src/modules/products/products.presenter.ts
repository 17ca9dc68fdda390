import {
  centsToDollars,
  isRetiredShippingProvider,
  NEW_PRODUCT_DAYS,
  type ProductDto,
  priceAtCents,
  ratingOf,
  type StoreProduct,
  saleStateAt,
} from '@soko/shared';
import type { ProductImage } from '../../db/schema/index.ts';
import { toSubcategorySummary } from '../categories/index.ts';
import { productImageUrl } from './products.images.ts';
import type { StoreCardRow } from './products.list.repo.ts';
import type { ProductDetails, ProductRow } from './products.repo.ts';
import { approvedProposal, toRevisionDto } from './products.revisions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function revisionOf(row: ProductRow, details: ProductDetails, categoryTitle: string): ProductDto['revision'] {
  const revision = details.revisions.get(row.id);
  if (!revision) return null;
  const approved = approvedProposal(row, {
    images: details.images.get(row.id) ?? [],
    variants: details.variants.get(row.id) ?? [],
    chain: details.subcategories.get(row.id) ?? [],
    categoryTitle,
  });
  return toRevisionDto(revision, approved);
}

function toImageDto(image: Pick<ProductImage, 'id' | 'file' | 'thumbFile'>): ProductDto['images'][number] {
  return { imageId: image.id, image: productImageUrl(image.file), thumb: productImageUrl(image.thumbFile) };
}

function isNew(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_PRODUCT_DAYS * DAY_MS;
}

/** The store page's card of a product; `priorPrice` is its "was" price while on sale (products.price-history.ts). */
export function toStoreProduct(card: StoreCardRow, priorPrice: number | null, now = new Date()): StoreProduct {
  return {
    _id: card.id,
    name: card.name,
    price: centsToDollars(card.priceCents),
    sales: saleStateAt(card, now) === 'active',
    salesPrice: centsToDollars(priceAtCents(card.priceCents, card, now)),
    salesPercentage: card.salesPercentage,
    priorPrice: priorPrice === null ? null : centsToDollars(priorPrice),
    new: isNew(card.createdAt, now),
    image: card.firstImage ? toImageDto(card.firstImage) : null,
    rating: ratingOf(card.rating?.ratingSum ?? 0, card.rating?.reviews ?? 0),
  };
}

const centsOrNull = (cents: number | null | undefined) => (cents == null ? null : centsToDollars(cents));

export function toProductDto(row: ProductRow, details: ProductDetails, now = new Date()): ProductDto {
  const category = details.categories.get(row.categoryId);
  const saleState = saleStateAt(row, now);
  return {
    _id: row.id,
    name: row.name,
    price: centsToDollars(row.priceCents),
    stock: row.stock,
    shortDetails: row.shortDetails,
    category: category
      ? {
          _id: category.id,
          title: category.title,
          subCategories: (details.categoryChildren.get(category.id) ?? []).map(toSubcategorySummary),
        }
      : null,
    subCategories: (details.subcategories.get(row.id) ?? []).map((node) => ({
      _id: node.id,
      title: node.title,
      level: node.level,
    })),
    salesPercentage: row.salesPercentage,
    sales: saleState === 'active',
    salesPrice: centsToDollars(priceAtCents(row.priceCents, row, now)),
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    saleState,
    priorPrice: centsOrNull(details.priorPrices.get(row.id)),
    shipping: row.shipping,
    brand: row.brand,
    keywords: row.keywords,
    description: row.description,
    images: (details.images.get(row.id) ?? []).map(toImageDto),
    variants: (details.variants.get(row.id) ?? []).map((variant) => ({
      _id: variant.id,
      size: variant.size,
      weight: variant.weightKg,
      stock: variant.stock,
      price: centsToDollars(variant.priceCents),
      SKU: variant.sku,
      lowStockThreshold: variant.lowStockThreshold,
      stockState: variant.stockState,
    })),
    shipping_provider: row.shippingProvider,
    lengths: row.lengthCm,
    width: row.widthCm,
    height: row.heightCm,
    weight: row.weightKg,
    pickup_address: row.pickupAddress,
    pickup_postcode: row.pickupPostcode,
    pickup_suburb: row.pickupSuburb,
    pickUp: row.pickUp,
    sameAdd: row.sameAddress,
    del_price: centsToDollars(row.deliveryPriceCents),
    variant_name: row.variantName,
    v_options: row.variantOption,
    SKU: row.sku,
    gstFree: row.gstFree,
    lowStockThreshold: row.lowStockThreshold,
    stockState: row.stockState,
    retiredShippingProvider: isRetiredShippingProvider(row.shippingProvider),
    sold: row.sold,
    discount: row.salesPercentage,
    status: row.status,
    approved: row.approval === 'approved',
    approval: row.approval,
    rejectionReason: row.approval === 'rejected' ? row.rejectionReason : null,
    rating: ratingOf(row.rating?.ratingSum ?? 0, row.rating?.reviews ?? 0),
    revision: revisionOf(row, details, category?.title ?? ''),
    new: isNew(row.createdAt, now),
    store: row.storeId,
    user: row.vendorId,
    vendor: { _id: row.vendorId, displayName: row.vendorDisplayName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
