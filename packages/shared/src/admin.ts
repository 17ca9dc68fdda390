/**
 * Administration (issue 8): users, vendors, the active vendor's settings and the audit log. The
 * rules and shapes shared by the API and the web app.
 */
import { z } from 'zod';
import { abrCheckSchema, checkGstRegistration } from './abr.ts';
import { abnField, emailField, phoneField, postcodeField, profileFieldsSchema, stateField } from './account.ts';
import { auditChangeSchema } from './audit-changes.ts';
import { productDtoSchema } from './catalogue.ts';
import {
  isRetiredShippingProvider,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  ROLE_VENDOR,
  retiredShippingProviderMessage,
  SHIPPING_PROVIDERS,
  STAFF_ROLES,
  type StaffRole,
  VENDOR_SALE_PERCENTAGES,
} from './constants.ts';
import { cursorSchema, limitSchema, pageSchema, paginatedSchema } from './lists.ts';
import { checkPostcodeState } from './postcodes.ts';
import { isoDateSchema, saleDtoSchema } from './sales.ts';
import { IDENTITY_STATUSES, publicUserSchema } from './user.ts';
import { pendingChangeViewSchema } from './vendor-changes.ts';

/** How long the link of an invitation (an account made by staff) lets its owner set a password. */
export const INVITATION_VALID_DAYS = 7;

export const ADMIN_TEXT = {
  invitationResent: 'Invitation sent again',
  verifiedDetailsNeedVerification:
    "A verified vendor's business name, ABN and address are changed by staff with the verification role",
  vendorChangeWaiting:
    'This vendor has asked to change these details: approve or reject that change in the verification queue first',
  notOwnRole: 'You cannot change your own role: ask another super admin',
  notOwnAccount: 'You cannot deactivate your own account: ask another super admin',
  lastSuperAdmin: 'The marketplace needs at least one active super admin: make another account super admin first',
  vendorNotStaff: "A vendor's account cannot be made staff: invite a staff account instead",
  roleChanged: (role: string) => `Role changed to ${role}`,
  userDeactivated: 'Account deactivated: every session of it has ended',
  userReactivated: 'Account reactivated',
  invitationNotNeeded: 'This account already has a password: its owner can use Forgot password on the login page',
  noActiveVendor: 'No Active Vendor',
  noUsers: 'No users found',
  noTransactions: 'No Transactions yet',
  noProducts: 'No product from Vendor',
  noSales: 'No Sale yet',
  noAuditEntries: 'No audit entries',
  vendorError: 'Vendor Error!!!',
  userCreated: (email: string) => `Account created. We emailed ${email} a link to set a password`,
  vendorActivated: 'Vendor activated',
  vendorDeactivated: 'Vendor deactivated',
  vendorUpdated: 'Vendor details updated',
  salePercentageInvalid: `Sale percentage must be one of ${VENDOR_SALE_PERCENTAGES.join(', ')}`,
  shippingInvalid: `Shipping provider must be one of ${SHIPPING_PROVIDERS.join(', ')}`,
  productStatusInvalid: 'Status must be paused or active',
  roleInvalid: 'Please choose a role',
  staffRoleChangeInvalid: 'A staff account can be made super admin (role 2) or staff (role 3) only',
  staffRoleInvalid: 'Please choose a staff role: support, catalogue, finance or verification',
  staffRoleOnlyForStaff: 'Only a staff account (role 3) has a staff role',
} as const;

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

// ---------- onboarding ----------

/**
 * Where an account stands (the users list's "state of onboarding"): the open step of docs/product.md
 * section 4, or active, or deactivated by staff. `passwordNotSet` is an account staff created
 * whose set-password link has not been used yet.
 */
export const ONBOARDING_STATES = [
  'passwordNotSet',
  'emailNotVerified',
  'documentsNeeded',
  'awaitingReview',
  'rejected',
  'notActivated',
  'active',
  'deactivated',
] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

