// One drawing per bistro dish, keyed by the dish's title: a card, a basket line and a meal-deal choice show the
// dish itself, never its category's picture. Parts are in dish-parts.mjs; the frame is svg.mjs `item`.
import {
  board,
  bowl,
  burger,
  cone,
  cup,
  dip,
  dots,
  layer as L,
  leaves,
  lemon,
  pizza,
  plate,
  scatter,
  slate,
  sticks,
  tumbler,
} from './dish-parts.mjs';

const chips = (seed, x0 = 160, x1 = 250, y = 150) =>
  Array.from({ length: 7 }, (_, i) => {
    const x = x0 + ((x1 - x0) * i) / 6;
    const yy = y + (i % 3) * 10;
    return `<rect x="${x}" y="${yy}" width="14" height="52" rx="4" fill="#f4c95d" stroke="#d4a23a" stroke-width="2" transform="rotate(${(i % 2 ? 1 : -1) * (60 + seed * 3)} ${x + 7} ${yy + 26})"/>`;
  }).join('');

const brownie = (x, y, w = 120, top = '#4a2511') =>
  `<path d="M${x} ${y}l${w} -10 18 16v58l-${w} 12-18-16z" fill="#3b1d0d"/><path d="M${x} ${y}l${w} -10 18 16-${w} 10z" fill="${top}"/>` +
  `<path d="M${x + 20} ${y + 2}l30-3M${x + 70} ${y - 4}l24-2" stroke="#6b3a1f" stroke-width="4"/>`;

const scoop = (x, y, colour = '#fdf6e3', r = 30) =>
  `<path d="M${x - r} ${y}a${r} ${r} 0 0 1 ${2 * r} 0q-8 8-15 0t-15 0t-15 0t-15 0z" fill="${colour}" stroke="#d6c7a1" stroke-width="3"/><circle cx="${x - r / 3}" cy="${y - r / 2}" r="3" fill="#1c1917" opacity="0.5"/>`;

const can = (body, band, ring = '#d1d5db') =>
  `<ellipse cx="240" cy="252" rx="52" ry="10" fill="#000" opacity="0.08"/><rect x="190" y="68" width="100" height="182" rx="16" fill="${body}"/>` +
  `<ellipse cx="240" cy="70" rx="50" ry="10" fill="${ring}"/><ellipse cx="240" cy="70" rx="14" ry="4" fill="#9ca3af"/>` +
  band +
  `<rect x="204" y="86" width="10" height="150" rx="5" fill="#ffffff" opacity="0.25"/>`;

