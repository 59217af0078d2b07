// Small, dependency-free SVG drawings for the demo brands: logos, banners, tiles, icons and item
// illustrations. Everything is flat shapes and system fonts so the files stay a few hundred bytes each.

const SANS = "'Segoe UI', Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

/** Escapes text for use inside SVG markup. */
export function esc(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

/** Mixes two hex colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a, b, t) {
  const [ra, ga, ba] = hexToRgb(a);
  const [rb, gb, bb] = hexToRgb(b);
  const ch = (x, y) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(ra, rb)}${ch(ga, gb)}${ch(ba, bb)}`;
}

/** WCAG contrast ratio between two hex colours. */
export function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, b2] = hexToRgb(hex).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function svg(width, height, label, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>${body}</svg>\n`
  );
}

/** Wraps a headline into at most two lines of roughly `max` characters. */
function wrap(text, max) {
  if (text.length <= max) return [text];
  const words = text.split(' ');
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= max)
    first = (first + ' ' + words.shift()).trim();
  return [first, words.join(' ')];
}

/** The brand logo: a round emblem with the initial and the brand name beside it. */
export function logo({ name, primary, secondary, serif = false }) {
  const font = serif ? SERIF : SANS;
  const width = Math.max(260, 110 + name.length * 17);
  return svg(
    width,
    96,
    `${name} logo`,
    `<circle cx="48" cy="48" r="38" fill="${primary}"/><circle cx="48" cy="48" r="30" fill="none" stroke="${secondary}" stroke-width="3"/>` +
      `<text x="48" y="60" text-anchor="middle" font-family="${font}" font-size="34" font-weight="700" fill="#fff">${esc(name[0])}</text>` +
      `<text x="100" y="60" font-family="${font}" font-size="30" font-weight="700" fill="${primary}">${esc(name)}</text>`,
  );
}

/** A square favicon with the brand's initial. */
export function favicon({ name, primary, secondary }) {
  return svg(
    64,
    64,
    name,
    `<rect width="64" height="64" rx="14" fill="${primary}"/><rect x="8" y="50" width="48" height="5" rx="2.5" fill="${secondary}"/>` +
      `<text x="32" y="42" text-anchor="middle" font-family="${SANS}" font-size="34" font-weight="700" fill="#fff">${esc(name[0])}</text>`,
  );
}

/**
 * A header banner, desktop (1600×320) or mobile (780×240): artwork only. The page prints its own heading under
 * it, and the app shows it as a strip cropped to fit (`object-fit: cover`), so words drawn here would repeat the
 * heading and be cut. `glyphs` are drawings (see glyphs.mjs) set in soft circles towards the right.
 */
export function banner({ headline, primary, secondary, glyphs = [], mobile = false }) {
  const w = mobile ? 780 : 1600;
  const h = mobile ? 240 : 320;
  const r = mobile ? 88 : 92;
  const shown = glyphs.slice(0, mobile ? 2 : 3);
  const step = r * (mobile ? 2.3 : 2.6);
  const drawings = shown
    .map((glyph, i) => {
      const cx = w - (mobile ? 110 : 210) - (shown.length - 1 - i) * step;
      const cy = h / 2 + (i % 2 ? 10 : -10);
      const scale = (r * 1.55) / 240;
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${secondary}" opacity="0.28"/>` +
        `<g transform="translate(${cx - 240 * scale} ${cy - 165 * scale}) scale(${scale.toFixed(3)})">${glyph}</g>`
      );
    })
    .join('');
  const dots = Array.from({ length: mobile ? 6 : 12 }, (_, i) => {
    const x = 40 + i * (mobile ? 70 : 80);
    return `<circle cx="${x}" cy="${h - 28 - (i % 3) * 14}" r="${4 + (i % 2) * 2}" fill="#ffffff" opacity="0.1"/>`;
  }).join('');
  return svg(
    w,
    h,
    headline,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${mix(primary, '#000000', 0.35)}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${mobile ? 60 : 160}" cy="${mobile ? -20 : -40}" r="${mobile ? 130 : 210}" fill="${secondary}" opacity="0.16"/>` +
      `<circle cx="${w * 0.45}" cy="${h + 30}" r="${mobile ? 90 : 150}" fill="#ffffff" opacity="0.06"/>` +
      dots +
      drawings,
  );
}

