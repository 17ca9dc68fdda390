import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

/**
 * A compiled serializer is a pure function of its schema: routes that answer the same shape, and every
 * app a process builds (each API test file builds one), share it instead of compiling it again.
 */
const compiledSerializers = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Responses are written by fast-json-stringify from the route's zod response schema, turned into
 * JSON Schema once when the route is registered: only declared fields leave the server, and a list
 * of sales costs a compiled function call instead of a zod parse plus JSON.stringify.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`The response schema of ${method} ${url} must be a zod schema`);
  }
  let serializer = compiledSerializers.get(schema);
  if (!serializer) {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'throw' });
    serializer = fastJson(jsonSchema as Schema);
    compiledSerializers.set(schema, serializer);
  }
  return serializer;
};