export const ONBOARDING_STATE_LABEL: Record<OnboardingState, string> = {
  passwordNotSet: 'Password not set',
  emailNotVerified: 'Email not verified',
  documentsNeeded: 'Documents needed',
  awaitingReview: 'Awaiting review',
  rejected: 'Rejected',
  notActivated: 'Not activated',
  active: 'Active',
  deactivated: 'Deactivated',
};

// ---------- users (GET /api/user, POST /api/user) ----------

export const ROLES = [ROLE_VENDOR, ROLE_SUPER_ADMIN, ROLE_STAFF] as const;
const roleField = z.union([z.literal(ROLE_VENDOR), z.literal(ROLE_SUPER_ADMIN), z.literal(ROLE_STAFF)], {
  error: ADMIN_TEXT.roleInvalid,
});
const staffRoleField = z.enum(STAFF_ROLES, { error: ADMIN_TEXT.staffRoleInvalid });

/** A staff account (role 3) names its staff role; no other role takes one. */
const withStaffRole = <T extends { role: number; staffRole?: StaffRole | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.role === ROLE_STAFF && !value.staffRole) {
    ctx.addIssue({ code: 'custom', path: ['staffRole'], message: ADMIN_TEXT.staffRoleInvalid });
  }
  if (value.role !== ROLE_STAFF && value.staffRole) {
    ctx.addIssue({ code: 'custom', path: ['staffRole'], message: ADMIN_TEXT.staffRoleOnlyForStaff });
  }
};

export const USER_SORTS = ['newest', 'oldest', 'name', '-name', 'email', '-email'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const USER_PAGE_SIZE = 20;

export const userListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(USER_PAGE_SIZE),
  /** Name, business name or email. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORTS, { error: `Sort by one of: ${USER_SORTS.join(', ')}` }).default('newest'),
  role: z.coerce.number().pipe(roleField).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** A row of the users list. */
export const userListItemSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.number(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  active: z.boolean(),
  onboarding: z.enum(ONBOARDING_STATES),
  identityStatus: z.enum(IDENTITY_STATUSES),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** `POST /api/user`: a super admin or a vendor; they get an email with a link to set their password. */
export const createUserSchema = z
  .object({
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    email: emailField,
    role: roleField,
    staffRole: staffRoleField.optional(),
  })
  .superRefine(withStaffRole);
export type CreateUserInput = z.input<typeof createUserSchema>;

export const createUserResponseSchema = z.object({ msg: z.string(), user: userListItemSchema });
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/** `PUT /api/user/{id}/role`: staff accounts only (a vendor's account is not turned into staff, nor back). */
export const changeRoleSchema = z
  .object({
    role: z.union([z.literal(ROLE_SUPER_ADMIN), z.literal(ROLE_STAFF)], { error: ADMIN_TEXT.staffRoleChangeInvalid }),
    staffRole: staffRoleField.optional(),
  })
  .superRefine(withStaffRole);
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** `PUT /api/user/{id}/active`: deactivate (ends every session) or reactivate an account. */
export const userActiveSchema = z.object({
  active: z.boolean({ error: 'Say whether the account is active (true or false)' }),
});
export type UserActiveInput = z.input<typeof userActiveSchema>;

export const userChangeResponseSchema = z.object({ msg: z.string(), user: userListItemSchema });
export type UserChangeResponse = z.infer<typeof userChangeResponseSchema>;

// ---------- vendors ----------

export const VENDOR_SORTS = ['newest', 'oldest', 'name', '-name', 'email', '-email', 'products', '-products'] as const;
export type VendorSort = (typeof VENDOR_SORTS)[number];
export const VENDOR_PAGE_SIZE = 25;

/**
 * `GET /api/user/{adminId}/vendor_all`: the same page, search and sort applied to each of the
 * three lists, so each tab shows its own first page and total without another request.
 */
export const vendorListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(VENDOR_PAGE_SIZE),
  /** Business name, name, email or phone. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(VENDOR_SORTS, { error: `Sort by one of: ${VENDOR_SORTS.join(', ')}` }).default('newest'),
});
export type VendorListQuery = z.input<typeof vendorListQuerySchema>;

/** A vendor as the vendors list, the payouts vendor picker and the asset call show it. */
export const vendorSummarySchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  onboarding: z.enum(ONBOARDING_STATES),
  createdAt: z.string(),
  /** All of the vendor's products, and those live on the storefront (approved and active). */
  products: z.number(),
  liveProducts: z.number(),
  /** Sales of the vendor, cancelled ones included. */
  sales: z.number(),
});
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

