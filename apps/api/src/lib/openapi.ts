import type { SwaggerTransform } from '@fastify/swagger';
import { type MemberAccess, STAFF_ROLE_PERMISSIONS } from '@soko/shared';
import type { onRequestHookHandler, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart/form-data body, for the document only: such a body is read part by
     * part as it streams in (files checked on the way), so it has no `body` schema to validate.
     */
    multipartBody?: Record<string, unknown>;
    /**
     * What a download answers (a CSV export, a stored file), for the document only: the file is
     * sent as a string or a stream, which no JSON response schema describes.
     */
    download?: { mediaTypes: string[]; description: string };
  }
}

/** A file part of a multipart body, as the document describes it. */
export const filePart = (description: string) => ({ type: 'string', format: 'binary', description });

/** A multipart body's fields from a zod schema of its text fields, plus its file fields. */
export function multipartFields(textFields: z.ZodType, files: Record<string, unknown>): Record<string, unknown> {
  const text = z.toJSONSchema(textFields, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return { type: 'object', properties: { ...text.properties, ...files }, required: text.required ?? [] };
}

/** The one error body of the API (lib/errors.ts), as every 4xx answers it. */
const errorBody = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['msg'],
        properties: { msg: { type: 'string' }, param: { type: 'string', description: 'The field or header at fault' } },
      },
    },
  },
};

const error = (description: string) => ({ description, ...errorBody });

export interface RouteGuards {
  /** Any signed-in user (the `x-auth-token` header). */
  authenticate: onRequestHookHandler;
}

type GuardAccess = { audience: 'staff' | 'vendorOrStaff'; permission: unknown };

function hooksOf(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preValidation].flat().filter((hook) => hook !== undefined);
}

/** What a permission guard (modules/auth) says of its route, read off the hook. */
function accessOf(hooks: unknown[]): GuardAccess | undefined {
  for (const hook of hooks) {
    const access = (hook as { access?: GuardAccess } | undefined)?.access;
    if (access) return access;
  }
  return undefined;
}

function forbiddenDescription(access: GuardAccess): string {
  const permission =
    typeof access.permission === 'string'
      ? `the \`${access.permission}\` permission`
      : 'the permission its action needs';
  return access.audience === 'staff'
    ? `For staff with ${permission} only`
    : `For a vendor (its own data) or staff with ${permission}`;
}

/** How a route without a session is entered (modules/auth `config.access`); absent: signed in. */
type OpenDoor = 'public' | 'storefrontKey' | 'actionToken';

const OPEN_DOOR_CALLERS: Record<OpenDoor, string> = {
  public: 'anyone',
  storefrontKey: 'the storefront server (`x-api-key`)',
  actionToken: 'an account with an open onboarding step (`x-action-token`)',
};

const STAFF_ROLE_HELD = new Set<unknown>(Object.values(STAFF_ROLE_PERMISSIONS).flat());

function staffWith(permission: unknown): string {
  if (typeof permission !== 'string') return 'staff with the permission its action needs';
  // No staff role holds it: only the super admin, who holds every permission, may call.
  return STAFF_ROLE_HELD.has(permission) ? `staff with \`${permission}\`` : `the super admin (\`${permission}\`)`;
}

/**
 * Who may call a route, in words, from the guards the server enforces: its open door, its permission
 * guard and what a member of a vendor's team may do there (`memberAccess`, resolved by modules/auth).
 */
export function whoMayCall(
  door: OpenDoor | undefined,
  access: GuardAccess | undefined,
  memberAccess: MemberAccess | null,
): string {
  if (door) return OPEN_DOOR_CALLERS[door];
  if (access?.audience === 'staff') return staffWith(access.permission);
  if (access) {
    const staff = staffWith(access.permission);
    if (memberAccess === null) return `a vendor (its own data; not its team members) or ${staff}`;
    if (memberAccess === 'self') return `a vendor or team member (their own data) or ${staff}`;
    return `a vendor (its own data), its team members with \`${memberAccess}\`, or ${staff}`;
  }
  if (memberAccess === null) return 'any signed-in account but a team member (its own data)';
  if (memberAccess === 'self') return 'any signed-in account (its own data)';
  return `any signed-in account (its own data); team members with \`${memberAccess}\``;
}

type Security = { [scheme: string]: string[] }[];

interface DocumentedSchema {
  security?: Security;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

/**
 * Completes each operation of the OpenAPI document from what the route really does, so the
 * document cannot drift from it: the security its guard hook enforces, and the error answers
 * (one body for all, lib/errors.ts) that its validation, guard, path ids and rate limit can give,
 * and who may call it (`x-access`, for docs/api.md).
 * Only the document changes; serialisation still goes by the route's own response schemas.
 */
export function documentRoutes(guards: RouteGuards): SwaggerTransform {
  return (input) => {
    const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const { schema, url } = transformed;
    if (!schema) return transformed;
    const documented = schema as DocumentedSchema;
    const hooks = hooksOf(input.route);
    const access = accessOf(hooks);
    const signedIn = access !== undefined || hooks.includes(guards.authenticate);
    const config = input.route.config as
      | {
          rateLimit?: unknown;
          multipartBody?: Record<string, unknown>;
          download?: { mediaTypes: string[]; description: string };
          access?: OpenDoor;
          memberAccess?: MemberAccess | null;
        }
      | undefined;
    const limited = Boolean(config?.rateLimit);
    const responses: Record<string, unknown> = { ...documented.response };
    if (config?.download) {
      const file = { schema: { type: 'string', format: 'binary' } };
      responses[200] = {
        description: config.download.description,
        content: Object.fromEntries(config.download.mediaTypes.map((type) => [type, file])),
      };
    }
    if (documented.params || documented.querystring || documented.body || config?.multipartBody) {
      responses[400] ??= error('The request is not valid; each error names its field');
    }
    if (signedIn || documented.security) responses[401] ??= error('Not signed in, or the session has ended');
    if (access) responses[403] ??= error(forbiddenDescription(access));
    if (documented.params) responses[404] ??= error('Not found (or not yours)');
    if (limited) responses[429] ??= error('Too many attempts; the message says when to try again');
    return {
      url,
      schema: {
        ...schema,
        ...(config?.multipartBody ? { body: config.multipartBody } : {}),
        security: documented.security ?? (signedIn ? [{ token: [] }] : ([] as Security)),
        response: responses,
        'x-access': whoMayCall(config?.access, access, config?.memberAccess ?? null),
      },
    };
  };
}
