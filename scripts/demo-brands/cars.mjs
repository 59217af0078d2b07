// Car drawings (640×400) for the motors listings: each model has its own shape (length, height, roof line,
// rear, wheels), its own face (grille and lamps by make) and its own cabin, so no two models share a picture.
import { esc, mix } from './svg.mjs';

const f = (n) => Math.round(n * 10) / 10;
const GROUND = 322;
const GLASS = '#bfdbfe';
const TRIM = '#111827';

// Body shapes: overall length, height to the roof, body height to the window line, wheel radius, ground
// clearance, bonnet length, windscreen rake, and how the back ends.
const SHAPES = {
  city: {
    len: 372,
    height: 150,
    body: 70,
    wheel: 38,
    clear: 20,
    bonnet: 78,
    rake: 64,
    rear: 'hatch',
    rearSlope: 18,
  },
  supermini: {
    len: 420,
    height: 146,
    body: 72,
    wheel: 40,
    clear: 20,
    bonnet: 104,
    rake: 82,
    rear: 'hatch',
    rearSlope: 34,
  },
  hatch: {
    len: 452,
    height: 148,
    body: 74,
    wheel: 42,
    clear: 20,
    bonnet: 118,
    rake: 88,
    rear: 'hatch',
    rearSlope: 40,
  },
  sportback: {
    len: 462,
    height: 142,
    body: 74,
    wheel: 44,
    clear: 18,
    bonnet: 122,
    rake: 92,
    rear: 'hatch',
    rearSlope: 58,
  },
  saloon: {
    len: 500,
    height: 140,
    body: 74,
    wheel: 44,
    clear: 18,
    bonnet: 136,
    rake: 96,
    rear: 'saloon',
    rearSlope: 78,
  },
  estate: {
    len: 506,
    height: 146,
    body: 76,
    wheel: 44,
    clear: 18,
    bonnet: 132,
    rake: 94,
    rear: 'estate',
    rearSlope: 20,
  },
  crossover: {
    len: 460,
    height: 164,
    body: 86,
    wheel: 46,
    clear: 28,
    bonnet: 112,
    rake: 86,
    rear: 'hatch',
    rearSlope: 34,
  },
  suv: {
    len: 478,
    height: 180,
    body: 96,
    wheel: 50,
    clear: 36,
    bonnet: 118,
    rake: 82,
    rear: 'suv',
    rearSlope: 24,
  },
};

/**
 * The sixteen models: shape, doors, wheel design, lamp style and face (by make), the cabin's screen, and what
 * marks the model out (roof rails, a spoiler, a contrasting roof, an electric car's closed grille and port).
 */
