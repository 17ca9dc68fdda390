import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the route's zod response schema, turned into
 * JSON Schema once when the route is registered: only declared fields leave the server, and a list
 * of sales costs a compiled function call instead of a zod parse plus JSON.stringify.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`The response schema of ${method} ${url} must be a zod schema`);
  }
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
  return fastJson(jsonSchema as Schema);
};
