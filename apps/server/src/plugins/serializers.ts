import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

type SerializerCompiler = typeof serializerCompiler;

/**
 * How replies with a response schema are written. A zod response schema is also a filter: a field
 * the schema lacks is DROPPED from the reply, and the schema's key order is the reply's. So the
 * schemas must say exactly what the handlers return.
 *
 * - production: fastify-type-provider-zod's serializer (encode by the schema, then JSON).
 * - development and tests: the same, and a reply whose content the schema would change (a field
 *   dropped, a value converted) is an error, so a schema that falls behind its handler fails the
 *   tests instead of silently cutting a field from the reply. Key order is not compared: the
 *   schema's order is the reply's (profileReply orders its fields unlike its handler; that order is
 *   the API's).
 */
export function siteSerializerCompiler(strict: boolean): SerializerCompiler {
  if (!strict) return serializerCompiler;
  return ({ schema, method, url }) => {
    const zodSchema = (schema instanceof $ZodType ? schema : schema.properties) as $ZodType;
    return (data) => {
      const result = safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const json = JSON.stringify(result.data);
      const unfiltered = JSON.stringify(data);
      if (json !== unfiltered) {
        const [a, b] = [canonical(JSON.parse(unfiltered)), canonical(JSON.parse(json))];
        if (a !== b) throw new Error(`Response schema of ${method} ${url} changes its reply:\n${a}\n${b}`);
      }
      return json;
    };
  };
}

/** JSON with every object's keys sorted: the content of a reply, whatever its key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}

/**
 * For the provider wallet API (the hot path) and the crash state in production (crash.routes.ts): response schemas for the OpenAPI document
 * only. Replies are written with JSON.stringify exactly as for a route without a schema, so no
 * zod work is added per call.
 */
export const documentOnlySerializerCompiler = () => (data: unknown) => JSON.stringify(data);

/**
 * Response schemas that the OpenAPI document and the serializer use, but that do not type the
 * handler's return value. Every other route's replies are compile-checked
 * (fastify-type-provider-zod): its handler returns `success: true as const` and typed rows. The
 * serializer of development and tests still checks every reply against its schema at run time.
 *
 * Left on it, and why: GET /api/admin/kyc/:id/files/:doc, whose reply is the document's bytes (a
 * stream), described for the OpenAPI document by content type, not a JSON reply a schema can type.
 */
export function untypedReplies(response: Record<string | number, unknown>): Record<string, unknown> {
  return response;
}

/**
 * For the provider wallet API: its body schemas document the calls, but a call is checked only after
 * its signature (provider.routes.ts), so Fastify's own validation passes every body through as it is.
 */
export const documentOnlyValidatorCompiler = () => (data: unknown) => ({ value: data });
