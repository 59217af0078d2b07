// Building blocks for the dish drawings (dishes.mjs): plates, boards, bowls, glasses, a burger stacker and a
// pizza, in the item illustration's frame (480×360, drawn around (240, 160); see svg.mjs `item`).

/** A repeatable sequence of numbers in [0, 1): the same seed scatters toppings the same way on every run. */
export function seeded(seed) {
  let s = seed % 2147483647 || 1;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

/** `n` points inside the ellipse (cx, cy, rx, ry), the same for the same seed. */
export function scatter(seed, n, cx, cy, rx, ry) {
  const next = seeded(seed);
  return Array.from({ length: n }, () => {
    const angle = next() * Math.PI * 2;
    const dist = Math.sqrt(next());
    return [Math.round(cx + Math.cos(angle) * rx * dist), Math.round(cy + Math.sin(angle) * ry * dist)];
  });
}

const f = (n) => Math.round(n * 10) / 10;

/** A round plate seen from above at an angle; the food sits around (240, 165). */
export function plate(food, { rim = '#ffffff', well = '#f4f1ec', edge = '#d6d3d1' } = {}) {
  return (
    `<ellipse cx="240" cy="182" rx="156" ry="86" fill="#000" opacity="0.07"/>` +
    `<ellipse cx="240" cy="172" rx="156" ry="86" fill="${rim}" stroke="${edge}" stroke-width="3"/>` +
    `<ellipse cx="240" cy="170" rx="118" ry="62" fill="${well}"/>${food}`
  );
}

/** A long serving board with a handle. */
export function board(food, wood = '#b7844f') {
  return (
    `<rect x="92" y="128" width="296" height="104" rx="20" fill="#000" opacity="0.07" transform="translate(0 8)"/>` +
    `<rect x="92" y="124" width="296" height="104" rx="20" fill="${wood}"/><rect x="378" y="160" width="52" height="30" rx="15" fill="${wood}"/>` +
    `<circle cx="414" cy="175" r="6" fill="#7c5a35"/><path d="M112 150h250M118 200h236" stroke="#9c6c3b" stroke-width="3" opacity="0.5"/>${food}`
  );
}

/** A dark slate, for plates served on stone. */
export function slate(food) {
  return `<path d="M96 130l288-14 14 104-300 12z" fill="#374151"/><path d="M96 130l288-14 14 104-300 12z" fill="none" stroke="#1f2937" stroke-width="4"/>${food}`;
}

/** A bowl seen from the side; `surface` is what fills it, `top` what floats on it. */
export function bowl(surface, top = '', { body = '#ffffff', rim = '#e7e5e4', wide = 1 } = {}) {
  const rx = 118 * wide;
  return (
    `<ellipse cx="240" cy="246" rx="${f(rx * 0.8)}" ry="16" fill="#000" opacity="0.08"/>` +
    `<path d="M${f(240 - rx)} 150a${f(rx)} 96 0 0 0 ${f(rx * 2)} 0z" fill="${body}" stroke="${rim}" stroke-width="3"/>` +
    `<ellipse cx="240" cy="150" rx="${f(rx)}" ry="30" fill="${rim}"/><ellipse cx="240" cy="152" rx="${f(rx - 12)}" ry="23" fill="${surface}"/>${top}`
  );
}

/** A straight glass or tumbler: the liquid's colour and height (0..1), with optional ice, straw and garnish. */
export function tumbler({
  liquid,
  level = 0.8,
  ice = false,
  straw = null,
  garnish = '',
  x = 240,
  w = 96,
  h = 170,
}) {
  const top = 245 - h;
  const lt = 245 - h * level;
  const inset = w * 0.12;
  return (
    `<ellipse cx="${x}" cy="250" rx="${f(w * 0.55)}" ry="10" fill="#000" opacity="0.08"/>` +
    `<path d="M${f(x - w / 2 + inset * (1 - level))} ${f(lt)}h${f(w - 2 * inset * (1 - level))}l${f(-inset * level)} ${f(h * level)}h${f(-(w - 2 * inset))}z" fill="${liquid}"/>` +
    (ice
      ? `<rect x="${x - 30}" y="${f(lt + 10)}" width="26" height="24" rx="5" fill="#ffffff" opacity="0.55" transform="rotate(-12 ${x - 17} ${f(lt + 22)})"/><rect x="${x + 4}" y="${f(lt + 26)}" width="24" height="22" rx="5" fill="#ffffff" opacity="0.5"/>`
      : '') +
    (straw
      ? `<path d="M${x + 14} ${f(lt + 40)}L${x + 34} ${top - 40}h18" stroke="${straw}" stroke-width="9" fill="none" stroke-linecap="round"/>`
      : '') +
    `<path d="M${x - w / 2} ${top}h${w}l${f(-inset)} ${h}h${f(-(w - 2 * inset))}z" fill="#ffffff" opacity="0.25" stroke="#94a3b8" stroke-width="3"/>${garnish}`
  );
}

/** A mug or cup with a saucer; `drink` is the colour at the top, `art` drawn on the drink's surface. */
export function cup({ drink, art = '', body = '#fafaf9', saucer = true }) {
  return (
    (saucer
      ? `<ellipse cx="240" cy="236" rx="130" ry="24" fill="#e7e5e4" stroke="#d6d3d1" stroke-width="3"/>`
      : '') +
    `<path d="M160 118h160v62a80 56 0 0 1-160 0z" fill="${body}" stroke="#a8a29e" stroke-width="4"/>` +
    `<path d="M320 136c44 0 44 54 0 54" fill="none" stroke="#a8a29e" stroke-width="9"/>` +
    `<ellipse cx="240" cy="118" rx="80" ry="16" fill="${body}" stroke="#a8a29e" stroke-width="4"/><ellipse cx="240" cy="119" rx="70" ry="12" fill="${drink}"/>${art}`
  );
}

/** A paper cone or pot of chips and the like: `fill` is drawn inside, poking out above the rim. */
export function cone(fill, colour = '#dc2626', stripe = '#ffffff') {
  return (
    `${fill}<path d="M170 128h140l-20 118h-100z" fill="${colour}"/>` +
    `<path d="M176 150h128" stroke="${stripe}" stroke-width="8"/><path d="M182 186h116" stroke="${stripe}" stroke-width="5" opacity="0.7"/>`
  );
}

/** Chips or fries standing up: `n` sticks of the given width and colour, fanned between x0 and x1. */
export function sticks({ n, width, colour, edge, x0 = 182, x1 = 298, top = 62, bottom = 150, seed = 1 }) {
  const next = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / Math.max(1, n - 1);
    const t = top + next() * 26;
    const tilt = (next() - 0.5) * 16;
    return `<rect x="${f(x - width / 2)}" y="${f(t)}" width="${width}" height="${f(bottom - t)}" rx="${f(width / 4)}" fill="${colour}" stroke="${edge}" stroke-width="2" transform="rotate(${f(tilt)} ${f(x)} ${bottom})"/>`;
  }).join('');
}

