import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The storefront's service worker as the web build made it (apps/web/src/service-worker, ADR 0058), served under
 * each brand so that its scope is that brand's pages. The worker names its caches after the build: the build's
 * id replaces this placeholder, so a new build is a new worker whose caches start empty and whose older ones
 * go, and a page kept offline never asks for files of another build.
 */

/** Where the web build writes the worker, under its output folder. */
export const WORKER_FILE = path.join('service-worker', 'worker.js');
/** The placeholder in the built worker (apps/web/src/service-worker/worker.ts). */
export const BUILD_ID_PLACEHOLDER = '__STOREFRONT_BUILD_ID__';

export interface ServiceWorkerScript {
  body: string;
  /** The build's id: a hash of the worker and the list of built files. */
  build: string;
}

/**
 * Reads the built worker once (the build does not change while the server runs, as for the page's files); null
 * when the web app is not built.
 */
export function serviceWorkerScript(webDist: string): () => Promise<ServiceWorkerScript | null> {
  let loaded: Promise<ServiceWorkerScript | null> | undefined;
  const load = async (): Promise<ServiceWorkerScript | null> => {
    try {
      const [worker, files] = await Promise.all([
        readFile(path.join(webDist, WORKER_FILE), 'utf8'),
        readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
      ]);
      const build = createHash('sha256').update(worker).update(files).digest('hex').slice(0, 16);
      return { body: worker.replaceAll(BUILD_ID_PLACEHOLDER, build), build };
    } catch {
      return null;
    }
  };
  return () => (loaded ??= load());
}