export const vendorListResponseSchema = z.object({
  allVendor: paginatedSchema(vendorSummarySchema),
  active: paginatedSchema(vendorSummarySchema),
  inactive: paginatedSchema(vendorSummarySchema),
});
export type VendorListResponse = z.infer<typeof vendorListResponseSchema>;

/** `PUT /api/user/{adminId}/{vendorId}`: sets the state; without a body it toggles (docs/product.md section 7). */
export const vendorActiveSchema = z.object({ active: z.boolean().optional() }).default({});

export const vendorActiveResponseSchema = z.object({ msg: z.string(), vendor: vendorSummarySchema });
export type VendorActiveResponse = z.infer<typeof vendorActiveResponseSchema>;

/** `POST /api/vendor`: a vendor account created by staff, verified and activated, with business details. */
export const createVendorSchema = z
  .object({
    email: emailField,
    firstName: requiredText('First name'),
    lastName: requiredText('Last name'),
    displayName: requiredText('Business name'),
    c_address: requiredText('Street address', 200),
    suburb: requiredText('Suburb'),
    state: stateField,
    postcode: postcodeField,
    phone: phoneField,
    ABN: abnField,
  })
  .superRefine((value, context) => checkPostcodeState(value, (issue) => context.addIssue(issue)));
export type CreateVendorInput = z.input<typeof createVendorSchema>;

export const createVendorResponseSchema = vendorActiveResponseSchema;
export type CreateVendorResponse = z.infer<typeof createVendorResponseSchema>;

/**
 * `PUT /api/vendor/{adminId}/{vendorId}`: the profile fields with the profile form's rules. A new
 * email waits for its verification link, as when the vendor changes it, but needs no password.
 */
export const vendorDetailsSchema = profileFieldsSchema
  .omit({ currentPassword: true })
  .superRefine((value, context) => checkGstRegistration(value, (issue) => context.addIssue(issue)));
export type VendorDetailsInput = z.input<typeof vendorDetailsSchema>;

/** The vendor of the active-vendor screen. */
export const vendorDetailSchema = z.object({
  user: publicUserSchema,
  summary: vendorSummarySchema,
  abr: abrCheckSchema,
  /** The sale percentage all of the vendor's products share, null when they differ or there are none. */
  salePercentage: z.number().nullable(),
  /** The shipping provider all of the vendor's products share, null when they differ or there are none. */
  shippingProvider: z.enum(SHIPPING_PROVIDERS).nullable(),
  pausedProducts: z.number(),
});
export type VendorDetail = z.infer<typeof vendorDetailSchema>;

export const vendorDetailsResponseSchema = z.object({ msg: z.string(), vendor: vendorDetailSchema });
export type VendorDetailsResponse = z.infer<typeof vendorDetailsResponseSchema>;

/** `GET /api/vendor/{adminId}/{vendorId}/asset`: first pages of products (9) and sales (10). */
export const vendorAssetResponseSchema = z.object({
  vendor: vendorDetailSchema,
  products: paginatedSchema(productDtoSchema),
  sales: paginatedSchema(saleDtoSchema),
});
export type VendorAssetResponse = z.infer<typeof vendorAssetResponseSchema>;

/** `PATCH /api/vendor/{adminId}/{vendorId}/productStatus`. */
export const vendorProductStatusSchema = z.object({
  status: z.enum(['paused', 'active'], { error: ADMIN_TEXT.productStatusInvalid }),
});

/** `PATCH /api/vendor/{adminId}/{vendorId}/saleUpdate`: 0 ends the sale. */
export const vendorSaleSchema = z.object({
  percentage: z
    .number({ error: ADMIN_TEXT.salePercentageInvalid })
    .refine(
      (value) => (VENDOR_SALE_PERCENTAGES as readonly number[]).includes(value),
      ADMIN_TEXT.salePercentageInvalid,
    ),
});

