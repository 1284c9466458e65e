/** Unsigned JWT-shaped tokens for tests: the dashboard decodes, it never verifies. */
const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export function fakeToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

export const userClaims = (expSeconds: number, extra: Record<string, unknown> = {}) => ({
  sub: 'analyst-1',
  kind: 'user',
  name: 'Ada Analyst',
  email: 'ada@watchfloor.example',
  iat: expSeconds - 86_400,
  exp: expSeconds,
  ...extra,
});