// ---- Burgers --------------------------------------------------------------------------------------------
// A burger is a stack of layers from the bottom bun up; each layer knows its height and how to draw itself
// between x0 and x1 with its top at y.

const wavy = (x0, x1, y, amp, n) => {
  const step = (x1 - x0) / n;
  let d = `M${x0} ${y}`;
  for (let i = 0; i < n; i++) d += `q${f(step / 2)} ${i % 2 ? amp : -amp} ${f(step)} 0`;
  return d;
};

export const layer = {
  bun: (colour = '#d99a4e') => ({
    h: 30,
    draw: (y, x0, x1) =>
      `<path d="M${x0} ${y}h${x1 - x0}v12a18 18 0 0 1-18 18h${-(x1 - x0 - 36)}a18 18 0 0 1-18-18z" fill="${colour}"/>`,
  }),
  patty: (colour = '#6b3a1f', h = 26) => ({
    h,
    draw: (y, x0, x1) =>
      `<rect x="${x0 - 6}" y="${y}" width="${x1 - x0 + 12}" height="${h}" rx="${h / 2}" fill="${colour}"/>` +
      `<path d="M${x0 + 10} ${y + h * 0.4}h30M${x0 + 70} ${y + h * 0.6}h40M${x1 - 50} ${y + h * 0.35}h26" stroke="#000" stroke-width="3" opacity="0.18" stroke-linecap="round"/>`,
  }),
  cheese: (colour = '#f6b93b') => ({
    h: 8,
    draw: (y, x0, x1) =>
      `<path d="M${x0 - 8} ${y}h${x1 - x0 + 16}v8h-20l-10 16-10-16h${-(x1 - x0 - 60)}l-12 14-8-14h-16z" fill="${colour}"/>`,
  }),
  lettuce: (colour = '#6abf4b') => ({
    h: 12,
    draw: (y, x0, x1) => `<path d="${wavy(x0 - 12, x1 + 12, y + 6, 7, 10)}v8H${x0 - 12}z" fill="${colour}"/>`,
  }),
  tomato: () => ({
    h: 11,
    draw: (y, x0, x1) =>
      `<rect x="${x0 + 4}" y="${y}" width="${(x1 - x0) / 2 - 6}" height="11" rx="5" fill="#e63946"/><rect x="${(x0 + x1) / 2 + 2}" y="${y}" width="${(x1 - x0) / 2 - 6}" height="11" rx="5" fill="#d62839"/>`,
  }),
  bacon: () => ({
    h: 12,
    draw: (y, x0, x1) =>
      `<path d="${wavy(x0 - 16, x1 + 10, y + 4, 5, 8)}" stroke="#9d2a1c" stroke-width="9" fill="none"/><path d="${wavy(x0 - 16, x1 + 10, y + 4, 5, 8)}" stroke="#f4a78f" stroke-width="2.5" fill="none"/>`,
  }),
  onionRings: () => ({
    h: 22,
    draw: (y, x0, x1) =>
      [0, 1, 2]
        .map((i) => {
          const cx = x0 + 28 + (i * (x1 - x0 - 56)) / 2;
          return `<ellipse cx="${f(cx)}" cy="${y + 11}" rx="30" ry="11" fill="none" stroke="#e0a33a" stroke-width="9"/>`;
        })
        .join(''),
  }),
  avocado: () => ({
    h: 13,
    draw: (y, x0, x1) =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${f(x0 + 22 + (i * (x1 - x0 - 44)) / 3)}" cy="${y + 7}" rx="26" ry="8" fill="#9ccc65" stroke="#33691e" stroke-width="3"/>`,
        )
        .join(''),
  }),
  friedChicken: () => ({
    h: 36,
    draw: (y, x0, x1) =>
      `<path d="M${x0 - 14} ${y + 18}q0-18 22-18${[...Array(6)].map(() => 'q12-8 24 0').join('')}q22 0 22 18q0 18-22 18${[...Array(6)].map(() => 'q-12 8-24 0').join('')}q-22 0-22-18z" fill="#d9892b"/>` +
      `<circle cx="${x0 + 30}" cy="${y + 14}" r="4" fill="#f2c078"/><circle cx="${x0 + 90}" cy="${y + 22}" r="4" fill="#f2c078"/><circle cx="${x1 - 30}" cy="${y + 12}" r="4" fill="#f2c078"/>`,
  }),
  grilledChicken: () => ({
    h: 22,
    draw: (y, x0, x1) =>
      `<rect x="${x0 - 8}" y="${y}" width="${x1 - x0 + 16}" height="22" rx="11" fill="#e3b778"/>` +
      `<path d="M${x0 + 20} ${y + 2}l-10 18M${x0 + 60} ${y + 2}l-10 18M${x0 + 100} ${y + 2}l-10 18M${x0 + 140} ${y + 2}l-10 18" stroke="#7a4b1c" stroke-width="5"/>`,
  }),
  halloumi: () => ({
    h: 20,
    draw: (y, x0, x1) =>
      `<rect x="${x0 - 4}" y="${y}" width="${x1 - x0 + 8}" height="20" rx="4" fill="#f5efdc" stroke="#d9cba3" stroke-width="2"/>` +
      `<path d="M${x0 + 24} ${y + 1}l-12 18M${x0 + 64} ${y + 1}l-12 18M${x0 + 104} ${y + 1}l-12 18M${x0 + 144} ${y + 1}l-12 18" stroke="#8a6a3b" stroke-width="4"/>`,
  }),
  pepper: () => ({
    h: 10,
    draw: (y, x0, x1) =>
      `<path d="${wavy(x0 - 6, x1 + 6, y + 5, 6, 6)}" stroke="#c0262d" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  }),
  rocket: () => ({
    h: 10,
    draw: (y, x0, x1) =>
      `<path d="M${x0 - 14} ${y + 10}${[...Array(10)].map((_, i) => `l${f((x1 - x0 + 28) / 20)} ${i % 2 ? 10 : -12}l${f((x1 - x0 + 28) / 20)} ${i % 2 ? -10 : 12}`).join('')}z" fill="#3f7d2c"/>`,
  }),
  pickles: () => ({
    h: 8,
    draw: (y, x0, x1) =>
      [0.2, 0.5, 0.8]
        .map(
          (t) =>
            `<ellipse cx="${f(x0 + (x1 - x0) * t)}" cy="${y + 4}" rx="16" ry="5" fill="#8fb339" stroke="#55751d" stroke-width="2"/>`,
        )
        .join(''),
  }),
  slaw: () => ({
    h: 14,
    draw: (y, x0, x1) =>
      `<path d="${wavy(x0 - 10, x1 + 10, y + 7, 5, 12)}v7H${x0 - 10}z" fill="#f4f1e6"/>` +
      `<path d="M${x0 + 10} ${y + 6}h14M${x0 + 60} ${y + 9}h12M${x1 - 40} ${y + 7}h14" stroke="#7b2d8b" stroke-width="3"/><path d="M${x0 + 36} ${y + 8}h12M${x1 - 70} ${y + 6}h10" stroke="#f08a24" stroke-width="3"/>`,
  }),
  sauce: (colour) => ({
    h: 6,
    draw: (y, x0, x1) =>
      `<path d="M${x0 - 6} ${y}h${x1 - x0 + 12}v4q-10 10-18 0h-40q-6 8-12 0H${x0 - 6}z" fill="${colour}"/>`,
  }),
  truffle: () => ({
    h: 6,
    draw: (y, x0, x1) =>
      `<path d="M${x0 - 4} ${y}h${x1 - x0 + 8}v6H${x0 - 4}z" fill="#efe3c2"/>` +
      [0.15, 0.35, 0.55, 0.75, 0.9]
        .map((t) => `<circle cx="${f(x0 + (x1 - x0) * t)}" cy="${y + 3}" r="3" fill="#2b2118"/>`)
        .join(''),
  }),
};

/** The domed top of a bun, with or without seeds. */
function bunTop(y, x0, x1, colour, seeds, seedColour) {
  const w = x1 - x0 + 8;
  const dots = seeds
    ? [0.25, 0.42, 0.58, 0.75, 0.34, 0.66]
        .map(
          (t, i) =>
            `<ellipse cx="${f(x0 - 4 + w * t)}" cy="${f(y - (i < 4 ? 44 : 28))}" rx="4" ry="2.5" fill="${seedColour}"/>`,
        )
        .join('')
    : '';
  return `<path d="M${x0 - 4} ${y}a${f(w / 2)} 66 0 0 1 ${w} 0z" fill="${colour}"/><path d="M${x0 + 20} ${y - 40}q40-22 80-16" stroke="#fff" stroke-width="6" opacity="0.25" fill="none" stroke-linecap="round"/>${dots}`;
}

/**
 * A burger: `layers` from the bottom bun up (see `layer`), under a domed top. A tall stack is scaled down to
 * fit the frame; `skewer` pins it with a cocktail stick.
 */
export function burger(
  layers,
  { top = '#d99a4e', seeds = true, seedColour = '#fff3d6', width = 180, skewer = false } = {},
) {
  const x0 = 240 - width / 2;
  const x1 = 240 + width / 2;
  let y = 262;
  let out = `<ellipse cx="240" cy="266" rx="${width / 2 + 30}" ry="12" fill="#000" opacity="0.08"/>`;
  for (const l of layers) {
    y -= l.h;
    out += l.draw(y, x0, x1);
  }
  out += bunTop(y, x0, x1, top, seeds, seedColour);
  if (skewer)
    out += `<path d="M240 ${y - 60}v-46" stroke="#c8a165" stroke-width="5"/><path d="M240 ${y - 106}l22 8-22 8z" fill="#dc2626"/>`;
  const height = 262 - (y - 66 - (skewer ? 50 : 0));
  if (height <= 250) return out;
  const s = f(250 / height);
  return `<g transform="translate(${f(240 - 240 * s)} ${f(266 - 266 * s)}) scale(${s})">${out}</g>`;
}

// ---- Pizzas ---------------------------------------------------------------------------------------------

/** A pizza seen from above: crust, sauce, cheese and the toppings drawn over it; `cut` marks slices. */
export function pizza({
  sauce = '#c8402f',
  cheese = '#f6dc98',
  toppings = '',
  crust = '#e0a458',
  cut = true,
  r = 110,
  cx = 240,
  cy = 165,
}) {
  const lines = cut
    ? `<path d="M${cx} ${cy - r}V${cy + r}M${cx - r} ${cy}H${cx + r}M${f(cx - r * 0.7)} ${f(cy - r * 0.7)}L${f(cx + r * 0.7)} ${f(cy + r * 0.7)}M${f(cx + r * 0.7)} ${f(cy - r * 0.7)}L${f(cx - r * 0.7)} ${f(cy + r * 0.7)}" stroke="${crust}" stroke-width="2.5" opacity="0.8"/>`
    : '';
  return (
    `<circle cx="${cx}" cy="${cy + 8}" r="${r + 4}" fill="#000" opacity="0.08"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${crust}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.84)}" fill="${sauce}"/>` +
    (cheese ? `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.78)}" fill="${cheese}" opacity="0.8"/>` : '') +
    toppings +
    lines
  );
}

