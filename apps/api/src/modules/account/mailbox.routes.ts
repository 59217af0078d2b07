import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Mailer } from '../../lib/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The mailbox runs no script: an email's HTML shows in a sandboxed frame (no scripts, its own opaque origin; its
 * links open in a new tab), its images from anywhere as a mail client loads them, styles inline as emails have
 * them. A frame's `srcdoc` document is held to this policy too.
 */
const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: http: https:",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** One email opened on its own: its HTML and nothing else may run (a sandbox with no permissions but popups). */
const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; sandbox allow-popups";

type Message = Awaited<ReturnType<Mailer['latest']>>[number];

/** A message as the mailbox lists it: the HTML part in a frame, the plain text one click away. */
function messageHtml(m: Message): string {
  const subject = escapeHtml(m.subject ?? '');
  const text = `<pre>${linkify(escapeHtml(m.text ?? ''))}</pre>`;
  const html = m.html
    ? `<iframe title="${subject}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" srcdoc="${escapeHtml(m.html)}"></iframe>` +
      `<p class="meta"><a href="/dev/mailbox/${m.id}">Open the HTML on its own</a></p>` +
      `<details><summary>Plain text</summary>${text}</details>`
    : text;
  return (
    `<article><h2>${subject}</h2>` +
    `<p class="meta">To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}${m.html ? ' · HTML and plain text' : ' · plain text only'}</p>` +
    `${html}</article>`
  );
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem}' +
  'article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}' +
  'iframe{display:block;width:100%;height:40rem;border:1px solid #ddd;border-radius:4px;resize:vertical;overflow:auto}' +
  'summary{cursor:pointer;color:#1d4ed8}';

/**
 * The development mailbox: every email the product sent, newest first, each in its brand's HTML with its plain
 * text, so the password reset flow works on a machine without SMTP. Registered only outside production.
 */
export const mailboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({ messages: await mailer.latest() }));
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const items = (await mailer.latest()).map(messageHtml).join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAILBOX_CSP)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>` +
          `<body><h1>Development mailbox</h1><p>Emails the storefront sent (no SMTP configured). Not available in production.</p>` +
          `${items || '<p>No emails yet.</p>'}</body></html>`,
      );
  });
  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const message = (await mailer.latest(500)).find((m) => m.id === id);
      if (!message?.html) return reply.code(404).type('text/plain; charset=utf-8').send('No such HTML email');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', MESSAGE_CSP)
        .send(message.html);
    },
  );
};