export const MODELS = {
  'Ford Fiesta': { shape: 'supermini', doors: 5, rims: 5, face: 'ford', lamps: 'swept', screen: 'small' },
  'Ford Kuga': {
    shape: 'suv',
    doors: 5,
    rims: 10,
    face: 'ford',
    lamps: 'swept',
    screen: 'floating',
    rails: true,
    port: true,
  },
  'Volkswagen Golf': { shape: 'hatch', doors: 5, rims: 6, face: 'vw', lamps: 'slim', screen: 'wide' },
  'Volkswagen Polo': {
    shape: 'supermini',
    doors: 5,
    rims: 7,
    face: 'vw',
    lamps: 'slim',
    screen: 'small',
    len: 410,
  },
  'Volkswagen up!': { shape: 'city', doors: 3, rims: 4, face: 'vw', lamps: 'round', screen: 'phone' },
  'BMW 3 Series': {
    shape: 'saloon',
    doors: 4,
    rims: 5,
    face: 'bmw',
    lamps: 'angel',
    screen: 'floating',
    exhausts: 2,
  },
  'BMW X3': {
    shape: 'suv',
    doors: 5,
    rims: 5,
    face: 'bmw',
    lamps: 'angel',
    screen: 'floating',
    rails: true,
    exhausts: 2,
  },
  'Toyota Yaris': {
    shape: 'supermini',
    doors: 5,
    rims: 8,
    face: 'toyota',
    lamps: 'swept',
    screen: 'floating',
    roof: '#111827',
    len: 398,
  },
  'Toyota RAV4': {
    shape: 'suv',
    doors: 5,
    rims: 6,
    face: 'toyota',
    lamps: 'swept',
    screen: 'floating',
    rails: true,
    clad: true,
  },
  'Audi A3 Sportback': {
    shape: 'sportback',
    doors: 5,
    rims: 10,
    face: 'audi',
    lamps: 'slim',
    screen: 'wide',
    spoiler: true,
  },
  'Audi A4 Avant': {
    shape: 'estate',
    doors: 5,
    rims: 5,
    face: 'audi',
    lamps: 'slim',
    screen: 'wide',
    rails: true,
  },
  'Kia Sportage': {
    shape: 'suv',
    doors: 5,
    rims: 8,
    face: 'kia',
    lamps: 'swept',
    screen: 'floating',
    len: 470,
    clad: true,
  },
  'Kia e-Niro': {
    shape: 'crossover',
    doors: 5,
    rims: 0,
    face: 'kia-ev',
    lamps: 'slim',
    screen: 'floating',
    ev: true,
    rails: true,
  },
  'Nissan Qashqai': {
    shape: 'crossover',
    doors: 5,
    rims: 6,
    face: 'nissan',
    lamps: 'boomerang',
    screen: 'floating',
    clad: true,
  },
  'Nissan Leaf': {
    shape: 'hatch',
    doors: 5,
    rims: 0,
    face: 'nissan-ev',
    lamps: 'boomerang',
    screen: 'small',
    ev: true,
    roof: '#111827',
  },
  'Ford Focus Estate': {
    shape: 'estate',
    doors: 5,
    rims: 10,
    face: 'ford',
    lamps: 'swept',
    screen: 'small',
    rails: true,
    len: 490,
  },
};

