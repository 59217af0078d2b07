import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { build, type App } from '../app';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/client';
import { TEST_PASSWORD_HASH_COST } from './hash-cost';

export type Driver = 'pglite' | 'postgres';
export const DRIVERS: Driver[] = ['pglite', 'postgres'];

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface RequestOptions {
  body?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  /** Send the anti-forgery cookie and header (default for non-GET calls). */
  csrf?: boolean;
  /** The peer's address (the socket's, before any trusted proxy hop); 127.0.0.1 by default. */
  remoteAddress?: string;
}

export interface TestApp {
  app: App;
  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: RequestOptions): Promise<Reply>;
  /** Logs in through `POST /Token` and returns the access token. */
  login(brand: string, email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** The API tests' environment: test secrets, no logs, a test's hashing cost. */
export const testEnv = (overrides: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough-0123456789',
    WEB_DIST: 'apps/web/dist-missing-in-api-tests',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    // Share cards a test's brand upload draws go to the machine's temporary folder, not the checkout's data/.
    SHARE_IMAGES_DIR: path.join(tmpdir(), 'storefront-api-tests-share-images'),
    // Test files share one PostgreSQL database: a worker in each would take the others' messages. A test of
    // delivery turns its own on (OUTBOX_WORKER=true) or runs the worker's steps itself.
    OUTBOX_WORKER: 'false',
    ...overrides,
  });

/** Boots the real app on a real database: a fresh seeded PGlite, or the run's shared PostgreSQL database. */
export async function startApp(driver: Driver, envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = testEnv(envOverrides);
  const database =
    driver === 'postgres'
      ? await openDatabase({ databaseUrl: inject('pgUrl'), pgliteDir: 'memory://' })
      : await openDatabase({
          pgliteDir: 'memory://',
          pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshotFile'))]),
        });
  const app = await build({ env, database, logger: false });
  await app.ready();

  const csrfReply = await app.inject({ method: 'GET', url: '/api/antiforgery/token' });
  const cookies = csrfReply.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const xsrf = csrfReply.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';

  const request: TestApp['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const csrf = options.csrf ?? method !== 'GET';
    if (csrf) {
      headers.cookie = [headers.cookie, cookies].filter(Boolean).join('; ');
      headers['x-xsrf-token'] = xsrf;
    }
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const res = await app.inject({ method, url, headers, payload, remoteAddress: options.remoteAddress });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.body,
      json: <T>() => JSON.parse(res.body) as T,
    };
  };

  return {
    app,
    request,
    async login(brand, email, password) {
      const res = await request('POST', '/Token', {
        form: { grant_type: 'password', username: email, password, BrandFlavor: brand },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
      return res.json<{ access_token: string }>().access_token;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
