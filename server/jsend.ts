import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** JSend bodies (spec section 7): every answer of the service is one of these. */
export interface JSendFail<Data> {
  status: 'fail';
  data: Data;
}

export interface JSendError {
  status: 'error';
  message: string;
  code?: number;
}

export function respondFail<Data>(c: Context, httpStatus: ContentfulStatusCode, data: Data) {
  const body: JSendFail<Data> = { status: 'fail', data };
  return c.json(body, httpStatus);
}

export function respondError(c: Context, httpStatus: ContentfulStatusCode, message: string) {
  const body: JSendError = { status: 'error', message, code: httpStatus };
  return c.json(body, httpStatus);
}
