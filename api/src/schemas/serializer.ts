import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What a route's response serialiser is given (fastify's FastifySerializerCompiler argument). */
type SerializerRouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;

/**
 * How responses are written:
 * - `fast`: a fast-json-stringify serialiser compiled from each response's zod schema
 *   (its JSON Schema, output side), as fastify serialises JSON-schema routes. It writes
 *   only the declared properties, in the declared order, and throws on a missing required
 *   one, but does not check formats, enums or bounds.
 * - `checked`: the same, and the zod serialiser as well (full validation); a response
 *   zod refuses, or one whose two renderings differ in content, fails the request. Tests
 *   run this way, so every response the suite produces proves the fast path equivalent.
 * A schema JSON Schema cannot express (a transform, a date) keeps the zod serialiser.
 */
export type ResponseSerialization = 'fast' | 'checked';

/** A response's zod schema, bare or wrapped as fastify-type-provider-zod accepts it. */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : null;
}

/** The fast serialiser of a zod schema, or null when JSON Schema cannot describe it. */
function fastSerializer(schema: z.ZodType): Serialize | null {
  let jsonSchema: Record<string, unknown>;
  try {
    // `unrepresentable: 'throw'` (the default): anything fast-json-stringify would write
    // differently from zod (transforms, dates, custom types) keeps the zod serialiser.
    jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as Record<string, unknown>;
  } catch {
    return null;
  }
  return fastJson(jsonSchema) as Serialize;
}

/** Compiled serialisers by schema: tests build many apps from the same route schemas. */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

function fastSerializerOf(schema: z.ZodType): Serialize | null {
  if (!compiled.has(schema)) compiled.set(schema, fastSerializer(schema));
  return compiled.get(schema) ?? null;
}

/**
 * The serializer compiler of `app.setSerializerCompiler` (see ResponseSerialization).
 * Serialisers are compiled at a route's first response, so an app that answers few routes
 * (a test) does not compile them all.
 */
export function responseSerializerCompiler(mode: ResponseSerialization): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodSerialize = zodSerializerCompiler(route as SerializerRouteSchema) as Serialize;
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerialize;
    let fast: Serialize | null | undefined;
    return (data: unknown): string => {
      if (fast === undefined) fast = fastSerializerOf(schema);
      if (!fast) return zodSerialize(data);
      if (mode === 'fast') return fast(data);
      const checked = zodSerialize(data);
      const written = fast(data);
      if (written !== checked && !isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(`Response of ${route.method} ${route.url}: the fast serialiser wrote ${written}, zod wrote ${checked}`);
      }
      return written;
    };
  };
}