/** A home-page campaign tile (600×400). */
export function tile({ title, primary, secondary, glyph = '' }) {
  const lines = wrap(title, 18);
  const text = lines
    .map(
      (l, i) =>
        `<text x="40" y="${300 + i * 44 - (lines.length - 1) * 44}" font-family="${SANS}" font-size="40" font-weight="700" fill="#fff">${esc(l)}</text>`,
    )
    .join('');
  return svg(
    600,
    400,
    title,
    `<rect width="600" height="400" rx="24" fill="${primary}"/><circle cx="480" cy="110" r="150" fill="${secondary}" opacity="0.3"/>` +
      `<g transform="translate(300 15) scale(0.6)">${glyph}</g>${text}` +
      `<rect x="40" y="330" width="80" height="6" rx="3" fill="${secondary}"/>`,
  );
}

/** An allergen icon: a coloured ring with a short abbreviation. */
export function allergenIcon({ title, abbr, colour }) {
  return svg(
    48,
    48,
    title,
    `<circle cx="24" cy="24" r="22" fill="${colour}"/><circle cx="24" cy="24" r="18" fill="none" stroke="#fff" stroke-width="2"/>` +
      `<text x="24" y="30" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="700" fill="#fff">${esc(abbr)}</text>`,
  );
}

const ICON_PATHS = {
  home: '<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h10"/>',
  reservation: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  rewards: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z"/>',
  shop: '<path d="M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2"/>',
  heart: '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>',
  car: '<path d="M3 16v-4l2-5h14l2 5v4zM3 16v2h3v-2M18 16v2h3v-2"/><circle cx="7" cy="13" r="1"/><circle cx="17" cy="13" r="1"/>',
  store: '<path d="M4 9l1-5h14l1 5M4 9v11h16V9M4 9h16M9 20v-6h6v6"/>',
  delivery:
    '<path d="M3 7h11v9H3zM14 10h4l3 3v3h-7"/><circle cx="7" cy="18" r="2"/><circle cx="17" cy="18" r="2"/>',
  collection: '<path d="M6 8h12l-1 12H7zM9 8a3 3 0 0 1 6 0"/>',
  'eat-in': '<path d="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M16 3c-2 2-2 6 0 8v10"/>',
};

/** A 24×24 line icon (bottom menu, delivery types). */
export function icon(name, colour = '#1f2937') {
  return svg(
    24,
    24,
    name,
    `<g fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${ICON_PATHS[name]}</g>`,
  );
}

/** A partner or credit badge. */
export function badge({ text, primary }) {
  return svg(
    220,
    60,
    text,
    `<rect width="220" height="60" rx="12" fill="${primary}"/><text x="110" y="38" text-anchor="middle" font-family="${SANS}" font-size="20" font-weight="700" fill="#fff">${esc(text)}</text>`,
  );
}

/**
 * An item illustration (480×360): a tinted card and a drawing, no words (the card prints the item's name; words
 * in a picture are unreadable at card size and lost to screen readers).
 */
export function item({ label, glyph, tint }) {
  return svg(
    480,
    360,
    label,
    `<rect width="480" height="360" fill="${tint}"/><circle cx="240" cy="180" r="132" fill="#ffffff" opacity="0.55"/>` +
      `<g transform="translate(0 20)">${glyph}</g>`,
  );
}

/**
 * An illustration for a welcome or login panel (640×420): artwork only, as the dialog or page beside it prints
 * its own heading.
 */
export function panel({ headline, primary, secondary, glyph = '' }) {
  return svg(
    640,
    420,
    headline,
    `<rect width="640" height="420" fill="${mix(primary, '#ffffff', 0.88)}"/><circle cx="320" cy="210" r="150" fill="${secondary}" opacity="0.35"/>` +
      `<g transform="translate(32 20) scale(1.2)">${glyph}</g>`,
  );
}
