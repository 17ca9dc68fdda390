import { isStaffRole, PRODUCT_IMAGE_MAX_COUNT, type ProductDto } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { toProductDto } from './products.presenter.ts';
import { priorPricesOf } from './products.prior-prices.ts';
import { detailsOf, findProductRow, type ProductRow } from './products.repo.ts';

export const isStaff = (user: User) => isStaffRole(user.role);

/** Whose products the user may touch: their own, or (undefined) everyone's for the super admin. */
export const scopeOf = (user: User) => (isStaff(user) ? undefined : user.id);

export const TOO_MANY_IMAGES = `A product can have at most ${PRODUCT_IMAGE_MAX_COUNT} images`;

export async function productDtos(db: Db, rows: ProductRow[], now = new Date()): Promise<ProductDto[]> {
  const [details, priorPrices] = await Promise.all([detailsOf(db, rows), priorPricesOf(db, rows, now)]);
  details.priorPrices = priorPrices;
  return rows.map((row) => toProductDto(row, details, now));
}

export async function productDto(db: Db, id: string, scope: string | undefined): Promise<ProductDto> {
  const row = await findProductRow(db, id, scope);
  if (!row) throw notFound('Product');
  const [dto] = await productDtos(db, [row]);
  if (!dto) throw notFound('Product');
  return dto;
}

/** Admin actions on products are audited; a vendor's own are not. */
export async function auditIfAdmin(
  db: Db,
  actor: User,
  action: string,
  productId: string,
  before?: unknown,
  after?: unknown,
): Promise<void> {
  if (!isStaff(actor)) return;
  await recordAudit(db, { actorId: actor.id, action, entityType: 'product', entityId: productId, before, after });
}

/** A category deleted between the check and the save. */
export function categoryGone(error: unknown): unknown {
  return isForeignKeyViolation(error) ? badRequest('Please choose a category', 'category') : error;
}
