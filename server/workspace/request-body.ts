import type { Context } from 'hono';
import type { z } from 'zod';
import { fail } from '../http/jsend.ts';

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body against the contract's schema. A failure answers 422 with one readable line
 * per field (`data.<field>`), never zod's internals; the first issue of each field wins.
 */
export async function readJsonBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<BodyResult<z.infer<S>>> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    return { ok: false, response: fail(c, 422, { body: 'Send the request body as JSON.' }) };
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: fail(c, 422, { body: 'The request body is not valid JSON.' }) };
  }
  return validated(c, schema, raw);
}

/** The same check for a value already in hand (a query, an imported row). */
export function validated<S extends z.ZodType>(
  c: Context,
  schema: S,
  raw: unknown,
): BodyResult<z.infer<S>> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: fail(c, 422, fieldMessages(parsed.error)) };
}

/** `{ "name": "Too long: at most 200 characters.", "geometry.coordinates": "…" }` */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    fields[field] ??= issue.message;
  }
  return fields;
}