/** `PATCH /api/vendor/{adminId}/{vendorId}/updateShipping`. */
export const vendorShippingSchema = z.object({
  shipping: z
    .enum(SHIPPING_PROVIDERS, { error: ADMIN_TEXT.shippingInvalid })
    .refine((provider) => !isRetiredShippingProvider(provider), {
      error: (issue) => retiredShippingProviderMessage(String(issue.input)),
    }),
});

/** What the three bulk product calls answer: how many products changed, and the vendor after. */
export const vendorBulkResponseSchema = z.object({ msg: z.string(), count: z.number(), vendor: vendorDetailSchema });
export type VendorBulkResponse = z.infer<typeof vendorBulkResponseSchema>;

// ---------- audit log (GET /api/audit, GET /api/audit/export, GET /api/audit/facets) ----------

export const AUDIT_PAGE_SIZE = 25;

const auditFilterFields = {
  actor: z.uuid('Actor not found').optional(),
  action: z.string().trim().min(1).max(100).optional(),
  /** The object acted on, e.g. a vendor's id: that object's whole history. */
  entityId: z.string().trim().min(1).max(100).optional(),
  /** Inclusive days in the marketplace's time zone (Australia/Sydney). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};
const datesInOrder = {
  check: (value: { from?: string | undefined; to?: string | undefined }) =>
    !value.from || !value.to || value.from <= value.to,
  params: { message: 'The start date must be on or before the end date', path: ['to'] },
};

/** `GET /api/audit/export`: the filters of the list, every matching row. */
export const auditFilterSchema = z.object(auditFilterFields).refine(datesInOrder.check, datesInOrder.params);

export const auditListQuerySchema = z
  .object({ page: pageSchema, limit: limitSchema(AUDIT_PAGE_SIZE), cursor: cursorSchema, ...auditFilterFields })
  .refine(datesInOrder.check, datesInOrder.params);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditActorSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** A user or vendor an entry names: vendors by business name, everyone else by first and last name. */
export const auditPersonSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  vendor: z.boolean(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** The fields of an entry's before and after that hold a user's id ("markedPaidBy", "vendorId"). */
export const AUDIT_USER_FIELD = /(By|^vendorId|^activeVendorId|^userId|^actorId|^staffId|^memberId)$/;

/** The entity types whose object is a user (a vendor's import is about the vendor). */
export const AUDIT_USER_ENTITIES: readonly string[] = ['user', 'vendor'];

/** What else than a user an audit entry can name by id: each is shown by what people read. */
export const AUDIT_THING_KINDS = [
  'sale',
  'product',
  'payout',
  'category',
  'return',
  'refund',
  'adjustment',
  'passkey',
  'case',
  'review',
  'commission-rule',
] as const;
export type AuditThingKind = (typeof AUDIT_THING_KINDS)[number];

/**
 * The fields of an entry's before and after that hold the id (or a list of ids) of something other
 * than a user, and what it names ("saleIds" of a payout: sales, shown by their order numbers).
 */
export const AUDIT_THING_FIELDS: Readonly<Record<string, AuditThingKind>> = {
  saleId: 'sale',
  saleIds: 'sale',
  productId: 'product',
  productIds: 'product',
  payoutId: 'payout',
  payoutIds: 'payout',
  categoryId: 'category',
  parentId: 'category',
  returnId: 'return',
  refundId: 'refund',
  adjustmentIds: 'adjustment',
  passkeyId: 'passkey',
};

/** The kind of thing an entry's object is, by its entity type, where it is not a user. */
export const AUDIT_ENTITY_KINDS: Readonly<Record<string, AuditThingKind>> = {
  sale: 'sale',
  product: 'product',
  payout: 'payout',
  category: 'category',
  return: 'return',
  case: 'case',
  review: 'review',
  'commission-rule': 'commission-rule',
};

/** Something other than a user an entry names, by what people read ("Sale #100231", a product's name). */
export const auditThingSchema = z.object({ _id: z.string(), kind: z.enum(AUDIT_THING_KINDS), name: z.string() });
export type AuditThing = z.infer<typeof auditThingSchema>;

export const auditEntryDtoSchema = z.object({
  _id: z.string(),
  /** Null when the account has since been removed. */
  actor: auditActorSchema.nullable(),
  /**
   * The users the entry names, by id: its object when that is a user, and the user ids in its before
   * and after (AUDIT_USER_FIELD). An account since removed is left out.
   */
  people: z.array(auditPersonSchema),
  /**
   * The other things the entry names by id: its object, and the ids in its before and after
   * (AUDIT_THING_FIELDS). A thing since deleted is left out.
   */
  things: z.array(auditThingSchema),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** The object by name or number ("Sale #100231"), never its id. */
  entityName: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** What happened, as a sentence ("Refunded $10.00 of Sale #100231."). */
  summary: z.string(),
  changes: z.array(auditChangeSchema),
  createdAt: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDtoSchema>;

/** The choices of the filters: every action and every actor that appears in the log. */
export const auditFacetsSchema = z.object({ actions: z.array(z.string()), actors: z.array(auditActorSchema) });
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

// ---------- identity review (GET /api/vendor/verification, GET /api/vendor/{adminId}/{vendorId}/documents) ----------

/** Another vendor, named, for staff to open. */
export const vendorRefSchema = z.object({ _id: z.string(), displayName: z.string() });
export type VendorRef = z.infer<typeof vendorRefSchema>;

/**
 * The other vendors with the same ABN, or the same bank account (BSB and number), as the vendor
 * reviewed: staff decide knowingly. Empty lists when nothing is shared.
 */
export const sharedDetailsSchema = z.object({
  abn: z.array(vendorRefSchema),
  bankAccount: z.array(vendorRefSchema),
});
export type SharedDetails = z.infer<typeof sharedDetailsSchema>;

export const verificationQueueItemSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  displayName: z.string(),
  identityStatus: z.enum(IDENTITY_STATUSES),
  identityRejectionReason: z.string().nullable(),
  identityReviewedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  abr: abrCheckSchema,
  /** The vendor's change of details waiting for review, before and after. */
  pendingChange: pendingChangeViewSchema.nullable(),
  sharedDetails: sharedDetailsSchema,
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;
export const verificationQueuePageSchema = paginatedSchema(verificationQueueItemSchema);

/**
 * The queue's filters: an identity review state, every one of them, or `changes` (vendors whose
 * change of details waits, oldest request first).
 */
export const VERIFICATION_QUEUE_FILTERS = ['submitted', 'rejected', 'approved', 'all', 'changes'] as const;
export type VerificationQueueFilter = (typeof VERIFICATION_QUEUE_FILTERS)[number];
export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_QUEUE_FILTERS).default('submitted'),
  page: pageSchema,
  limit: limitSchema(10),
});

/** `PUT /api/vendor/{adminId}/{vendorId}/changes`: what happened, and the vendor after it. */
export const vendorChangeDecisionResponseSchema = z.object({ msg: z.string(), user: publicUserSchema });
export type VendorChangeDecisionResponse = z.infer<typeof vendorChangeDecisionResponseSchema>;

export const IDENTITY_DOCUMENT_DELETED = 'This document was deleted after its retention period';

export const identityDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(['id', 'residence']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** When the file was deleted at the end of its retention period (the metadata stays), or null. */
  fileDeletedAt: z.string().nullable(),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;
export const vendorDocumentsSchema = z.object({
  vendor: publicUserSchema,
  abr: abrCheckSchema,
  sharedDetails: sharedDetailsSchema,
  documents: z.array(identityDocumentSchema),
});
export type VendorDocuments = z.infer<typeof vendorDocumentsSchema>;

/** `GET /api/product/netWorth` and `GET /api/sale/earnings`: one amount in dollars. */
export const amountTotalSchema = z.object({ total: z.number() });
