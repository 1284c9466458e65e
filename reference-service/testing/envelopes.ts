/**
 * What the spec allows an endpoint to answer (spec 4 and 7), as checks for the fuzz tests:
 * the statuses, and the envelope each status comes in.
 */

export type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Endpoints whose success is `{status:"success", data:{…}}` (spec 4.1); the rest are bare. */
const WRAPPED_SUCCESS = /^\/(news|taxonomies|geography\/countries|user\/token|application\/token)$/;
/** Single-resource endpoints answer the bare object. */
const SINGLE_RESOURCE = /^\/(incidents\/[^/]+(\/overview)?|themes\/[^/]+)$/;

const JSEND_STATUSES = ['success', 'fail', 'error'];

/** Why `body` is not the spec's envelope for this status and path, or undefined when it is. */
export function envelopeProblem(status: number, path: string, body: unknown): string | undefined {
  if (!isRecord(body)) return 'the body is not a JSON object';
  if (status === 200) {
    if (WRAPPED_SUCCESS.test(path)) {
      return body.status === 'success' && isRecord(body.data)
        ? undefined
        : 'a success here is {status:"success", data:{…}}';
    }
    if (SINGLE_RESOURCE.test(path)) {
      // An incident has a `status` of its own ("approved"); a JSend envelope's is another word.
      return !JSEND_STATUSES.includes(body.status as string) && typeof body.id === 'string'
        ? undefined
        : 'a single resource is the bare object with its id';
    }
    return !('status' in body) && Array.isArray(body.data)
      ? undefined
      : 'a list here is {data:[…]} with no status';
  }
  if (body.status !== 'fail') return `a ${status} is a JSend fail`;
  if (status === 401 && !path.endsWith('/token')) {
    // Spec 7's invalid-token example: `errors[]` of {code, message}.
    const errors = body.errors;
    return Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every(
        (error) =>
          isRecord(error) && typeof error.code === 'number' && typeof error.message === 'string',
      )
      ? undefined
      : 'a 401 from a data endpoint carries errors[{code, message}]';
  }
  if (!isRecord(body.data)) return 'a fail carries a data object';
  return Object.values(body.data).every((reason) => typeof reason === 'string')
    ? undefined
    : 'each key of a fail names an input with a readable reason';
}

/** Traces of the implementation that must never reach a client: stack frames, file paths. */
export function leakIn(text: string): string | undefined {
  const traces: [string, RegExp][] = [
    ['a stack frame', /\n\s+at\s/],
    ['a source file position', /\.(ts|js|mjs|cjs):\d+/],
    ['node_modules', /node_modules/],
    ['the service directory', new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
    ['an SQLite message', /SQLITE_|sqlite3?\b|no such (column|table)/i],
    ['an exception name', /\b(TypeError|RangeError|SyntaxError|ReferenceError)\b/],
  ];
  return traces.find(([, pattern]) => pattern.test(text))?.[0];
}
