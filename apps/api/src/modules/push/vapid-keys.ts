import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../../config/env';

/** The key pair push messages are signed with, and whom push services may write to about them. */
export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const KEYS_FILE = '.vapid-keys.json';

/** A fresh key pair in the environment's names: for processes started by tests and benchmarks. */
export function newVapidEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = webPush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/** The subject: VAPID_SUBJECT, else the site's https address, else the address emails come from. */
function subjectOf(env: Pick<Env, 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.PUBLIC_URL?.startsWith('https://')) return env.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/** A stored pair, when the file holds one that web-push would accept. */
function readStored(file: string): { publicKey: string; privateKey: string } | null {
  if (!existsSync(file)) return null;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') return null;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    return null;
  }
}

/**
 * The VAPID details. Configured keys win (production requires them: every process must sign with the pair the
 * browsers subscribed with); otherwise, as the signing secrets are (lib/secrets.ts), a pair is generated once
 * and kept in the data directory, so subscriptions survive a restart. Read when first needed, so that a process
 * that never pushes (a test) writes nothing.
 */
export function vapidDetailsFrom(
  env: Pick<
    Env,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'MAIL_FROM' | 'DATA_DIR'
  >,
): () => VapidDetails {
  let details: VapidDetails | undefined;
  const load = (): VapidDetails => {
    const subject = subjectOf(env);
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
      return { subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
    const file = path.join(env.DATA_DIR, KEYS_FILE);
    const stored = readStored(file);
    if (stored) return { subject, ...stored };
    const keys = webPush.generateVAPIDKeys();
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return { subject, ...keys };
  };
  return () => (details ??= load());
}
