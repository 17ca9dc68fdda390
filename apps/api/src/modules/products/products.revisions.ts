import {
  centsToDollars,
  isMaterialPriceRise,
  type ProductRevisionDto,
  REVISION_FIELDS,
  type RevisionField,
  type RevisionProposalDto,
} from '@soko/shared';
import type {
  Category,
  Product,
  ProductImage,
  ProductRevision,
  ProductVariant,
  RevisionProposal,
} from '../../db/schema/index.ts';
import { productImageUrl } from './products.images.ts';

/** The approved version of a product in the shape of a proposal, to compare a proposal with. */
export function approvedProposal(
  product: Product,
  parts: { images: ProductImage[]; variants: ProductVariant[]; chain: Category[]; categoryTitle: string },
): RevisionProposal {
  return {
    name: product.name,
    shortDetails: product.shortDetails,
    description: product.description,
    brand: product.brand,
    keywords: product.keywords,
    categoryId: product.categoryId,
    categoryTitle: parts.categoryTitle,
    subcategories: parts.chain.map((node) => ({ id: node.id, title: node.title, level: node.level })),
    priceCents: product.priceCents,
    variantOption: product.variantOption,
    variantName: product.variantName,
    variants: parts.variants.map((variant) => ({
      size: variant.size,
      weightKg: variant.weightKg,
      stock: variant.stock,
      priceCents: variant.priceCents,
      sku: variant.sku,
    })),
    images: parts.images.map((image) => ({
      id: image.id,
      file: image.file,
      thumbFile: image.thumbFile,
      staged: false,
      ...(image.sourceUrl ? { sourceUrl: image.sourceUrl } : {}),
    })),
  };
}

type VariantShape = Pick<RevisionProposal, 'variantOption' | 'variantName' | 'variants'>;

/**
 * Whether a variant edit waits for staff: variants added, removed, renamed or reordered, the variant
 * name or option changed, or a variant's price up by more than the allowed rise. Stock, weight, SKU
 * and smaller price changes of the same variants apply at once.
 */
export function variantsNeedReview(approved: VariantShape, proposed: VariantShape): boolean {
  if (approved.variantOption !== proposed.variantOption || approved.variantName !== proposed.variantName) return true;
  if (approved.variants.length !== proposed.variants.length) return true;
  return proposed.variants.some((variant, index) => {
    const before = approved.variants[index];
    return !before || before.size !== variant.size || isMaterialPriceRise(before.priceCents, variant.priceCents);
  });
}

const sameVariants = (a: VariantShape, b: VariantShape) =>
  a.variantOption === b.variantOption &&
  a.variantName === b.variantName &&
  a.variants.length === b.variants.length &&
  a.variants.every(
    (variant, index) =>
      variant.size === b.variants[index]?.size && variant.priceCents === b.variants[index]?.priceCents,
  );

const idsOf = (items: { id: string }[]) => items.map((item) => item.id).join(',');

/** The storefront-facing fields in which a proposal differs from the approved version. */
export function changedFields(approved: RevisionProposal, proposed: RevisionProposal): RevisionField[] {
  const differs: Record<RevisionField, boolean> = {
    name: approved.name !== proposed.name,
    shortDetails: approved.shortDetails !== proposed.shortDetails,
    description: approved.description !== proposed.description,
    brand: approved.brand !== proposed.brand,
    keywords: approved.keywords !== proposed.keywords,
    category: approved.categoryId !== proposed.categoryId,
    subCategories: idsOf(approved.subcategories) !== idsOf(proposed.subcategories),
    price: approved.priceCents !== proposed.priceCents,
    variants: !sameVariants(approved, proposed),
    images: idsOf(approved.images) !== idsOf(proposed.images),
  };
  return REVISION_FIELDS.filter((field) => differs[field]);
}

/** Image files only the proposal refers to: uploaded for it and not yet the product's. */
export const stagedFiles = (proposal: RevisionProposal | undefined) =>
  (proposal?.images ?? []).filter((image) => image.staged).flatMap((image) => [image.file, image.thumbFile]);

function toProposalDto(proposal: RevisionProposal): RevisionProposalDto {
  return {
    name: proposal.name,
    shortDetails: proposal.shortDetails,
    description: proposal.description,
    brand: proposal.brand,
    keywords: proposal.keywords,
    category: { _id: proposal.categoryId, title: proposal.categoryTitle },
    subCategories: proposal.subcategories.map((node) => ({ _id: node.id, title: node.title, level: node.level })),
    price: centsToDollars(proposal.priceCents),
    v_options: proposal.variantOption,
    variant_name: proposal.variantName,
    variants: proposal.variants.map((variant) => ({
      size: variant.size,
      weight: variant.weightKg,
      stock: variant.stock,
      price: centsToDollars(variant.priceCents),
      SKU: variant.sku,
    })),
    images: proposal.images.map((image) => ({
      imageId: image.id,
      image: productImageUrl(image.file),
      thumb: productImageUrl(image.thumbFile),
    })),
  };
}

/** A pending or rejected revision as the API sends it; an approved one is the product itself. */
export function toRevisionDto(revision: ProductRevision, approved: RevisionProposal): ProductRevisionDto | null {
  if (revision.status === 'approved') return null;
  return {
    _id: revision.id,
    status: revision.status,
    proposed: toProposalDto(revision.proposed),
    changed: changedFields(approved, revision.proposed),
    rejectionReason: revision.status === 'rejected' ? revision.rejectionReason : null,
    createdAt: revision.createdAt.toISOString(),
    updatedAt: revision.updatedAt.toISOString(),
    decidedAt: revision.decidedAt?.toISOString() ?? null,
  };
}
