import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FailData, JSendError, JSendFail, JSendTokenFail } from '../contract/jsend.ts';

/** Writes the JSend bodies of spec 7 in the shapes the contract documents. */

export function respondFail(c: Context, httpStatus: ContentfulStatusCode, data: FailData) {
  const body: JSendFail = { status: 'fail', data };
  return c.json(body, httpStatus);
}

/** The invalid-token failure of data endpoints: `errors[]` instead of `data` (spec 7). */
export function respondUnauthorized(c: Context, message: string) {
  const body: JSendTokenFail = { status: 'fail', errors: [{ code: 401, message }] };
  return c.json(body, 401);
}

export function respondError(c: Context, httpStatus: ContentfulStatusCode, message: string) {
  const body: JSendError = { status: 'error', message, code: httpStatus };
  return c.json(body, httpStatus);
}
