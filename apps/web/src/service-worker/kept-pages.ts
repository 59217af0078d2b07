import type { WorkboxPlugin } from 'workbox-core/types';
import { builtFilesOf, isStorable } from './cache-rules';

/*
 * A page is kept only with every built file its HTML names, in the same build's cache: a page served offline
 * always finds its scripts and styles, or is not served at all (the browser's own offline page then shows).
 */

interface PageCaches {
  pages: string;
  files: string;
}

/** Fetches and keeps the built files a page names that are not kept yet; false when one could not be had. */
async function keepFilesOf(html: string, names: PageCaches): Promise<boolean> {
  const files = await caches.open(names.files);
  const kept = await Promise.all(
    builtFilesOf(html).map(async (file) => {
      if (await files.match(file)) return true;
      try {
        // From the browser's HTTP cache as a rule: the page has just loaded these files.
        const response = await fetch(file, { credentials: 'same-origin' });
        if (!isStorable(response)) return false;
        await files.put(file, response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return kept.every(Boolean);
}

/** Whether every built file a kept page names is kept too. */
async function hasItsFiles(page: Response, names: PageCaches): Promise<boolean> {
  const files = await caches.open(names.files);
  const found = await Promise.all(
    builtFilesOf(await page.clone().text()).map(async (file) => Boolean(await files.match(file))),
  );
  return found.every(Boolean);
}

/**
 * The pages strategy's plugin: a page just kept brings its files into the cache (or is dropped when it cannot),
 * and a kept page is served only with its files there.
 */
export function keptWithItsFiles(names: PageCaches): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ request, newResponse }) => {
      if (!(await keepFilesOf(await newResponse.text(), names)))
        await (await caches.open(names.pages)).delete(request);
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && (await hasItsFiles(cachedResponse, names)) ? cachedResponse : null,
  };
}