/** Blobs of a topping scattered over a pizza of radius r at (cx, cy). */
export function dots(seed, n, { r = 12, fill, stroke = 'none', spread = 78, cx = 240, cy = 165, ry = null }) {
  return scatter(seed, n, cx, cy, spread, spread)
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry ?? r}" fill="${fill}" stroke="${stroke}" stroke-width="2"/>`,
    )
    .join('');
}

/** Small leaves (basil, coriander, mint) scattered around (cx, cy). */
export function leaves(
  seed,
  n,
  { colour = '#2f7d32', size = 10, spread = 70, cx = 240, cy = 165, sy = null } = {},
) {
  const next = seeded(seed + 7);
  return scatter(seed, n, cx, cy, spread, sy ?? spread)
    .map(([x, y]) => {
      const a = Math.round(next() * 180);
      return `<path d="M${x - size} ${y}q${size} ${-size} ${size * 2} 0q${-size} ${size} ${-size * 2} 0z" fill="${colour}" transform="rotate(${a} ${x} ${y})"/>`;
    })
    .join('');
}

/** A lemon wedge at (x, y). */
export const lemon = (x, y, rot = 0) =>
  `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x - 26} ${y}a26 22 0 0 0 52 0z" fill="#fde047" stroke="#eab308" stroke-width="3"/><path d="M${x - 18} ${y + 4}h36M${x} ${y}v16" stroke="#fef9c3" stroke-width="3"/></g>`;

/** A small pot of dip or sauce at (x, y). */
export const dip = (x, y, colour, rim = '#e7e5e4') =>
  `<ellipse cx="${x}" cy="${y + 6}" rx="30" ry="13" fill="#000" opacity="0.08"/><path d="M${x - 28} ${y - 8}v12a28 12 0 0 0 56 0v-12z" fill="${rim}"/><ellipse cx="${x}" cy="${y - 8}" rx="28" ry="11" fill="${rim}"/><ellipse cx="${x}" cy="${y - 8}" rx="22" ry="8" fill="${colour}"/>`;
