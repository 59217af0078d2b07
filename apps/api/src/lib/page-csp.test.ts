import { describe, expect, it } from 'vitest';
import { pageCsp, pageTemplate, STRIPE_CSP } from './page-csp';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the page policy', () => {
  it('lets Stripe frame and connect only when it is the payment provider', () => {
    const plain = pageCsp('n0nce');
    expect(directive(plain, 'connect-src')).not.toContain('https://api.stripe.com');
    expect(directive(plain, 'frame-src')).not.toContain('https://js.stripe.com');
    const stripe = pageCsp('n0nce', STRIPE_CSP);
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
});
