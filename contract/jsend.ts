import { z } from 'zod';

/**
 * Response envelopes (spec 4.1 and 7). JSend: `success` carries `data`; `fail` carries `data`
 * whose keys name the offending inputs; `error` carries a readable `message`. The invalid-token
 * failure of data endpoints is the spec's exception: `fail` with an `errors` array.
 */

export const jsendSuccess = <Data extends z.ZodType>(data: Data) =>
  z.object({ status: z.literal('success'), data });

/** Keys name an offending parameter, body field or path segment; values say what is wrong. */
export const FailData = z
  .record(z.string(), z.string())
  .meta({ id: 'FailData', example: { publishedAt: 'The window may span at most 3 months.' } });

export const JSendFail = z
  .object({ status: z.literal('fail'), data: FailData })
  .meta({ id: 'JSendFail', description: 'Bad input or an unmet pre-condition.' });

export const TokenError = z
  .object({ code: z.int(), message: z.string() })
  .meta({ id: 'TokenError' });

export const JSendTokenFail = z
  .object({ status: z.literal('fail'), errors: z.array(TokenError).min(1) })
  .meta({
    id: 'JSendTokenFail',
    description: 'Missing, malformed, expired or invalid bearer token.',
    example: { status: 'fail', errors: [{ code: 401, message: 'The access token has expired.' }] },
  });

export const JSendError = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    code: z.number().optional(),
    data: z.unknown().optional(),
  })
  .meta({ id: 'JSendError', description: 'The service could not process a valid request.' });

/** The incident API's reference lists: `{data:[...]}`, no status and no pagination metadata. */
export const dataList = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item) });

export type FailData = z.infer<typeof FailData>;
export type JSendFail = z.infer<typeof JSendFail>;
export type JSendTokenFail = z.infer<typeof JSendTokenFail>;
export type JSendError = z.infer<typeof JSendError>;
