import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../lib/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The development mailbox: every email the product sent, newest first, so the password reset flow works on a
 * machine without SMTP. Registered only outside production.
 */
export const mailboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  app.get('/dev/mailbox.json', { schema: { hide: true } }, async () => ({ messages: await mailer.latest() }));
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await mailer.latest();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject ?? '')}</h2><p class="meta">To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</p>` +
          `<pre>${linkify(escapeHtml(m.text ?? ''))}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}` +
          `article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head>` +
          `<body><h1>Development mailbox</h1><p>Emails the storefront sent (no SMTP configured). Not available in production.</p>` +
          `${items || '<p>No emails yet.</p>'}</body></html>`,
      );
  });
};
