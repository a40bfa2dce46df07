import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { isInMemory, readOrCreateSecretFile } from '../secret-files.ts';

export const TOKEN_ISSUER = 'refugio';
export const TOKEN_AUDIENCE = 'refugio-pwa';
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

const SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

/**
 * The HS256 key: config.JWT_SECRET, else a secret generated once and kept at {DATA_DIR}/jwt-secret
 * (mode 0600) so sessions survive restarts; random per process for an in-memory data folder.
 * Servers sharing one PostgreSQL must share JWT_SECRET (or the data folder).
 */
export function resolveJwtSecret(config: Config): Uint8Array {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (isInMemory(config)) return randomBytes(48);
  const secret = readOrCreateSecretFile(
    join(config.dataDir, SECRET_FILE),
    () => randomBytes(48).toString('base64url'),
    // A truncated file (a crash while writing): replacing it only signs everyone out.
    (existing) => existing.length >= MIN_SECRET_LENGTH,
  );
  return new TextEncoder().encode(secret);
}

export interface TokenClaims {
  clientId: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
}

export type TokenFailure = 'expired' | 'invalid';

export class TokenSigner {
  constructor(private readonly key: Uint8Array) {}

  async sign(claims: { clientId: string; sessionId: string; issuedAt: Date; expiresAt: Date }) {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.clientId)
      .setJti(claims.sessionId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** The claims of a well-signed, unexpired token; a tampered, foreign or expired one says why not. */
  async verify(
    token: string,
    now: Date,
  ): Promise<{ ok: true; claims: TokenClaims } | { ok: false; reason: TokenFailure }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      });
      return {
        ok: true,
        claims: {
          clientId: payload.sub!,
          sessionId: payload.jti!,
          issuedAt: payload.iat!,
          expiresAt: payload.exp!,
        },
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
      return { ok: false, reason: 'invalid' };
    }
  }
}
