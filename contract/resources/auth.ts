import { z } from 'zod';

/** Spec 5: the token endpoints' bodies. Fields are required; a missing one answers 422. */

export const UserTokenRequest = z
  .object({
    email: z.string().meta({ example: 'analyst@watchfloor.example' }),
    password: z.string().meta({ format: 'password' }),
  })
  .meta({ id: 'UserTokenRequest' });

export const ApplicationTokenRequest = z
  .object({ clientId: z.string(), secret: z.string().meta({ format: 'password' }) })
  .meta({ id: 'ApplicationTokenRequest' });

export const AccessToken = z
  .object({ accessToken: z.string().meta({ description: 'HS256 JWT, valid 24 hours.' }) })
  .meta({ id: 'AccessToken' });

export type UserTokenRequest = z.infer<typeof UserTokenRequest>;
export type ApplicationTokenRequest = z.infer<typeof ApplicationTokenRequest>;
