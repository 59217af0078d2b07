import { ROOT_MARKER, STATE_MARKER } from '../lib/page-csp';

/** What the built page's head says before a brand is known; a server-rendered page says its own. */
const GENERIC_HEAD = [
  /<title>[^<]*<\/title>\s*/,
  /<link rel="icon"[^>]*>\s*/,
  /<meta name="theme-color"[^>]*>\s*/,
];

/**
 * The built page made into the frame of a server-rendered one (ADR 0033): its generic title, icon and theme
 * colour go (the page's head brings the brand's), `#root` gets the markers the rendered markup and the query
 * state fill, and the no-script note says only ordering needs JavaScript (the page itself reads without it).
 */
export function ssrDocument(builtHtml: string): string {
  let html = builtHtml;
  for (const pattern of GENERIC_HEAD) html = html.replace(pattern, '');
  return html
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-server-rendered>${ROOT_MARKER}</div><script type="application/json" id="server-state">${STATE_MARKER}</script>`,
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/,
      '<noscript><p class="noscript-note">Turn on JavaScript to order online.</p></noscript>',
    );
}

const MESSAGES: Record<number, { title: string; text: string }> = {
  503: {
    title: 'Back soon',
    text: 'We cannot show this page right now. Please try again in a moment.',
  },
};

/** A plain page for when nothing can be rendered (a database outage): no script, no stack trace. */
export function errorPage(status: 503): string {
  const { title, text } = MESSAGES[status] ?? { title: 'Something went wrong', text: '' };
  return `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
}
