import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import type { BrandContext } from '../brand-context';
import { EmailLayout, Paragraph } from './email-layout';
import { absoluteUrl, emailLook } from './email-look';
import { renderEmail } from './render-email';

const web = {
  BrandData: { BrandBranch: { BrandBranchLogo: '/brand-assets/bistro/logo.svg' } },
  TemplateData: {
    DynamicStyle: {
      PrimaryColors: '#f4b942',
      SecondaryColors: '#7a1f1f',
      TertiaryColors: '#fdf6ec',
      ButtonRadius: 8,
    },
  },
  Footer: { Copyright: { Enabled: true, Text: 'Copperleaf Bistro. All rights reserved.' } },
} as unknown as BrandContext['web'];
const branches = [
  { id: 11, name: 'Shoreditch', address: '42 Curtain Road, London' },
  { id: 12, name: 'Clapham', address: '118 Clapham High Street, London' },
] as BrandContext['branches'];
const brand = { name: 'Copperleaf Bistro', flavour: 'bistro', web, branches };

describe('a brand look for emails', () => {
  it('makes the logo and home page absolute against the site origin', () => {
    const look = emailLook(brand, 'https://shop.example.com/');
    expect(look.logoUrl).toBe('https://shop.example.com/brand-assets/bistro/logo.svg');
    expect(look.homeUrl).toBe('https://shop.example.com/bistro/home');
    expect(absoluteUrl('https://cdn.example.com/logo.png', 'https://shop.example.com')).toBe(
      'https://cdn.example.com/logo.png',
    );
    expect(absoluteUrl('javascript:alert(1)', 'https://shop.example.com')).toBeNull();
    expect(absoluteUrl('', 'https://shop.example.com')).toBeNull();
  });

  it('keeps text readable on and in the brand colours', () => {
    const look = emailLook(brand, 'https://shop.example.com');
    // A light primary: dark text on its buttons, and a darker shade of it for headings and links on white.
    expect(look.onPrimary).toBe('#1a1a1a');
    expect(look.primaryInk).not.toBe('#f4b942');
    expect(look.primaryInk).toMatch(/^#[0-9a-f]{6}$/);
    expect(emailLook({ ...brand, web: undefined }, 'https://x.test').primary).toBe('#1a1a1a');
  });

  it("signs with the branch the email is about, else the brand's first", () => {
    expect(emailLook(brand, 'https://x.test', 12).address).toBe('Clapham, 118 Clapham High Street, London');
    expect(emailLook(brand, 'https://x.test').address).toBe('Shoreditch, 42 Curtain Road, London');
    expect(emailLook(brand, 'https://x.test').copyright).toBe('Copperleaf Bistro. All rights reserved.');
  });

  it('lays an email out with the logo, the colours and the footer, escaping what it is given', () => {
    const look = emailLook({ ...brand, name: 'Bistro <b>&</b>' }, 'https://shop.example.com', 11);
    const children = createElement(Paragraph, null, '<i>x</i>');
    const html = renderEmail(createElement(EmailLayout, { look, preview: 'Hi <there>', children }));
    expect(html.startsWith('<!DOCTYPE html')).toBe(true);
    expect(html).toContain('src="https://shop.example.com/brand-assets/bistro/logo.svg"');
    expect(html).toContain('alt="Bistro &lt;b&gt;&amp;&lt;/b&gt;"');
    expect(html).toContain('#f4b942');
    expect(html).toContain('42 Curtain Road, London');
    expect(html).toContain('&lt;i&gt;x&lt;/i&gt;');
    expect(html).not.toContain('<i>x</i>');
    expect(html).not.toContain('<b>&');
  });
});