/** The bistro's dishes by title. */
export const DISHES = {
  // ---- Starters ----
  'Garlic Bread': board(
    [0, 1, 2, 3]
      .map((i) => {
        const x = 130 + i * 58;
        return `<path d="M${x} 210q-6-60 28-70 40-6 40 24l-8 46z" fill="#e4b26a" stroke="#a8702e" stroke-width="5"/><path d="M${x + 10} 200q0-40 22-46 24-2 24 18l-4 28z" fill="#fbe7b5"/>`;
      })
      .join('') + leaves(3, 14, { colour: '#3f7d2c', size: 4, cx: 240, cy: 182, spread: 110, sy: 22 }),
  ),
  'Sticky Chicken Wings': plate(
    [
      [190, 160, -25],
      [250, 150, 15],
      [300, 172, -10],
      [215, 192, 20],
      [270, 196, -5],
    ]
      .map(
        ([x, y, a]) =>
          `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="34" ry="17" fill="#8a3b12"/><ellipse cx="${x - 6}" cy="${y - 5}" rx="14" ry="5" fill="#c8642a" opacity="0.8"/><circle cx="${x + 30}" cy="${y}" r="8" fill="#f3e2c7"/></g>`,
      )
      .join('') +
      dots(5, 16, { r: 2.5, fill: '#fdf6e3', cx: 250, cy: 175, spread: 60 }) +
      leaves(9, 6, { colour: '#4d7c0f', size: 6, cx: 245, cy: 170, spread: 50 }),
  ),
  'Halloumi Fries': slate(
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const x = 140 + i * 36;
        return `<g transform="rotate(${i % 2 ? 8 : -6} ${x} 170)"><rect x="${x}" y="140" width="30" height="64" rx="6" fill="#f1d28a" stroke="#b7862d" stroke-width="3"/><path d="M${x + 4} 160l22-8M${x + 4} 182l22-8" stroke="#8a5a1c" stroke-width="3"/></g>`;
      })
      .join('') +
      dots(12, 14, { r: 5, fill: '#be123c', cx: 240, cy: 172, spread: 110, ry: 4 }) +
      leaves(4, 5, { colour: '#16a34a', size: 8, cx: 240, cy: 160, spread: 100, sy: 30 }) +
      `<path d="M150 132q90 20 180-6" stroke="#f59e0b" stroke-width="4" fill="none" opacity="0.8"/>`,
  ),
  'Salt & Pepper Calamari': plate(
    scatter(21, 8, 215, 165, 60, 30)
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="22" ry="14" fill="none" stroke="#e3b566" stroke-width="10"/>`,
      )
      .join('') +
      dots(22, 18, { r: 1.8, fill: '#1c1917', cx: 220, cy: 165, spread: 70 }) +
      lemon(305, 150, -20) +
      dip(300, 200, '#fef3c7'),
  ),
  'Soup of the Day': bowl(
    '#e07a2f',
    `<path d="M205 150q20-14 40 0t40 0" stroke="#fff7ed" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      leaves(31, 4, { colour: '#15803d', size: 6, cx: 240, cy: 150, spread: 60, sy: 10 }) +
      `<path d="M320 118l70-30 18 30-72 30z" fill="#d4a36a" stroke="#9a6a34" stroke-width="4"/><path d="M330 120l58-24" stroke="#f6e2b8" stroke-width="10"/>`,
    { body: '#f5f5f4' },
  ),
  'Burrata & Heritage Tomatoes': plate(
    [
      [175, 170, '#dc2626'],
      [300, 168, '#f59e0b'],
      [200, 200, '#65a30d'],
      [285, 200, '#b91c1c'],
      [240, 130, '#ea580c'],
    ]
      .map(
        ([x, y, c]) =>
          `<circle cx="${x}" cy="${y}" r="20" fill="${c}"/><path d="M${x - 12} ${y}h24M${x} ${y - 12}v24" stroke="#fff" stroke-width="2" opacity="0.5"/>`,
      )
      .join('') +
      `<circle cx="240" cy="168" r="40" fill="#fbfaf5" stroke="#e7e5e4" stroke-width="3"/><path d="M224 160q16 20 34 4" stroke="#f5f0e1" stroke-width="8" fill="none"/>` +
      dots(41, 10, { r: 4, fill: '#4d7c0f', cx: 240, cy: 170, spread: 90 }) +
      leaves(42, 4, { colour: '#15803d', size: 10, cx: 240, cy: 165, spread: 80 }),
    { well: '#f7f3ea' },
  ),
  'Prawn Cocktail':
    `<ellipse cx="240" cy="256" rx="60" ry="10" fill="#000" opacity="0.08"/><path d="M236 170h8v76h-8z" fill="#cbd5e1"/><ellipse cx="240" cy="248" rx="52" ry="10" fill="#e2e8f0"/>` +
    `<path d="M140 100h200a100 80 0 0 1-200 0z" fill="#e0f2fe" opacity="0.7" stroke="#94a3b8" stroke-width="3"/>` +
    `<path d="M150 104q20-30 40 0q20-30 40 0q20-30 40 0q20-30 40 0q20-30 40 0" fill="#65a30d"/>` +
    [
      [190, 96],
      [240, 86],
      [290, 96],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 24} ${y}a24 22 0 1 1 24 22" stroke="#f9a8a8" stroke-width="13" fill="none" stroke-linecap="round"/><path d="M${x - 24} ${y}a24 22 0 1 1 24 22" stroke="#fb7185" stroke-width="3" fill="none" stroke-dasharray="4 6"/>`,
      )
      .join('') +
    `<path d="M175 126q65 24 130 0" stroke="#fda4af" stroke-width="10" fill="none"/>` +
    lemon(330, 92, 30),

  // ---- Burgers ----
  'Classic Smash Burger': burger(
    [
      L.bun(),
      L.patty('#5b2e14', 16),
      L.cheese('#fbbf24'),
      L.patty('#5b2e14', 16),
      L.cheese('#fbbf24'),
      L.pickles(),
      L.sauce('#f4a261'),
    ],
    {},
  ),
  'Double Bacon Cheeseburger': burger(
    [
      L.bun(),
      L.lettuce(),
      L.patty('#4a2511', 28),
      L.cheese('#e67e22'),
      L.patty('#4a2511', 28),
      L.cheese('#e67e22'),
      L.bacon(),
      L.sauce('#b45309'),
    ],
    { top: '#c98a3f' },
  ),
  'Monster Tower Burger': burger(
    [
      L.bun(),
      L.patty(),
      L.cheese('#f6b93b'),
      L.onionRings(),
      L.patty(),
      L.cheese('#fff1b8'),
      L.patty(),
      L.cheese('#e67e22'),
      L.onionRings(),
      L.patty(),
      L.cheese('#facc15'),
    ],
    { skewer: true, width: 170 },
  ),
  'Wagyu Truffle Burger': burger(
    [L.bun('#7a4a23'), L.rocket(), L.patty('#3a1c0d', 34), L.cheese('#f3e3a1'), L.truffle()],
    {
      top: '#8a5426',
      seeds: false,
    },
  ),
  'Buttermilk Fried Chicken Burger': burger(
    [L.bun(), L.pickles(), L.friedChicken(), L.sauce('#f59e0b'), L.slaw()],
    {
      seedColour: '#fde68a',
    },
  ),
  'Grilled Chicken & Avocado Burger': burger(
    [L.bun('#c9a06b'), L.lettuce('#84cc16'), L.grilledChicken(), L.avocado(), L.tomato()],
    {
      top: '#c9a06b',
      seedColour: '#4b5563',
    },
  ),
  'Copperleaf Plant Burger': burger(
    [
      L.bun('#b98552'),
      L.lettuce('#4d7c0f'),
      L.patty('#6d4c2f', 28),
      L.cheese('#fde68a'),
      L.sauce('#dc2626'),
      L.tomato(),
    ],
    {
      top: '#a8743f',
      seedColour: '#84cc16',
    },
  ),
  'Halloumi & Roast Pepper Burger': burger(
    [L.bun(), L.rocket(), L.halloumi(), L.pepper(), L.sauce('#ef4444')],
    {
      top: '#e2a55a',
      seedColour: '#1f2937',
    },
  ),

  // ---- Pizzas ----
  Margherita: pizza({
    cheese: null,
    toppings:
      dots(61, 7, { r: 18, fill: '#fffbeb', spread: 70 }) +
      leaves(62, 6, { colour: '#2f7d32', size: 13, spread: 66 }),
  }),
  Pepperoni: pizza({
    toppings:
      dots(71, 14, { r: 15, fill: '#b91c1c', stroke: '#7f1d1d', spread: 74 }) +
      dots(72, 10, { r: 3, fill: '#7f1d1d', spread: 74 }),
  }),
  'Quattro Formaggi': pizza({
    sauce: '#fbf3d5',
    cheese: '#fde68a',
    toppings:
      dots(81, 5, { r: 16, fill: '#ffffff', spread: 70 }) +
      dots(82, 5, { r: 13, fill: '#93c5fd', stroke: '#3b82f6', spread: 70 }) +
      dots(83, 5, { r: 10, fill: '#fbbf24', spread: 70 }) +
      dots(84, 4, { r: 14, fill: '#fef9c3', stroke: '#e7e5e4', spread: 70 }),
  }),
  'BBQ Chicken': pizza({
    sauce: '#7c2d12',
    toppings:
      dots(91, 9, { r: 12, fill: '#e7c08a', stroke: '#a16207', spread: 70, ry: 8 }) +
      scatter(92, 6, 240, 165, 70, 70)
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="none" stroke="#a21caf" stroke-width="4"/>`)
        .join('') +
      leaves(93, 10, { colour: '#16a34a', size: 6, spread: 72 }),
  }),
  'Nduja & Hot Honey': pizza({
    toppings:
      dots(101, 8, { r: 14, fill: '#dc2626', stroke: '#991b1b', spread: 70, ry: 10 }) +
      leaves(102, 12, { colour: '#3f7d2c', size: 9, spread: 70 }) +
      `<path d="M170 120l40 30-30 20 50 20-20 20 60 10" stroke="#f59e0b" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  }),
  'Build Your Own Pizza':
    pizza({
      sauce: '#c8402f',
      cheese: null,
      cut: false,
      r: 92,
      cx: 215,
      toppings: `<path d="M215 165m-56 0a56 56 0 1 0 112 0" stroke="#f6dc98" stroke-width="14" fill="none" opacity="0.9"/>`,
    }) +
    `<circle cx="350" cy="110" r="26" fill="#fef3c7" stroke="#d6d3d1" stroke-width="3"/><circle cx="342" cy="104" r="7" fill="#b91c1c"/><circle cx="358" cy="116" r="7" fill="#b91c1c"/>` +
    `<circle cx="365" cy="185" r="26" fill="#fef3c7" stroke="#d6d3d1" stroke-width="3"/><path d="M352 188a10 8 0 0 1 20 0zM360 188v8" fill="#a16207" stroke="#a16207" stroke-width="3"/>` +
    `<circle cx="340" cy="250" r="24" fill="#fef3c7" stroke="#d6d3d1" stroke-width="3"/><circle cx="334" cy="248" r="6" fill="#1f2937"/><circle cx="348" cy="254" r="6" fill="#1f2937"/>`,

  // ---- Mains ----
  'Beer-battered Fish & Chips': plate(
    chips(0, 250, 320, 130) +
      `<path d="M150 180q20-50 100-40 30 4 30 30-10 30-60 34-60 6-70-24z" fill="#d89a3a" stroke="#a86b1f" stroke-width="4"/><path d="M170 168q30-16 80-12" stroke="#f4c56c" stroke-width="6" fill="none"/>` +
      lemon(175, 215, 10) +
      dots(111, 9, { r: 5, fill: '#65a30d', cx: 300, cy: 205, spread: 22 }),
  ),
  '8oz Sirloin Steak Frites': slate(
    `<path d="M150 170q0-40 70-40 60 0 66 36 2 34-64 38-72 2-72-34z" fill="#7f2d13"/><path d="M168 150l40 40M198 142l40 40M232 140l38 38" stroke="#3b1207" stroke-width="6"/>` +
      sticks({
        n: 9,
        width: 8,
        colour: '#f6cf6a',
        edge: '#d4a23a',
        x0: 290,
        x1: 360,
        top: 110,
        bottom: 200,
        seed: 3,
      }) +
      leaves(121, 8, { colour: '#4d7c0f', size: 8, cx: 205, cy: 210, spread: 40, sy: 10 }),
  ),
  'Sunday Roast Beef': plate(
    `<path d="M160 160q40-30 90-6l-6 34q-50-20-80 4z" fill="#b4533a"/><path d="M170 176q40-26 84-4l-4 28q-44-18-76 4z" fill="#c96a4e" stroke="#8b2e1b" stroke-width="3"/>` +
      `<path d="M262 126q32-14 56 6 6 34-28 40-34-6-28-46z" fill="#d99a3e"/><ellipse cx="290" cy="140" rx="18" ry="8" fill="#8a4b12" opacity="0.7"/>` +
      [
        [300, 196],
        [262, 204],
        [330, 170],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="20" ry="15" fill="#e8b04b" stroke="#b7791f" stroke-width="3"/>`,
        )
        .join('') +
      `<path d="M180 214l40-6M186 222l36-4" stroke="#f97316" stroke-width="8" stroke-linecap="round"/><path d="M150 190q60 30 130 10" stroke="#5a2d0c" stroke-width="8" fill="none" opacity="0.7"/>`,
  ),
  'Chicken Tikka Masala': bowl(
    '#d9531e',
    dots(131, 7, { r: 10, fill: '#f4a261', stroke: '#b45309', cx: 230, cy: 150, spread: 70, ry: 6 }) +
      leaves(132, 5, { colour: '#15803d', size: 6, cx: 240, cy: 150, spread: 70, sy: 10 }) +
      `<path d="M150 148q40-14 60 0" stroke="#fff7ed" stroke-width="6" fill="none"/>` +
      `<ellipse cx="368" cy="210" rx="46" ry="26" fill="#fffbeb" stroke="#e7e5e4" stroke-width="3"/><path d="M344 204l8 6M360 214l8-4M378 204l10 6" stroke="#facc15" stroke-width="3"/>`,
    { body: '#1e3a5f', rim: '#27496d' },
  ),
  'Wild Mushroom Risotto': bowl(
    '#f3dc9b',
    [
      [200, 146],
      [248, 140],
      [285, 152],
      [228, 160],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x - 16} ${y}a16 11 0 0 1 32 0z" fill="#8b5a2b"/><rect x="${x - 4}" y="${y}" width="8" height="10" rx="3" fill="#e7d3b0"/>`,
      )
      .join('') +
      `<path d="M170 156l22-6M300 142l16 4" stroke="#fffbeb" stroke-width="6" stroke-linecap="round"/>` +
      leaves(141, 4, { colour: '#4d7c0f', size: 5, cx: 240, cy: 150, spread: 70, sy: 10 }),
    { body: '#fafaf9', wide: 1.1 },
  ),
  'Pan-fried Sea Bass': plate(
    `<path d="M150 150q70-34 160-4-80 30-160 4z" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/><path d="M160 148q70-20 140-2" stroke="#475569" stroke-width="3" fill="none"/><path d="M178 146l6-10M200 142l6-10M222 140l6-10M244 140l6-10M266 142l6-10" stroke="#94a3b8" stroke-width="3"/>` +
      [
        [200, 196],
        [236, 204],
        [272, 196],
      ]
        .map(
          ([x, y]) =>
            `<ellipse cx="${x}" cy="${y}" rx="22" ry="14" fill="#f5deb3" stroke="#c9a66b" stroke-width="3"/>`,
        )
        .join('') +
      `<path d="M150 178q50 10 100-4" stroke="#4d7c0f" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      dots(151, 6, { r: 3, fill: '#166534', cx: 300, cy: 190, spread: 20 }),
  ),

  // ---- Sides ----
  'Skinny Fries': cone(sticks({ n: 12, width: 9, colour: '#fcd34d', edge: '#eab308', seed: 5 }), '#dc2626'),
  'Sweet Potato Fries': bowl(
    '#ea580c',
    sticks({
      n: 8,
      width: 18,
      colour: '#f97316',
      edge: '#c2410c',
      x0: 170,
      x1: 310,
      top: 70,
      bottom: 150,
      seed: 9,
    }) + dots(161, 8, { r: 2, fill: '#7f1d1d', cx: 240, cy: 120, spread: 60 }),
    { body: '#1f2937', rim: '#374151', wide: 0.9 },
  ),
  'Beer-battered Onion Rings': board(
    [
      [180, 176],
      [240, 170],
      [300, 178],
      [210, 150],
      [270, 148],
      [240, 126],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="none" stroke="#d69d3a" stroke-width="13"/><ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="none" stroke="#f0c36a" stroke-width="3"/>`,
      )
      .join(''),
    '#8b5e34',
  ),
  'Loaded Fries':
    `<path d="M120 130h240l-18 110H138z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    chips(2, 150, 300, 110) +
    `<path d="M150 140q30 30 60 0t60 0t50 10" stroke="#facc15" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    scatter(171, 7, 240, 150, 90, 26)
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="9" fill="#65a30d" stroke="#3f6212" stroke-width="3"/><circle cx="${x}" cy="${y}" r="3" fill="#ecfccb"/>`,
      )
      .join('') +
    dots(172, 10, { r: 5, fill: '#a16207', cx: 240, cy: 140, spread: 80, ry: 3 }),
  'Side Salad': bowl(
    '#4d7c0f',
    leaves(181, 12, { colour: '#84cc16', size: 16, cx: 240, cy: 140, spread: 80, sy: 18 }) +
      [
        [200, 140],
        [280, 146],
      ]
        .map(
          ([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="#dcfce7" stroke="#15803d" stroke-width="3"/>`,
        )
        .join('') +
      [
        [240, 134],
        [300, 130],
        [180, 150],
      ]
        .map(
          ([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#fce7f3" stroke="#db2777" stroke-width="4"/>`,
        )
        .join(''),
    { body: '#e7f0dc', rim: '#c8d9b4' },
  ),
  'Mac & Cheese Bites': plate(
    scatter(191, 6, 220, 165, 55, 26)
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="22" fill="#d8902f" stroke="#a86b1f" stroke-width="3"/>` +
          dots(x + y, 4, { r: 2, fill: '#f5c56c', cx: x, cy: y, spread: 14 }),
      )
      .join('') +
      `<circle cx="190" cy="208" r="22" fill="#fde68a" stroke="#a86b1f" stroke-width="4"/><path d="M180 204q6-6 10 0M190 212q6-6 10 0" stroke="#f59e0b" stroke-width="3" fill="none"/>` +
      dip(305, 175, '#ea580c'),
  ),

  // ---- Desserts ----
  'Sticky Toffee Pudding': plate(
    `<ellipse cx="240" cy="176" rx="80" ry="30" fill="#fde68a"/>` +
      `<path d="M190 170v-40a50 24 0 0 1 100 0v40a50 20 0 0 1-100 0z" fill="#6b3410"/><ellipse cx="240" cy="130" rx="50" ry="22" fill="#8b4513"/>` +
      `<path d="M196 130q44 20 88 0v20q-8 10-12 0-10 14-18 0-10 12-18 0-10 10-16-2-10 12-16 0z" fill="#b45309"/>`,
    { well: '#f6efe3' },
  ),
  'Chocolate Brownie': plate(
    brownie(160, 170) +
      scoop(280, 146, '#fff4cc') +
      `<path d="M180 150q40 30 120 10" stroke="#d97706" stroke-width="5" fill="none"/>`,
  ),
  'Eton Mess': tumbler({
    liquid: '#fdf2f8',
    level: 0.85,
    w: 130,
    h: 150,
    garnish:
      `<path d="M190 150q25-12 50 0t50 0" stroke="#e11d48" stroke-width="10" fill="none"/><path d="M190 195q25-12 50 0t50 0" stroke="#be123c" stroke-width="8" fill="none"/>` +
      dots(201, 6, { r: 9, fill: '#ffffff', stroke: '#e7e5e4', cx: 240, cy: 172, spread: 40, ry: 7 }) +
      [
        [220, 96],
        [256, 90],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x - 14} ${y}q14 30 28 0q-14-10-28 0z" fill="#dc2626"/><path d="M${x - 8} ${y - 4}l8-8 8 8" stroke="#16a34a" stroke-width="4" fill="none"/>`,
        )
        .join(''),
  }),
  Affogato: tumbler({
    liquid: '#5b3416',
    level: 0.45,
    w: 120,
    h: 130,
    garnish:
      scoop(240, 158, '#fdf6e3', 40) +
      `<path d="M282 90q10 40-22 66" stroke="#3b1d0d" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M278 62h40l-6 30h-28z" fill="#fafaf9" stroke="#a8a29e" stroke-width="3"/>`,
  }),
  'Like & Share Brownie': plate(
    brownie(186, 170, 96, '#5a2d12') +
      `<path d="M240 150c-10-14-32-6-24 10l24 20 24-20c8-16-14-24-24-10z" fill="#ec4899" stroke="#fff" stroke-width="3"/>`,
    { rim: '#fdf2f8' },
  ),

  // ---- Drinks ----
  'Coca-Cola': can('#c81e1e', `<path d="M190 150q50-30 100 0v16q-50-30-100 0z" fill="#ffffff"/>`),
  'Diet Coke': can(
    '#d6d3d1',
    `<rect x="190" y="140" width="100" height="30" fill="#c81e1e"/><path d="M190 186q50-20 100 0" stroke="#1f2937" stroke-width="3" fill="none"/>`,
    '#e5e7eb',
  ),
  'Fentimans Victorian Lemonade':
    `<ellipse cx="200" cy="252" rx="40" ry="8" fill="#000" opacity="0.08"/><path d="M186 60h28v30c18 10 22 24 22 40v112h-72V130c0-16 4-30 22-40z" fill="#fde68a" opacity="0.9" stroke="#a16207" stroke-width="3"/><rect x="184" y="52" width="32" height="14" rx="3" fill="#78350f"/><rect x="166" y="160" width="68" height="50" rx="6" fill="#fffbeb" stroke="#a16207" stroke-width="2"/>` +
    tumbler({
      liquid: '#fef08a',
      level: 0.75,
      ice: true,
      x: 300,
      w: 80,
      h: 120,
      garnish: `<circle cx="330" cy="128" r="18" fill="#fde047" stroke="#eab308" stroke-width="3"/>`,
    }),
  'Still Water':
    `<ellipse cx="240" cy="252" rx="44" ry="8" fill="#000" opacity="0.08"/><rect x="226" y="44" width="28" height="18" rx="3" fill="#2563eb"/><path d="M226 62h28c0 18 26 20 26 50v138h-80V112c0-30 26-32 26-50z" fill="#dbeafe" opacity="0.9" stroke="#60a5fa" stroke-width="3"/>` +
    `<rect x="200" y="150" width="80" height="46" fill="#93c5fd"/><path d="M214 172q13-10 26 0t26 0" stroke="#eff6ff" stroke-width="4" fill="none"/><path d="M210 90v150" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`,
  'Flat White': cup({
    drink: '#b07a4f',
    art: `<path d="M240 108c-22 4-26 18 0 22 26-4 22-18 0-22z" fill="#f5ebe0"/><path d="M240 112v18M232 116q8 4 16 0M230 122q10 4 20 0" stroke="#b07a4f" stroke-width="2" fill="none"/>`,
  }),
  'English Breakfast Tea':
    cup({ drink: '#9a4d1c', body: '#eff6ff' }) +
    `<path d="M276 120q30-50 60-40" stroke="#a8a29e" stroke-width="2" fill="none"/><rect x="330" y="70" width="22" height="26" rx="3" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>` +
    `<path d="M112 196h36l-4 40h-28z" fill="#ffffff" stroke="#a8a29e" stroke-width="3"/><path d="M112 196l-8-8" stroke="#a8a29e" stroke-width="3"/>`,
  'Camden Hells Lager': tumbler({
    liquid: '#f2b33d',
    level: 0.86,
    w: 118,
    h: 190,
    garnish:
      `<path d="M182 72q10-16 26-6 10-14 28-4 16-12 30 0 16-6 22 10v14H182z" fill="#fffbeb"/>` +
      dots(211, 8, { r: 3, fill: '#fde68a', cx: 240, cy: 170, spread: 36 }),
  }),
  'House Red — Montepulciano':
    `<ellipse cx="210" cy="252" rx="44" ry="8" fill="#000" opacity="0.08"/><path d="M170 64h80c0 70-16 100-40 100s-40-30-40-100z" fill="#ffffff" opacity="0.3" stroke="#cbd5e1" stroke-width="3"/>` +
    `<path d="M173 104h74c-4 40-16 58-37 58s-33-18-37-58z" fill="#7f1d1d"/><rect x="206" y="164" width="8" height="76" fill="#cbd5e1"/><ellipse cx="210" cy="244" rx="42" ry="10" fill="#cbd5e1"/>` +
    `<rect x="300" y="40" width="20" height="50" rx="4" fill="#1f2937"/><path d="M300 90c-14 8-20 20-20 36v124h60V126c0-16-6-28-20-36z" fill="#3f1d1d"/><rect x="284" y="150" width="52" height="58" rx="4" fill="#fef3c7"/><path d="M296 170h28M296 182h20" stroke="#7f1d1d" stroke-width="4"/>`,

  // ---- Meal deals ----
  'Burger Meal Deal':
    `<g transform="translate(30 60) scale(0.6)">${burger([L.bun(), L.lettuce(), L.patty(), L.cheese()])}</g>` +
    `<g transform="translate(120 70) scale(0.58)">${cone(sticks({ n: 8, width: 10, colour: '#fcd34d', edge: '#eab308', seed: 2 }))}</g>` +
    `<g transform="translate(110 50) scale(0.66)">${tumbler({ liquid: '#3b1d0d', level: 0.8, ice: true, straw: '#ef4444', x: 380, w: 80, h: 150 })}</g>`,
  'Pizza Night for Two':
    `<g transform="translate(-10 20) scale(0.7)">${pizza({ toppings: dots(71, 8, { r: 14, fill: '#b91c1c', spread: 70 }) })}</g>` +
    `<g transform="translate(140 50) scale(0.64)">${pizza({ cheese: null, toppings: dots(61, 6, { r: 16, fill: '#fffbeb', spread: 66 }) + leaves(62, 5, { colour: '#2f7d32', size: 12, spread: 60 }) })}</g>` +
    `<g transform="translate(110 190) scale(0.6)">${brownie(170, 70, 110)}</g>`,
  'Weekday Lunch Deal':
    `<g transform="translate(-6 60) scale(0.62)">${bowl('#65a30d', `<path d="M205 150q20-14 40 0t40 0" stroke="#f7fee7" stroke-width="6" fill="none"/>`)}</g>` +
    `<g transform="translate(150 30) scale(0.6)">${burger([L.bun(), L.lettuce(), L.grilledChicken(), L.avocado()], { top: '#c9a06b' })}</g>` +
    `<g transform="translate(170 180) scale(0.42)">${cup({ drink: '#9a4d1c' })}</g>`,
};
