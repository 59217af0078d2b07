import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
}

/**
 * The signing secrets. Configured ones win; otherwise (development only — production refuses to start without
 * them) they are generated once and kept in the data directory, so sessions survive a restart.
 */
export function loadSecrets(env: Env): Secrets {
  if (env.JWT_SECRET && env.COOKIE_SECRET)
    return { jwtSecret: env.JWT_SECRET, cookieSecret: env.COOKIE_SECRET };
  const file = path.join(env.DATA_DIR, '.secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    cookieSecret: env.COOKIE_SECRET ?? stored.cookieSecret ?? randomBytes(32).toString('base64url'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.cookieSecret !== stored.cookieSecret) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
