import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Where a batch starts: the last row's created_at (as text, to the microsecond) and id. */
export interface ExportKey {
  at: string;
  id: string;
}

export type ExportRow = Record<string, unknown> & { _key_at: string; _key_id: string };

/**
 * One file of an export: its columns and the query of its rows, read in (created_at, id) order a
 * batch at a time. `from` names the table as `x`; `where` says whose rows they are.
 */
export interface ExportDataset {
  name: string;
  description: string;
  columns: readonly string[];
  select: SQL;
  from: SQL;
  where: SQL;
}

export async function readExportBatch(
  db: Db,
  dataset: ExportDataset,
  after: ExportKey | undefined,
  limit: number,
): Promise<ExportRow[]> {
  const keyset = after ? sql`and (x.created_at, x.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = (await db.execute(sql`
    select ${dataset.select}, x.created_at::text as "_key_at", x.id::text as "_key_id"
    from ${dataset.from}
    where ${dataset.where} ${keyset}
    order by x.created_at, x.id
    limit ${limit}`)) as unknown as { rows: ExportRow[] };
  return result.rows;
}

const CASE_COLUMNS = [
  'id',
  'number',
  'saleId',
  'reason',
  'status',
  'openedAt',
  'respondBy',
  'resolution',
  'resolutionNote',
  'decision',
  'decisionReason',
] as const;
const CASE_SELECT = sql`x.id, x.number, x.sale_id as "saleId", x.reason, x.status, x.opened_at as "openedAt",
  x.respond_by as "respondBy", x.resolution, x.resolution_note as "resolutionNote", x.decision,
  x.decision_reason as "decisionReason"`;
const CASE_ENTRY_COLUMNS = ['caseId', 'kind', 'author', 'body', 'createdAt'] as const;
const CASE_ENTRY_SELECT = sql`x.case_id as "caseId", x.kind, x.author, x.body, x.created_at as "createdAt"`;

/** A vendor's or staff member's own data (APP 12): each file, whose rows name them. */
export function accountDatasets(userId: string): ExportDataset[] {
  return [
    {
      name: 'profile',
      description: 'Your account: name, contact details, business details and verification status',
      columns: [
        'id',
        'email',
        'firstName',
        'lastName',
        'displayName',
        'phone',
        'dob',
        'abn',
        'abrStatus',
        'abrEntityName',
        'gstRegistered',
        'gstRegisteredFrom',
        'address',
        'suburb',
        'state',
        'postcode',
        'country',
        'howHeard',
        'referralCode',
        'identityStatus',
        'identityReviewedAt',
        'emailVerifiedAt',
        'activatedAt',
        'active',
        'closedAt',
        'createdAt',
        'updatedAt',
      ],
      select: sql`x.id, x.email, x.first_name as "firstName", x.last_name as "lastName",
        x.display_name as "displayName", x.phone, x.dob::text as dob, x.abn, x.abr_status as "abrStatus",
        x.abr_entity_name as "abrEntityName", x.gst_registered as "gstRegistered",
        x.gst_registered_from::text as "gstRegisteredFrom", x.c_address as address, x.suburb, x.state, x.postcode,
        x.country, x.how_heard as "howHeard", x.referral_code as "referralCode",
        x.identity_status as "identityStatus", x.identity_reviewed_at as "identityReviewedAt",
        x.email_verified_at as "emailVerifiedAt", x.activated_at as "activatedAt", x.active,
        x.closed_at as "closedAt", x.created_at as "createdAt", x.updated_at as "updatedAt"`,
      from: sql`accounts x`,
      where: sql`x.id = ${userId}`,
    },
    {
      name: 'store',
      description: 'Your store page',
      columns: ['id', 'bio', 'createdAt', 'updatedAt'],
      select: sql`x.id, x.bio, x.created_at as "createdAt", x.updated_at as "updatedAt"`,
      from: sql`stores x`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'products',
      description: 'Your products',
      columns: ['id', 'name', 'status', 'approval', 'priceCents', 'stock', 'createdAt'],
      select: sql`x.id, x.name, x.status, x.approval, x.price_cents as "priceCents", x.stock,
        x.created_at as "createdAt"`,
      from: sql`products x`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'sales',
      description: "Your sales (buyers' details are theirs, not yours, and are left out)",
      columns: [
        'id',
        'orderNumber',
        'status',
        'trackingNumber',
        'priceCents',
        'shippingCents',
        'feeCents',
        'feeGstCents',
        'netCents',
        'refundedCents',
        'refundedShippingCents',
        'paidOut',
        'createdAt',
      ],
      select: sql`x.id, o.number as "orderNumber", x.status, x.tracking_number as "trackingNumber",
        x.price_cents as "priceCents", x.shipping_cents as "shippingCents", x.fee_cents as "feeCents",
        x.fee_gst_cents as "feeGstCents", x.net_cents as "netCents", x.refunded_cents as "refundedCents",
        x.refunded_shipping_cents as "refundedShippingCents", x.paid_out as "paidOut", x.created_at as "createdAt"`,
      from: sql`sales x join orders o on o.id = x.order_id`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'refunds',
      description: 'Refunds of your sales',
      columns: ['id', 'saleId', 'amountCents', 'shippingCents', 'reason', 'note', 'feeChangeCents', 'createdAt'],
      select: sql`x.id, x.sale_id as "saleId", x.amount_cents as "amountCents", x.shipping_cents as "shippingCents",
        x.reason, x.note, x.fee_change_cents as "feeChangeCents", x.created_at as "createdAt"`,
      from: sql`refunds x join sales s on s.id = x.sale_id`,
      where: sql`s.vendor_id = ${userId}`,
    },
    {
      name: 'returns',
      description: 'Returns of your sales',
      columns: ['id', 'number', 'saleId', 'status', 'reason', 'note', 'rejectionReason', 'createdAt'],
      select: sql`x.id, x.number, x.sale_id as "saleId", x.status, x.reason, x.note,
        x.rejection_reason as "rejectionReason", x.created_at as "createdAt"`,
      from: sql`sale_returns x`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'reviews',
      description: 'Reviews of your products, with your replies and any reason Soko hid one',
      columns: [
        'id',
        'orderNumber',
        'product',
        'rating',
        'title',
        'body',
        'status',
        'hiddenReason',
        'reply',
        'createdAt',
      ],
      select: sql`x.id, o.number as "orderNumber", x.product_name as product, x.rating, x.title, x.body, x.status,
        x.hidden_reason as "hiddenReason", x.reply_body as reply, x.created_at as "createdAt"`,
      from: sql`reviews x join orders o on o.id = x.order_id`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'cases',
      description: "Buyers' cases about your sales",
      columns: CASE_COLUMNS,
      select: CASE_SELECT,
      // A case has no created_at of its own: its opening is when it was created.
      from: sql`(select c.*, c.opened_at as created_at from cases c) x`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'case-messages',
      description: 'The messages and steps of those cases',
      columns: CASE_ENTRY_COLUMNS,
      select: CASE_ENTRY_SELECT,
      from: sql`case_entries x join cases c on c.id = x.case_id`,
      where: sql`c.vendor_id = ${userId}`,
    },
    {
      name: 'messages',
      description: 'Messages you sent or received',
      columns: ['id', 'direction', 'subject', 'body', 'readAt', 'createdAt'],
      select: sql`x.id, case when x.sender_id = ${userId} then 'sent' else 'received' end as direction, x.subject,
        x.body, x.read_at as "readAt", x.created_at as "createdAt"`,
      from: sql`messages x`,
      where: sql`(x.sender_id = ${userId} or x.receiver_id = ${userId})`,
    },
    {
      name: 'bank-details',
      description: 'Your bank account for payouts (the account number by its last 4 digits only)',
      columns: ['accountName', 'bsb', 'accountNumberLast4', 'createdAt', 'updatedAt'],
      select: sql`x.account_name as "accountName", x.bsb, x.account_number_last4 as "accountNumberLast4",
        x.created_at as "createdAt", x.updated_at as "updatedAt"`,
      from: sql`(select b.*, b.vendor_id as id from bank_accounts b) x`,
      where: sql`x.vendor_id = ${userId}`,
    },
    {
      name: 'identity-documents',
      description: 'The identity documents you sent (what they were; the files are not included)',
      columns: ['id', 'kind', 'originalName', 'mimeType', 'sizeBytes', 'createdAt', 'fileDeletedAt'],
      select: sql`x.id, x.kind, x.original_name as "originalName", x.mime_type as "mimeType",
        x.size_bytes as "sizeBytes", x.created_at as "createdAt", x.file_deleted_at as "fileDeletedAt"`,
      from: sql`identity_documents x`,
      where: sql`x.user_id = ${userId}`,
    },
    {
      name: 'sessions',
      description: 'The devices you signed in on',
      columns: ['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt', 'endedAt', 'endReason'],
      select: sql`x.id, x.user_agent as "userAgent", x.ip, x.created_at as "createdAt",
        x.last_seen_at as "lastSeenAt", x.ended_at as "endedAt", x.end_reason as "endReason"`,
      from: sql`sessions x`,
      where: sql`x.user_id = ${userId}`,
    },
    {
      name: 'audit',
      description: 'Entries of the audit log about your account or made by you',
      columns: ['id', 'action', 'entityType', 'entityId', 'byYou', 'before', 'after', 'createdAt'],
      select: sql`x.id, x.action, x.entity_type as "entityType", x.entity_id as "entityId",
        (x.actor_id is not distinct from ${userId}::uuid) as "byYou", x.before, x.after, x.created_at as "createdAt"`,
      from: sql`audit_log x`,
      where: sql`(x.entity_id = ${userId} or x.actor_id = ${userId})`,
    },
  ];
}

/** What the marketplace holds about a buyer, found by the email they ordered with. */
export function buyerDatasets(email: string): ExportDataset[] {
  const byEmail = sql`lower(o.customer_email) = lower(${email})`;
  const sellersOf = sql`select s.vendor_id from sales s join orders o on o.id = s.order_id where ${byEmail}`;
  return [
    {
      name: 'orders',
      description: 'Orders placed with this email address',
      columns: [
        'id',
        'number',
        'customerName',
        'customerEmail',
        'customerPhone',
        'deliveryAddress',
        'paymentMethod',
        'amountCents',
        'createdAt',
      ],
      select: sql`x.id, x.number, x.customer_name as "customerName", x.customer_email as "customerEmail",
        x.customer_phone as "customerPhone", x.delivery_address as "deliveryAddress",
        x.payment_method as "paymentMethod", x.amount_cents as "amountCents", x.created_at as "createdAt"`,
      from: sql`orders x`,
      where: sql`lower(x.customer_email) = lower(${email})`,
    },
    {
      name: 'sales',
      description: "Each seller's part of those orders",
      columns: ['id', 'orderNumber', 'seller', 'status', 'trackingNumber', 'priceCents', 'shippingCents', 'createdAt'],
      select: sql`x.id, o.number as "orderNumber", v.display_name as seller, x.status,
        x.tracking_number as "trackingNumber", x.price_cents as "priceCents", x.shipping_cents as "shippingCents",
        x.created_at as "createdAt"`,
      from: sql`sales x join orders o on o.id = x.order_id join vendor_profiles v on v.user_id = x.vendor_id`,
      where: byEmail,
    },
    {
      name: 'returns',
      description: 'Returns of those orders',
      columns: ['id', 'number', 'orderNumber', 'status', 'reason', 'note', 'createdAt'],
      select: sql`x.id, x.number, o.number as "orderNumber", x.status, x.reason, x.note, x.created_at as "createdAt"`,
      from: sql`sale_returns x join sales s on s.id = x.sale_id join orders o on o.id = s.order_id`,
      where: byEmail,
    },
    {
      name: 'reviews',
      description: "Reviews written for those orders, with the sellers' replies",
      columns: ['id', 'orderNumber', 'product', 'rating', 'title', 'body', 'status', 'reply', 'createdAt'],
      select: sql`x.id, o.number as "orderNumber", x.product_name as product, x.rating, x.title, x.body, x.status,
        x.reply_body as reply, x.created_at as "createdAt"`,
      // Through the order's sales (sales_order_idx), then each sale's reviews (reviews_sale_product_key).
      from: sql`reviews x join sales s on s.id = x.sale_id join orders o on o.id = s.order_id`,
      where: byEmail,
    },
    {
      name: 'refunds',
      description: 'Refunds of those orders',
      columns: ['id', 'orderNumber', 'amountCents', 'shippingCents', 'reason', 'createdAt'],
      select: sql`x.id, o.number as "orderNumber", x.amount_cents as "amountCents", x.shipping_cents as "shippingCents",
        x.reason, x.created_at as "createdAt"`,
      from: sql`refunds x join sales s on s.id = x.sale_id join orders o on o.id = s.order_id`,
      where: byEmail,
    },
    {
      name: 'cases',
      description: 'Cases opened about those orders',
      columns: CASE_COLUMNS,
      select: CASE_SELECT,
      from: sql`(select c.*, c.opened_at as created_at from cases c) x join orders o on o.id = x.order_id`,
      where: byEmail,
    },
    {
      name: 'case-messages',
      description: 'The messages and steps of those cases',
      columns: CASE_ENTRY_COLUMNS,
      select: CASE_ENTRY_SELECT,
      from: sql`case_entries x join cases c on c.id = x.case_id join orders o on o.id = c.order_id`,
      where: byEmail,
    },
    {
      name: 'messages',
      description: 'Messages sent or received by the sellers of those orders that name this email address',
      columns: ['id', 'subject', 'body', 'createdAt'],
      select: sql`x.id, x.subject, x.body, x.created_at as "createdAt"`,
      from: sql`messages x`,
      // Buyers never send or receive messages (they have no account): an address can only be in what a
      // seller, or staff writing to one, typed about an order. So only the buyer's sellers' messages are
      // read, through messages_conversation_idx (sender) and messages_receiver_idx, never the whole table.
      where: sql`(x.sender_id in (${sellersOf}) or x.receiver_id in (${sellersOf}))
        and position(lower(${email}) in lower(x.subject || ' ' || x.body)) > 0`,
    },
  ];
}
