import { randomBytes } from 'node:crypto';

/** A webhook signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes, base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
