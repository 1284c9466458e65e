import { z } from 'zod';
import { JSendError, JSendFail, JSendTokenFail } from '../jsend.ts';

/** The error answers of spec 7, as OpenAPI responses shared by the operations. */

export const json = <Schema extends z.ZodType>(description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema } },
});

export const ok = <Schema extends z.ZodType>(schema: Schema, description = 'Success.') =>
  json(description, schema);

export const unauthorized = json(
  'Missing, malformed, expired or invalid bearer token.',
  JSendTokenFail,
);
export const notFound = (what: string) =>
  json(`No ${what} has this id; \`data.id\` says which.`, JSendFail);
export const invalidQuery = json(
  'A parameter is invalid; each key of `data` names one and says why.',
  JSendFail,
);
export const serviceError = json(
  'The service could not complete a valid request. No stack trace is ever sent.',
  JSendError,
);

/** Responses every data endpoint can give besides success. */
export const dataEndpointErrors = { 401: unauthorized, 500: serviceError } as const;

export const BEARER_SECURITY = [{ bearerAuth: [] }];

export const tooManyAttempts = {
  ...json('Too many failed attempts for this email: locked for 5 minutes.', JSendFail),
  headers: z.object({
    'Retry-After': z.string().meta({ description: 'Seconds until the lock ends.', example: '300' }),
  }),
};
