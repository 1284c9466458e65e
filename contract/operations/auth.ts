import { createRoute } from '@hono/zod-openapi';
import { jsendSuccess, JSendFail } from '../jsend.ts';
import { AccessToken, ApplicationTokenRequest, UserTokenRequest } from '../resources/auth.ts';
import { invalidQuery, json, ok, serviceError, tooManyAttempts } from './responses.ts';

/** Spec 5: the authentication API. */

export const TokenResponse = jsendSuccess(AccessToken).meta({ id: 'TokenResponse' });

const ORIGIN_NOTE =
  'The `Origin` header is required (the caller’s domain; browsers send it themselves). ' +
  'Without it the answer is 422 with `data.origin`.';

const jsonBody = <Schema extends typeof UserTokenRequest | typeof ApplicationTokenRequest>(
  schema: Schema,
) => ({ required: true, content: { 'application/json': { schema } } });

const missingField = {
  ...invalidQuery,
  description:
    'A body field is missing or not a string, or the body is not JSON; `data` keys name the fields.',
};

export const createUserToken = createRoute({
  operationId: 'createUserToken',
  method: 'post',
  path: '/user/token',
  tags: ['Auth'],
  summary: 'A user token (24 hours) for email and password',
  description: ORIGIN_NOTE,
  request: { body: jsonBody(UserTokenRequest) },
  responses: {
    200: ok(TokenResponse),
    401: json(
      'Email and password do not match (`data.credentials`), or the user’s access window has expired (`data.accessWindow`).',
      JSendFail,
    ),
    422: missingField,
    429: tooManyAttempts,
    500: serviceError,
  },
});

export const createApplicationToken = createRoute({
  operationId: 'createApplicationToken',
  method: 'post',
  path: '/application/token',
  tags: ['Auth'],
  summary: 'An application token (24 hours) for a client id and secret',
  description: ORIGIN_NOTE,
  request: { body: jsonBody(ApplicationTokenRequest) },
  responses: {
    200: ok(TokenResponse),
    401: json('Client ID and secret do not match (`data.credentials`).', JSendFail),
    422: missingField,
    500: serviceError,
  },
});

export const authOperations = [createUserToken, createApplicationToken] as const;
