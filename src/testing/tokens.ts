/** Builds JWT-shaped tokens for client tests; the client only reads `exp`, it never verifies. */
function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeJwt(claims: Record<string, unknown> = {}, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: '1', typ: 'admin', exp, ...claims })}.signature`;
}

export const expiredJwt = () => makeJwt({}, -60);
