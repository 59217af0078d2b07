import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { httpRequest } from './http';

/** What a browser sends for a page load, as far as the server's choices go (HTML, compressed). */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
} as const;

export interface PageAnswer {
  status: number;
  contentType: string;
  /** `identity` when the body came uncompressed. */
  contentEncoding: string;
  /** The body's bytes as they came over the wire (compressed, when the server compressed them). */
  wireBytes: number;
  /** Those bytes themselves (a baseline can send the very same). */
  wire: Buffer;
  /** The HTML, decompressed. */
  html: string;
  title: string;
  /** Bytes of markup inside `<div id="root">`: 0 is the empty SPA shell, more is a server-rendered page. */
  rootMarkupBytes: number;
}

const isHtml = (contentType: string) => /^text\/html\b/i.test(contentType);

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'identity') return body;
  throw new Error(`unknown content-encoding '${encoding}'`);
}

/** The text of the document's first `<title>`, entities left as they are; `(none)` without one. */
export function pageTitle(html: string): string {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? (match[1] ?? '').replace(/\s+/g, ' ').trim() : '(none)';
}

/** The length of the markup between `<div id="root" …>` and the end of the document's body, roughly. */
function rootMarkupBytes(html: string): number {
  const open = /<div id="root"[^>]*>/.exec(html);
  if (!open) return 0;
  const start = open.index + open[0].length;
  if (/^\s*<\/div>/.test(html.slice(start))) return 0;
  const end = html.lastIndexOf('</body>');
  return Buffer.byteLength(html.slice(start, end === -1 ? undefined : end));
}

/** One page load as a browser asks for it; throws unless the answer is 200 and HTML. */
export async function fetchPage(url: string): Promise<PageAnswer> {
  const answer = await httpRequest(url, { headers: PAGE_HEADERS, timeoutMs: 30_000 });
  const contentType = answer.headers['content-type'] ?? '';
  const contentEncoding = (answer.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const html = decode(answer.body, contentEncoding).toString('utf8');
  if (answer.status !== 200 || !isHtml(contentType))
    throw new Error(
      `GET ${url} answered ${answer.status} ${contentType || '(no content type)'}, not 200 text/html: ${html.slice(0, 300)}`,
    );
  return {
    status: answer.status,
    contentType,
    contentEncoding,
    wireBytes: answer.body.length,
    wire: answer.body,
    html,
    title: pageTitle(html),
    rootMarkupBytes: rootMarkupBytes(html),
  };
}

/** One line a reader can check the measured page by: title, size, and whether it arrived rendered. */
export function describePage(page: PageAnswer): string {
  const rendered =
    page.rootMarkupBytes > 0
      ? `#root holds ${page.rootMarkupBytes} bytes of server-rendered markup`
      : '#root is empty (the SPA shell)';
  return (
    `${page.status} ${page.contentType}, ${page.wireBytes} bytes on the wire (${page.contentEncoding}), ` +
    `${Buffer.byteLength(page.html)} bytes of HTML, <title>${page.title}</title>, ${rendered}`
  );
}