/** A wheel at (x, y) of radius r: `spokes` spokes, or 0 for an electric car's flat aero disc. */
function wheel(x, y, r, spokes) {
  let rim;
  if (spokes === 0) {
    rim =
      `<circle cx="${x}" cy="${y}" r="${f(r * 0.62)}" fill="#d1d5db"/><circle cx="${x}" cy="${y}" r="${f(r * 0.62)}" fill="none" stroke="#6b7280" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<circle cx="${x}" cy="${y}" r="${f(r * 0.2)}" fill="#6b7280"/>`;
  } else {
    const arms = Array.from({ length: spokes }, (_, i) => {
      const a = (i / spokes) * Math.PI * 2;
      return `M${x} ${y}L${f(x + Math.cos(a) * r * 0.58)} ${f(y + Math.sin(a) * r * 0.58)}`;
    }).join('');
    const width = spokes > 7 ? 3 : spokes > 5 ? 5 : 7;
    rim =
      `<circle cx="${x}" cy="${y}" r="${f(r * 0.62)}" fill="#4b5563"/><path d="${arms}" stroke="#d1d5db" stroke-width="${width}" stroke-linecap="round"/>` +
      `<circle cx="${x}" cy="${y}" r="${f(r * 0.62)}" fill="none" stroke="#e5e7eb" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${f(r * 0.14)}" fill="#9ca3af"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#111827"/>${rim}`;
}

/** The side view: the car faces right. */
function side(model, paint) {
  const s = { ...SHAPES[model.shape], ...(model.len ? { len: model.len } : {}) };
  const x0 = 320 - s.len / 2;
  const x1 = 320 + s.len / 2;
  const r = s.wheel;
  const sill = GROUND - s.clear;
  const belt = GROUND - s.clear - s.body;
  const roof = GROUND - s.height;
  const rw = x0 + r + 30;
  const fw = x1 - r - 34;
  const screenBase = x1 - s.bonnet;
  const roofFront = screenBase - s.rake;
  const arch = r + 7;

  let back;
  let roofRear;
  if (s.rear === 'saloon') {
    const deck = x0 + 74;
    roofRear = deck + s.rearSlope;
    back = `M${x0 + 6} ${sill}L${x0} ${sill - 16}V${belt + 8}Q${x0} ${belt - 4} ${x0 + 14} ${belt - 6}L${deck} ${belt - 10}L${roofRear} ${roof + 4}`;
  } else {
    roofRear = x0 + s.rearSlope + (s.rear === 'hatch' ? 12 : 4);
    const tail = s.rear === 'hatch' ? x0 + 6 : x0 + 2;
    back = `M${x0 + 6} ${sill}L${x0} ${sill - 16}V${belt}L${tail} ${belt - 10}L${roofRear} ${roof + 4}`;
  }
  const body =
    `${back}Q${roofRear + 10} ${roof} ${roofRear + 30} ${roof}L${roofFront - 20} ${roof}Q${roofFront} ${roof} ${roofFront + 8} ${roof + 8}` +
    `L${screenBase} ${belt - 4}L${x1 - 26} ${belt + 6}Q${x1} ${belt + 12} ${x1} ${belt + 34}V${sill - 12}L${x1 - 8} ${sill}` +
    `H${fw + arch}A${arch} ${arch} 0 0 0 ${fw - arch} ${sill}H${rw + arch}A${arch} ${arch} 0 0 0 ${rw - arch} ${sill}Z`;

  // Glass follows the roof line, inset; pillars split it into the doors' windows.
  const gTop = roof + 12;
  const gBot = belt - 6;
  const gRear = s.rear === 'saloon' ? roofRear + 6 : roofRear + 18;
  const gRearBot = s.rear === 'saloon' ? x0 + 96 : s.rear === 'hatch' ? x0 + 34 + s.rearSlope * 0.4 : x0 + 22;
  const gFront = roofFront - 2;
  const gFrontBot = screenBase - 18;
  const glass = `M${f(gRearBot)} ${gBot}L${f(gRear)} ${gTop}H${gFront}L${gFrontBot} ${gBot}Z`;
  const span = gFrontBot - gRearBot;
  const pillars = (model.doors === 3 ? [0.36] : s.rear === 'saloon' ? [0.5] : [0.26, 0.58])
    .map(
      (t) =>
        `<rect x="${f(gRearBot + span * t - 5)}" y="${gTop - 2}" width="${t === 0.26 ? 14 : 10}" height="${gBot - gTop + 4}" fill="${paint}"/>`,
    )
    .join('');
  const doorLines = (model.doors === 3 ? [0.36, 0.82] : [0.26, 0.58, 0.88])
    .map((t) => `M${f(gRearBot + span * t)} ${gBot + 4}V${sill - 8}`)
    .join('');
  const handles = (model.doors === 3 ? [0.7] : [0.48, 0.78])
    .map(
      (t) =>
        `<rect x="${f(gRearBot + span * t - 10)}" y="${belt + 12}" width="22" height="6" rx="3" fill="${mix(paint, '#000000', 0.35)}"/>`,
    )
    .join('');

  const head = {
    swept: `<path d="M${x1 - 4} ${belt + 18}L${x1 - 46} ${belt + 8}L${x1 - 40} ${belt + 20}z" fill="#fde68a"/>`,
    slim: `<path d="M${x1 - 2} ${belt + 16}h-40l6 6h32z" fill="#fef9c3"/>`,
    round: `<circle cx="${x1 - 16}" cy="${belt + 18}" r="10" fill="#fde68a"/>`,
    angel: `<path d="M${x1 - 4} ${belt + 14}h-34v10h30z" fill="#fde68a"/><circle cx="${x1 - 28}" cy="${belt + 19}" r="4" fill="#ffffff"/>`,
    boomerang: `<path d="M${x1 - 4} ${belt + 10}L${x1 - 44} ${belt + 4}L${x1 - 20} ${belt + 14}L${x1 - 30} ${belt + 28}z" fill="#fde68a"/>`,
  }[model.lamps];
  const tail =
    s.rear === 'saloon'
      ? `<rect x="${x0 + 2}" y="${belt + 2}" width="16" height="14" rx="3" fill="#dc2626"/>`
      : `<path d="M${x0 + 2} ${belt + 2}h14v${model.lamps === 'slim' ? 10 : 20}h-14z" fill="#dc2626"/>`;

  const extras = [
    model.rails
      ? `<path d="M${roofRear + 26} ${roof - 5}H${roofFront - 16}" stroke="#374151" stroke-width="6" stroke-linecap="round"/>`
      : '',
    model.spoiler ? `<path d="M${roofRear + 2} ${roof + 2}l-16 4 6 -10z" fill="${TRIM}"/>` : '',
    model.roof
      ? `<path d="M${roofRear + 18} ${roof + 1}Q${roofRear + 24} ${roof - 1} ${roofRear + 36} ${roof - 1}H${roofFront - 18}Q${roofFront - 4} ${roof} ${roofFront + 4} ${roof + 6}L${roofFront} ${roof + 8}H${roofRear + 20}z" fill="${model.roof}"/>`
      : '',
    model.clad
      ? `<path d="M${x0 + 4} ${sill - 14}H${x1 - 6}V${sill - 2}H${x0 + 8}z" fill="#374151" opacity="0.85"/>`
      : '',
    model.ev
      ? `<rect x="${x1 - 86}" y="${belt + 12}" width="18" height="12" rx="3" fill="${mix(paint, '#000000', 0.25)}"/><path d="M${x1 - 79} ${belt + 14}l-3 5h5l-3 5" stroke="#38bdf8" stroke-width="2" fill="none"/>`
      : '',
    model.port
      ? `<rect x="${x1 - 92}" y="${belt + 12}" width="14" height="12" rx="3" fill="${mix(paint, '#000000', 0.25)}"/>`
      : '',
    !model.ev ? `<rect x="${x0 - 8}" y="${sill - 10}" width="14" height="6" rx="3" fill="#6b7280"/>` : '',
  ].join('');

  return (
    `<ellipse cx="320" cy="${GROUND + 4}" rx="${f(s.len / 2 + 20)}" ry="12" fill="#000" opacity="0.18"/>` +
    `<path d="${body}" fill="${paint}" stroke="${mix(paint, '#000000', 0.45)}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${glass}" fill="${GLASS}" stroke="${TRIM}" stroke-width="4" stroke-linejoin="round"/>${pillars}` +
    `<path d="${doorLines}" stroke="${mix(paint, '#000000', 0.4)}" stroke-width="2.5"/>${handles}` +
    `<path d="M${gFrontBot + 6} ${gBot + 2}l14 -8h10v10z" fill="${TRIM}"/>` +
    head +
    tail +
    extras +
    wheel(rw, GROUND - r, r, model.rims) +
    wheel(fw, GROUND - r, r, model.rims)
  );
}

// Faces, by make: the grille, then the badge shape (never a word or a real logo).
const GRILLES = {
  ford: (cx, y, w) =>
    `<path d="M${cx - w * 0.34} ${y}h${w * 0.68}l-${w * 0.05} 44h-${w * 0.58}z" fill="${TRIM}"/><path d="M${cx - w * 0.28} ${y + 14}h${w * 0.56}M${cx - w * 0.27} ${y + 28}h${w * 0.54}" stroke="#4b5563" stroke-width="3"/><ellipse cx="${cx}" cy="${y - 8}" rx="14" ry="7" fill="#1d4ed8" stroke="#e5e7eb" stroke-width="2"/>`,
  vw: (cx, y, w) =>
    `<rect x="${cx - w * 0.36}" y="${y - 6}" width="${w * 0.72}" height="14" rx="4" fill="${TRIM}"/><rect x="${cx - w * 0.3}" y="${y + 26}" width="${w * 0.6}" height="22" rx="6" fill="${TRIM}"/><circle cx="${cx}" cy="${y + 1}" r="12" fill="#e5e7eb" stroke="#1f2937" stroke-width="3"/>`,
  bmw: (cx, y) =>
    `<rect x="${cx - 46}" y="${y - 10}" width="40" height="40" rx="12" fill="${TRIM}" stroke="#d1d5db" stroke-width="4"/><rect x="${cx + 6}" y="${y - 10}" width="40" height="40" rx="12" fill="${TRIM}" stroke="#d1d5db" stroke-width="4"/><path d="M${cx - 36} ${y}v20M${cx - 26} ${y}v20M${cx - 16} ${y}v20M${cx + 16} ${y}v20M${cx + 26} ${y}v20M${cx + 36} ${y}v20" stroke="#4b5563" stroke-width="3"/>`,
  toyota: (cx, y, w) =>
    `<path d="M${cx - w * 0.38} ${y + 16}h${w * 0.76}l-${w * 0.08} 34h-${w * 0.6}z" fill="${TRIM}"/><path d="M${cx - w * 0.18} ${y - 6}h${w * 0.36}" stroke="${TRIM}" stroke-width="6"/><ellipse cx="${cx}" cy="${y - 6}" rx="13" ry="8" fill="none" stroke="#e5e7eb" stroke-width="3"/>`,
  audi: (cx, y, w) =>
    `<path d="M${cx - w * 0.24} ${y - 10}h${w * 0.48}l${w * 0.04} 22-${w * 0.04} 36h-${w * 0.48}l-${w * 0.04}-36z" fill="${TRIM}" stroke="#9ca3af" stroke-width="3"/><path d="M${cx - w * 0.2} ${y + 6}h${w * 0.4}M${cx - w * 0.2} ${y + 22}h${w * 0.4}M${cx - w * 0.2} ${y + 38}h${w * 0.4}" stroke="#374151" stroke-width="3"/>`,
  kia: (cx, y, w) =>
    `<path d="M${cx - w * 0.3} ${y - 4}q${w * 0.3} 14 ${w * 0.6} 0l-${w * 0.08} 20q-${w * 0.22} 8-${w * 0.44} 0z" fill="${TRIM}"/><rect x="${cx - w * 0.3}" y="${y + 30}" width="${w * 0.6}" height="18" rx="6" fill="${TRIM}"/>`,
  'kia-ev': (cx, y, w, paint) =>
    `<path d="M${cx - w * 0.3} ${y - 4}q${w * 0.3} 14 ${w * 0.6} 0l-${w * 0.08} 20q-${w * 0.22} 8-${w * 0.44} 0z" fill="${mix(paint, '#000000', 0.1)}" stroke="#9ca3af" stroke-width="2"/><rect x="${cx - 10}" y="${y}" width="20" height="10" rx="3" fill="#38bdf8"/><rect x="${cx - w * 0.26}" y="${y + 32}" width="${w * 0.52}" height="12" rx="6" fill="${TRIM}"/>`,
  nissan: (cx, y, w) =>
    `<path d="M${cx - w * 0.28} ${y - 8}h${w * 0.56}l-${w * 0.08} 40h-${w * 0.4}z" fill="${TRIM}"/><path d="M${cx - w * 0.3} ${y - 8}L${cx} ${y + 40}L${cx + w * 0.3} ${y - 8}" stroke="#d1d5db" stroke-width="6" fill="none"/><circle cx="${cx}" cy="${y + 4}" r="10" fill="none" stroke="#e5e7eb" stroke-width="3"/>`,
  'nissan-ev': (cx, y, w) =>
    `<path d="M${cx - w * 0.24} ${y - 8}h${w * 0.48}l-${w * 0.06} 36h-${w * 0.36}z" fill="#1e3a8a"/><path d="M${cx - w * 0.26} ${y - 8}L${cx} ${y + 34}L${cx + w * 0.26} ${y - 8}" stroke="#93c5fd" stroke-width="4" fill="none"/>`,
};

const FRONT_LAMPS = {
  swept: (x, y, dir) =>
    `<path d="M${x} ${y}l${dir * 56} -6 ${dir * 4} 16-${dir * 56} 8z" fill="#fef3c7" stroke="#9ca3af" stroke-width="2"/>`,
  slim: (x, y, dir) =>
    `<path d="M${x} ${y}h${dir * 60}l-${dir * 6} 10h-${dir * 54}z" fill="#fefce8" stroke="#9ca3af" stroke-width="2"/>`,
  round: (x, y, dir) =>
    `<circle cx="${x + dir * 24}" cy="${y + 4}" r="16" fill="#fef3c7" stroke="#9ca3af" stroke-width="2"/>`,
  angel: (x, y, dir) =>
    `<rect x="${dir > 0 ? x : x - 58}" y="${y - 4}" width="58" height="20" rx="8" fill="#1f2937"/><circle cx="${x + dir * 16}" cy="${y + 6}" r="7" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="${x + dir * 40}" cy="${y + 6}" r="7" fill="none" stroke="#ffffff" stroke-width="3"/>`,
  boomerang: (x, y, dir) =>
    `<path d="M${x} ${y - 6}l${dir * 52} 10-${dir * 26} 6 ${dir * 10} 18z" fill="#fef3c7" stroke="#9ca3af" stroke-width="2"/>`,
};

/** Width, height and roof width of the car seen from the front or the back. */
function frame(model) {
  const s = SHAPES[model.shape];
  const w = {
    city: 300,
    supermini: 330,
    hatch: 350,
    sportback: 356,
    saloon: 360,
    estate: 360,
    crossover: 370,
    suv: 390,
  }[model.shape];
  return { s, w, h: s.height + 20, cx: 320 };
}

function front(model, paint) {
  const { s, w, h, cx } = frame(model);
  const top = GROUND - h;
  const belt = top + h * 0.42;
  const roofW = w * (s.rear === 'suv' ? 0.78 : 0.68);
  return (
    `<ellipse cx="${cx}" cy="${GROUND + 4}" rx="${w / 2 + 14}" ry="12" fill="#000" opacity="0.18"/>` +
    `<rect x="${cx - w / 2 + 14}" y="${GROUND - 34}" width="44" height="38" rx="8" fill="#111827"/><rect x="${cx + w / 2 - 58}" y="${GROUND - 34}" width="44" height="38" rx="8" fill="#111827"/>` +
    `<path d="M${cx - roofW / 2} ${top}h${roofW}l${(w - roofW) / 2 - 6} ${belt - top}q6 4 6 16v${GROUND - s.clear - belt - 26}q0 10-10 10h-${w - 20}q-10 0-10-10v-${GROUND - s.clear - belt - 26}q0-12 6-16z" fill="${paint}" stroke="${mix(paint, '#000000', 0.45)}" stroke-width="3"/>` +
    (model.roof
      ? `<path d="M${cx - roofW / 2} ${top}h${roofW}l2 8h-${roofW + 4}z" fill="${model.roof}"/>`
      : '') +
    `<path d="M${cx - roofW / 2 + 10} ${top + 10}h${roofW - 20}l${(w - roofW) / 2 - 14} ${belt - top - 16}h-${w - 48}z" fill="${GLASS}" stroke="${TRIM}" stroke-width="4"/>` +
    `<path d="M${cx - w / 2 - 6} ${belt - 2}h20v14h-20zM${cx + w / 2 - 14} ${belt - 2}h20v14h-20z" fill="${paint}" stroke="${TRIM}" stroke-width="2"/>` +
    FRONT_LAMPS[model.lamps](cx - w / 2 + 22, belt + 20, 1) +
    FRONT_LAMPS[model.lamps](cx + w / 2 - 22, belt + 20, -1) +
    GRILLES[model.face](cx, belt + 32, w, paint) +
    `<rect x="${cx - 44}" y="${GROUND - s.clear - 44}" width="88" height="20" rx="3" fill="#f8fafc" stroke="${TRIM}" stroke-width="2"/>` +
    (model.rails
      ? `<path d="M${cx - roofW / 2 + 8} ${top - 6}v6M${cx + roofW / 2 - 8} ${top - 6}v6" stroke="#374151" stroke-width="8"/>`
      : '')
  );
}

function rear(model, paint) {
  const { s, w, h, cx } = frame(model);
  const top = GROUND - h;
  const belt = top + h * (s.rear === 'saloon' ? 0.5 : 0.44);
  const roofW = w * (s.rear === 'suv' ? 0.8 : 0.7);
  const lampH = model.lamps === 'slim' ? 12 : model.lamps === 'round' ? 22 : 18;
  const lamps =
    model.face === 'audi' || model.face === 'kia-ev'
      ? `<rect x="${cx - w / 2 + 16}" y="${belt + 12}" width="${w - 32}" height="8" rx="4" fill="#dc2626"/>`
      : `<rect x="${cx - w / 2 + 14}" y="${belt + 10}" width="70" height="${lampH}" rx="6" fill="#dc2626"/><rect x="${cx + w / 2 - 84}" y="${belt + 10}" width="70" height="${lampH}" rx="6" fill="#dc2626"/>`;
  const pipes = model.ev
    ? ''
    : (model.exhausts === 2 ? [cx - w / 2 + 60, cx + w / 2 - 74] : [cx - w / 2 + 60])
        .map(
          (x) => `<rect x="${x}" y="${GROUND - s.clear - 10}" width="18" height="10" rx="4" fill="#6b7280"/>`,
        )
        .join('');
  return (
    `<ellipse cx="${cx}" cy="${GROUND + 4}" rx="${w / 2 + 14}" ry="12" fill="#000" opacity="0.18"/>` +
    `<rect x="${cx - w / 2 + 14}" y="${GROUND - 34}" width="44" height="38" rx="8" fill="#111827"/><rect x="${cx + w / 2 - 58}" y="${GROUND - 34}" width="44" height="38" rx="8" fill="#111827"/>` +
    `<path d="M${cx - roofW / 2} ${top}h${roofW}l${(w - roofW) / 2} ${belt - top}v${GROUND - s.clear - belt - 10}q0 10-10 10h-${w - 20}q-10 0-10-10v-${GROUND - s.clear - belt - 10}z" fill="${paint}" stroke="${mix(paint, '#000000', 0.45)}" stroke-width="3"/>` +
    (model.roof
      ? `<path d="M${cx - roofW / 2} ${top}h${roofW}l2 8h-${roofW + 4}z" fill="${model.roof}"/>`
      : '') +
    `<path d="M${cx - roofW / 2 + 14} ${top + 10}h${roofW - 28}l${(w - roofW) / 2 - 10} ${belt - top - 18}h-${w - 56}z" fill="${GLASS}" stroke="${TRIM}" stroke-width="4"/>` +
    (model.spoiler
      ? `<rect x="${cx - roofW / 2 + 6}" y="${top - 4}" width="${roofW - 12}" height="10" rx="4" fill="${TRIM}"/>`
      : '') +
    lamps +
    `<rect x="${cx - 44}" y="${belt + 40}" width="88" height="20" rx="3" fill="#fde047" stroke="${TRIM}" stroke-width="2"/>` +
    `<path d="M${cx - w / 2 + 10} ${GROUND - s.clear - 24}h${w - 20}" stroke="${mix(paint, '#000000', 0.3)}" stroke-width="4"/>` +
    pipes +
    (model.ev ? `<rect x="${cx + 60}" y="${belt + 40}" width="28" height="10" rx="3" fill="#38bdf8"/>` : '')
  );
}

const SCREENS = {
  phone: (cx) =>
    `<rect x="${cx + 60}" y="160" width="44" height="70" rx="8" fill="#111827" stroke="#6b7280" stroke-width="3"/>`,
  small: (cx) =>
    `<rect x="${cx + 30}" y="176" width="96" height="60" rx="6" fill="#1e293b" stroke="#475569" stroke-width="3"/><rect x="${cx + 40}" y="186" width="76" height="40" rx="3" fill="#38bdf8" opacity="0.6"/>`,
  wide: (cx) =>
    `<rect x="${cx - 20}" y="150" width="200" height="54" rx="6" fill="#0f172a" stroke="#475569" stroke-width="3"/><rect x="${cx - 10}" y="158" width="84" height="38" rx="3" fill="#22d3ee" opacity="0.55"/><rect x="${cx + 84}" y="158" width="86" height="38" rx="3" fill="#a78bfa" opacity="0.55"/>`,
  floating: (cx) =>
    `<rect x="${cx + 20}" y="120" width="140" height="84" rx="10" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/><rect x="${cx + 30}" y="130" width="120" height="64" rx="6" fill="#60a5fa" opacity="0.55"/><path d="M${cx + 40} 182l30-24 26 16 30-30" stroke="#ffffff" stroke-width="3" fill="none"/>`,
};

function interior(model, paint) {
  const trim = mix(paint, '#334155', 0.6);
  const spokes = model.face === 'bmw' || model.face === 'audi' ? 3 : 2;
  const wheelArms =
    spokes === 3
      ? `<path d="M180 250h-48M180 250h48M180 250v40" stroke="#1f2937" stroke-width="16" stroke-linecap="round"/>`
      : `<path d="M180 250h-50M180 250h50" stroke="#1f2937" stroke-width="16" stroke-linecap="round"/>`;
  const dials =
    model.screen === 'phone' || model.screen === 'small'
      ? `<circle cx="150" cy="196" r="22" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/><circle cx="210" cy="196" r="22" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/><path d="M150 196l12-10M210 196l-8-14" stroke="#f97316" stroke-width="3"/>`
      : `<rect x="120" y="174" width="120" height="46" rx="8" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/><rect x="130" y="182" width="100" height="30" rx="4" fill="#38bdf8" opacity="0.4"/>`;
  return (
    `<rect width="640" height="400" fill="#1f2937"/><path d="M40 40h560l-40 110H80z" fill="${GLASS}" opacity="0.8"/><path d="M40 40h560" stroke="#0f172a" stroke-width="30"/>` +
    `<path d="M0 160q320-40 640 0v240H0z" fill="#374151"/><path d="M0 200q320-36 640 0" stroke="${trim}" stroke-width="14" fill="none"/>` +
    dials +
    SCREENS[model.screen](320) +
    `<circle cx="180" cy="250" r="72" fill="none" stroke="#111827" stroke-width="18"/>${wheelArms}<circle cx="180" cy="250" r="18" fill="#111827"/>` +
    `<rect x="300" y="300" width="60" height="100" rx="14" fill="#111827"/><circle cx="330" cy="326" r="12" fill="#4b5563"/>` +
    `<path d="M470 400v-90q0-30 40-30h60q40 0 40 30v90z" fill="${trim}"/><path d="M500 300h80" stroke="#111827" stroke-width="4"/>`
  );
}

/** A model's side view as a glyph (the 480×360 frame of glyphs.mjs, centred on (240, 160)). */
export function carGlyph(name, paint) {
  return `<g transform="translate(48 22) scale(0.6)">${side(MODELS[name], paint)}</g>`;
}

/** One view (side, front, rear, interior) of a model, painted `paint`; `label` names the picture for an SVG reader. */
export function carDrawing({ model: name, paint, view, label }) {
  const model = MODELS[name];
  if (!model) throw new Error(`No drawing for the car model ${name}`);
  const draw = { side, front, rear, interior }[view];
  const scene =
    view === 'interior'
      ? ''
      : `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient></defs>` +
        `<rect width="640" height="400" fill="url(#s)"/><rect y="${GROUND}" width="640" height="${400 - GROUND}" fill="#94a3b8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>` +
    `${scene}${draw(model, paint)}</svg>\n`
  );
}
