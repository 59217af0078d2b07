import { describe, expect, it } from 'vitest';
import {
  CODE_MARKER,
  NONCE_PLACEHOLDER,
  ROOT_MARKER,
  STATE_MARKER,
  pageCsp,
  pageTemplate,
  scriptHash,
  STRIPE_CSP,
} from './page-csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the page policy', () => {
  it('lets Stripe frame and connect only when it is the payment provider', () => {
    const plain = pageCsp("'nonce-n0nce'");
    expect(directive(plain, 'connect-src')).not.toContain('https://api.stripe.com');
    expect(directive(plain, 'frame-src')).not.toContain('https://js.stripe.com');
    const stripe = pageCsp("'nonce-n0nce'", STRIPE_CSP);
    expect(directive(stripe, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.stripe.com']),
    );
    expect(directive(stripe, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    // Scripts still need this response's nonce (Stripe.js comes in through 'strict-dynamic').
    expect(directive(stripe, 'script-src')).toContain("'nonce-n0nce'");
  });

  it('gives every rendered page a fresh nonce that its policy names', () => {
    const template = pageTemplate(
      '<html><head><script nonce="__CSP_NONCE__"></script></head><body></body></html>',
    );
    const one = template.render();
    const two = template.render();
    expect(one.nonce).not.toBe(two.nonce);
    expect(one.html).toContain(`nonce="${one.nonce}"`);
    expect(one.csp).toContain(`'nonce-${one.nonce}'`);
  });

  it("fills only its own slots: a brand's text holding the placeholder or a marker is left as it is", () => {
    const template = pageTemplate(
      `<html><head><script nonce="${NONCE_PLACEHOLDER}"></script></head><body><div id="root">${ROOT_MARKER}</div>` +
        `<script type="application/json">${STATE_MARKER}</script>` +
        `<script nonce="${NONCE_PLACEHOLDER}">load([${CODE_MARKER}])</script></body></html>`,
    );
    const hostile = `${NONCE_PLACEHOLDER}${ROOT_MARKER}${STATE_MARKER}${CODE_MARKER}$&$1`;
    const page = template.render(`<meta name="description" content="${hostile}">`, {
      html: `<p>${hostile}</p>`,
      state: JSON.stringify({ text: hostile }),
      code: JSON.stringify(hostile),
    });
    expect(page.html.split(page.nonce)).toHaveLength(3);
    expect(page.html.split(hostile)).toHaveLength(5);
    expect(page.html).toContain(`<div id="root"><p>${hostile}</p></div>`);
    expect(page.html.indexOf('<meta name="description"')).toBeLessThan(page.html.indexOf('</head>'));
  });

  it("names the hashes of a server-rendered page's own scripts, and of nothing a response put in", () => {
    const scripts = (code: string) => ['boot()', `load([${code}])`];
    const template = pageTemplate(
      `<html><head><script>boot()</script></head><body><div id="root">${ROOT_MARKER}</div>` +
        `<script>load([${CODE_MARKER}])</script></body></html>`,
      {},
      scripts,
    );
    const injected = 'alert(1)';
    const page = template.render('', { html: `<script>${injected}</script>`, state: '', code: '"/a.js",' });
    expect(page.nonce).toBe('');
    expect(page.html).not.toContain('nonce');
    const sources = directive(page.csp, 'script-src');
    expect(sources).toEqual(expect.arrayContaining([scriptHash('boot()'), scriptHash('load(["/a.js",])')]));
    expect(sources).not.toContain(scriptHash(injected));
    expect(sources.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    // The same page twice is the same bytes and the same policy.
    expect(template.render('', { html: '', state: '', code: '"/a.js",' })).toEqual(
      template.render('', { html: '', state: '', code: '"/a.js",' }),
    );
  });
});
