import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebCustomerConfig } from '@storefront/contract/web-customer-config';

/** What the web app's server build (`apps/web/src/entry-server.tsx`) exports, as the API uses it. */
export interface WebServerModule {
  /**
   * The screen a page shows and the address it is rendered and kept as (its path and the query its screen
   * reads), and whether it may be kept; null for a page the browser renders.
   */
  pageAddress(url: string): { screen: string; url: string; shared: boolean } | null;
  /** The page's name for its title ('Menu', 'Shop', 'Our branches'), null on the home page. */
  pageName(pathname: string, config: WebCustomerConfig): string | null;
  themeCss(config: WebCustomerConfig): string;
  renderPage(request: {
    url: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    timeoutMs?: number;
    brandConfig?: WebCustomerConfig;
  }): Promise<{
    html: string;
    state: string;
    status: number;
    data: { key: readonly unknown[]; data: unknown }[];
    passes: number;
  }>;
  SCREEN_MODULES: Record<string, string | undefined>;
  SERVER_STATE_ID: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ServerRenderer extends WebServerModule {
  /** A screen's stylesheets (its chunk's and the chunks it imports), inlined, for the head. */
  styles(screenKey: string): string;
  /** A screen's code files, as entries of the page's code loader's list (`"/assets/a.js",…`; ssr/document.ts). */
  codeList(screenKey: string): string;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** A string as a JavaScript literal that cannot end the script element it stands in. */
const scriptSafe = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Loads the web app's server build beside the client build (`apps/web/dist-server` next to `apps/web/dist`),
 * when it is there; without it the API serves the plain app shell as before.
 */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return undefined;
  const web = (await import(pathToFileURL(entry).href)) as WebServerModule;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  /** A chunk's own and imported chunks' files, without the entry's (the page has those already). */
  const collect = (key: string, seen: Set<string>, css: Set<string>, js: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) collect(imported, seen, css, js);
  };
  const linksByScreen = new Map<string, { css: string; js: string[] }>();
  for (const [screen, source] of Object.entries(web.SCREEN_MODULES)) {
    if (!source) continue;
    const css = new Set<string>();
    const js = new Set<string>();
    collect(source, new Set(), css, js);
    linksByScreen.set(screen, { css: inlineStyles(webDist, [...css]), js: [...js] });
  }

  return {
    ...web,
    styles(screenKey) {
      return linksByScreen.get(screenKey)?.css ?? '';
    },
    codeList(screenKey) {
      return (linksByScreen.get(screenKey)?.js ?? []).map((file) => `${scriptSafe(`/${file}`)},`).join('');
    },
  };
}

/**
 * A screen's stylesheets, inlined: a phone paints the page with the HTML alone instead of waiting for one more
 * round trip per file (the base styles are inlined into index.html at build time already). Each file also gets
 * a disabled link, which the browser does not fetch: the app's code loader (Vite's preload) looks for that link
 * before it adds a stylesheet of its own, so the screen's code does not fetch and wait for what the page has.
 */
function inlineStyles(webDist: string, files: string[]): string {
  return files
    .map((file) => {
      const css = readFileSync(path.join(webDist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style>${css}</style><link rel="stylesheet" href="/${attribute(file)}" disabled>`;
    })
    .join('');
}
