// Simple drawings centred on (240, 160) for the item illustrations (see svg.mjs `item`).
import { carGlyph } from './cars.mjs';

const plate = (food) =>
  `<ellipse cx="240" cy="175" rx="120" ry="70" fill="#ffffff" stroke="#d6d3d1" stroke-width="4"/><ellipse cx="240" cy="170" rx="88" ry="48" fill="#f5f5f4"/>${food}`;

export const GLYPHS = {
  // ---- Food service ----------------------------------------------------------------------------
  burger:
    '<path d="M150 140a90 60 0 0 1 180 0z" fill="#d98e3a"/><rect x="146" y="146" width="188" height="14" rx="7" fill="#6abf4b"/>' +
    '<rect x="150" y="162" width="180" height="26" rx="12" fill="#6b3a1f"/><rect x="146" y="188" width="188" height="10" rx="5" fill="#f2c14e"/>' +
    '<rect x="150" y="200" width="180" height="28" rx="14" fill="#d98e3a"/><circle cx="200" cy="115" r="4" fill="#fff7e6"/><circle cx="240" cy="105" r="4" fill="#fff7e6"/><circle cx="280" cy="115" r="4" fill="#fff7e6"/>',
  pizza:
    '<circle cx="240" cy="165" r="105" fill="#e0a458"/><circle cx="240" cy="165" r="88" fill="#c8402f"/><circle cx="240" cy="165" r="82" fill="#f4d58d" opacity="0.85"/>' +
    '<circle cx="205" cy="135" r="13" fill="#a4262c"/><circle cx="275" cy="140" r="13" fill="#a4262c"/><circle cx="240" cy="195" r="13" fill="#a4262c"/><circle cx="200" cy="195" r="9" fill="#3f7d3a"/><circle cx="280" cy="190" r="9" fill="#3f7d3a"/>' +
    '<path d="M240 165L240 77M240 165L316 209M240 165L164 209" stroke="#e0a458" stroke-width="3"/>',
  bowl:
    '<path d="M140 150h200a100 80 0 0 1-200 0z" fill="#f4a259"/><ellipse cx="240" cy="150" rx="100" ry="18" fill="#c2571a"/>' +
    '<path d="M210 120c-10-15 10-25 0-40M240 115c-10-15 10-25 0-40M270 120c-10-15 10-25 0-40" stroke="#9ca3af" stroke-width="5" fill="none" stroke-linecap="round"/>',
  steak: plate(
    '<path d="M190 150c10-30 80-35 105-10s5 55-35 55-80-15-70-45z" fill="#7c2d12"/><path d="M205 160c20-10 55-12 75 0" stroke="#fca5a5" stroke-width="5" fill="none"/><circle cx="300" cy="190" r="10" fill="#65a30d"/>',
  ),
  fish: plate(
    '<path d="M180 170c30-35 90-35 110 0-20 35-80 35-110 0z" fill="#d4a373"/><path d="M290 170l30-22v44z" fill="#d4a373"/><rect x="175" y="195" width="60" height="14" rx="7" fill="#facc15"/><rect x="180" y="210" width="50" height="10" rx="5" fill="#eab308"/>',
  ),
  curry: plate(
    '<ellipse cx="215" cy="170" rx="48" ry="30" fill="#fef9c3"/><ellipse cx="268" cy="168" rx="46" ry="30" fill="#c2410c"/><circle cx="260" cy="160" r="7" fill="#fde68a"/><circle cx="280" cy="175" r="6" fill="#4d7c0f"/>',
  ),
  risotto: plate(
    '<ellipse cx="240" cy="170" rx="70" ry="38" fill="#fde68a"/><circle cx="220" cy="160" r="10" fill="#78350f"/><circle cx="258" cy="175" r="9" fill="#78350f"/><circle cx="265" cy="155" r="6" fill="#4d7c0f"/>',
  ),
  salad: plate(
    '<circle cx="215" cy="160" r="22" fill="#65a30d"/><circle cx="250" cy="150" r="24" fill="#84cc16"/><circle cx="270" cy="178" r="20" fill="#4d7c0f"/><circle cx="230" cy="185" r="11" fill="#dc2626"/><circle cx="265" cy="160" r="8" fill="#f97316"/>',
  ),
  starter: plate(
    '<rect x="185" y="150" width="110" height="36" rx="18" fill="#e9c46a"/><path d="M195 160h90" stroke="#f4a261" stroke-width="6"/><circle cx="300" cy="140" r="9" fill="#4d7c0f"/>',
  ),
  wings: plate(
    '<g fill="#b45309"><ellipse cx="210" cy="165" rx="30" ry="18" transform="rotate(-20 210 165)"/><ellipse cx="265" cy="160" rx="30" ry="18" transform="rotate(15 265 160)"/><ellipse cx="240" cy="190" rx="28" ry="16"/></g><circle cx="300" cy="195" r="14" fill="#fef3c7" stroke="#f59e0b" stroke-width="3"/>',
  ),
  fries:
    '<g fill="#facc15" stroke="#eab308" stroke-width="2"><rect x="190" y="70" width="16" height="90" rx="3"/><rect x="212" y="60" width="16" height="100" rx="3"/><rect x="234" y="66" width="16" height="94" rx="3"/><rect x="256" y="58" width="16" height="102" rx="3"/><rect x="278" y="72" width="16" height="88" rx="3"/></g>' +
    '<path d="M175 120h130l-15 120h-100z" fill="#dc2626"/><path d="M200 160h80" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  dessert:
    '<path d="M160 210h160l-30-95z" fill="#fcd5ce"/><path d="M160 210h160v22H160z" fill="#8d5524"/><path d="M168 185l131-10 8 25-147 10z" fill="#f8edeb"/>' +
    '<path d="M290 115c-10 0-14-16-6-22 8-6 20 4 14 14z" fill="#dc2626"/><path d="M175 150c40-8 80-14 110-20" stroke="#8d5524" stroke-width="8"/>',
  glass:
    '<path d="M190 70h100l-14 170h-72z" fill="#e5e7eb" opacity="0.9"/><path d="M194 110h92l-11 126h-70z" fill="#7c2d12"/>' +
    '<rect x="250" y="40" width="10" height="90" rx="4" fill="#ef4444" transform="rotate(12 255 85)"/><circle cx="222" cy="140" r="5" fill="#fff" opacity="0.7"/><circle cx="250" cy="175" r="4" fill="#fff" opacity="0.7"/>',
  cup:
    '<ellipse cx="240" cy="225" rx="105" ry="20" fill="#e7e5e4"/><path d="M170 110h140v70a60 50 0 0 1-140 0z" fill="#fafaf9" stroke="#a8a29e" stroke-width="4"/>' +
    '<path d="M310 130c40 0 40 50 0 50" fill="none" stroke="#a8a29e" stroke-width="8"/><ellipse cx="240" cy="112" rx="68" ry="12" fill="#78350f"/>' +
    '<path d="M215 90c-8-14 8-22 0-36M245 90c-8-14 8-22 0-36" stroke="#9ca3af" stroke-width="5" fill="none" stroke-linecap="round"/>',
  pint: '<path d="M190 60h100l-10 180h-80z" fill="#f59e0b"/><path d="M188 60h104v30H188z" fill="#fffbeb"/><circle cx="225" cy="150" r="4" fill="#fde68a"/><circle cx="255" cy="190" r="4" fill="#fde68a"/>',
  wine:
    '<path d="M200 60h80c0 60-15 90-40 90s-40-30-40-90z" fill="#f3f4f6" stroke="#d1d5db" stroke-width="3"/><path d="M203 95h74c-4 35-16 52-37 52s-33-17-37-52z" fill="#7f1d1d"/>' +
    '<rect x="236" y="148" width="8" height="70" fill="#d1d5db"/><ellipse cx="240" cy="222" rx="40" ry="10" fill="#d1d5db"/>',
  meal:
    '<g transform="translate(-70 20) scale(0.8)"><path d="M150 140a90 60 0 0 1 180 0z" fill="#d98e3a"/><rect x="150" y="146" width="180" height="24" rx="12" fill="#6b3a1f"/><rect x="150" y="172" width="180" height="26" rx="13" fill="#d98e3a"/></g>' +
    '<g transform="translate(95 30) scale(0.7)"><path d="M175 120h130l-15 120h-100z" fill="#dc2626"/><g fill="#facc15"><rect x="195" y="80" width="14" height="50"/><rect x="220" y="70" width="14" height="60"/><rect x="245" y="78" width="14" height="52"/><rect x="270" y="84" width="14" height="46"/></g></g>' +
    '<g transform="translate(170 -10) scale(0.7)"><path d="M190 70h100l-14 170h-72z" fill="#e5e7eb"/><path d="M194 110h92l-11 126h-70z" fill="#7c2d12"/></g>',
  // ---- Grocery ---------------------------------------------------------------------------------
  apple:
    '<circle cx="225" cy="170" r="62" fill="#dc2626"/><circle cx="260" cy="170" r="62" fill="#ef4444"/><path d="M242 110c0-20 8-30 18-36" stroke="#78350f" stroke-width="7" fill="none"/><path d="M250 95c20-18 45-10 50 0-20 14-40 12-50 0z" fill="#16a34a"/>',
  citrus:
    '<circle cx="240" cy="165" r="80" fill="#f59e0b"/><circle cx="240" cy="165" r="66" fill="#fcd34d"/><path d="M240 99v132M174 165h132M193 118l94 94M287 118l-94 94" stroke="#f59e0b" stroke-width="4"/>',
  banana:
    '<path d="M160 110c10 90 100 130 170 70-60 30-130 0-150-75z" fill="#facc15" stroke="#ca8a04" stroke-width="4"/><path d="M158 100l-6-14" stroke="#78350f" stroke-width="8" stroke-linecap="round"/>',
  berries:
    '<g fill="#7c3aed"><circle cx="205" cy="160" r="24"/><circle cx="250" cy="145" r="26"/><circle cx="275" cy="185" r="24"/><circle cx="225" cy="200" r="22"/></g><g fill="#dc2626"><path d="M170 200c0-30 50-30 50 0-10 30-40 30-50 0z"/></g><path d="M245 120l10-20" stroke="#15803d" stroke-width="5"/>',
  carrot:
    '<path d="M190 110l110 40-100 100z" fill="#f97316" transform="rotate(-10 240 170)"/><path d="M180 100c-10-30 0-40 15-45M195 100c0-30 15-38 30-38M205 108c15-20 30-22 45-15" stroke="#16a34a" stroke-width="8" fill="none" stroke-linecap="round"/>',
  potato:
    '<ellipse cx="220" cy="170" rx="70" ry="50" fill="#c08552"/><ellipse cx="285" cy="190" rx="45" ry="35" fill="#a9713f"/><circle cx="200" cy="160" r="4" fill="#7f5539"/><circle cx="240" cy="185" r="4" fill="#7f5539"/><circle cx="290" cy="180" r="3" fill="#5c3d2e"/>',
  leaf: '<path d="M170 230c0-110 60-160 150-160 0 100-50 160-150 160z" fill="#22c55e"/><path d="M175 225c40-50 80-95 135-145" stroke="#15803d" stroke-width="6" fill="none"/>',
  tomato:
    '<circle cx="240" cy="175" r="75" fill="#dc2626"/><path d="M215 105l25 15 25-15-10 22 25 5-40 5-40-5 25-5z" fill="#15803d"/><circle cx="215" cy="160" r="12" fill="#fff" opacity="0.35"/>',
  bread:
    '<path d="M150 200v-50c0-45 180-45 180 0v50z" fill="#d4a373"/><path d="M190 115l-12 40M230 108l-10 45M270 110l-8 44M305 122l-6 36" stroke="#b07d4f" stroke-width="7" stroke-linecap="round"/><rect x="150" y="195" width="180" height="14" rx="7" fill="#b07d4f"/>',
  croissant:
    '<path d="M150 190c20-80 160-80 180 0-30-20-60-25-90-25s-60 5-90 25z" fill="#e9a23b"/><path d="M200 130l15 45M240 122v48M280 130l-15 45" stroke="#b45309" stroke-width="6"/>',
  milk: '<path d="M200 90h80l20 30v110H180V120z" fill="#f8fafc" stroke="#94a3b8" stroke-width="4"/><path d="M200 90l20-25h40l20 25z" fill="#e2e8f0" stroke="#94a3b8" stroke-width="4"/><rect x="180" y="150" width="120" height="40" fill="#3b82f6"/><path d="M240 156c-8 10-12 16-12 21a12 12 0 0 0 24 0c0-5-4-11-12-21z" fill="#fff"/>',
  cheese:
    '<path d="M150 200l40-90 150 40v50z" fill="#fbbf24"/><path d="M150 200h190v30H150z" fill="#f59e0b"/><circle cx="220" cy="170" r="10" fill="#f59e0b"/><circle cx="270" cy="180" r="7" fill="#f59e0b"/><circle cx="300" cy="165" r="6" fill="#f59e0b"/>',
  eggs: '<ellipse cx="205" cy="170" rx="38" ry="50" fill="#fef3c7" stroke="#d6d3d1" stroke-width="3"/><ellipse cx="275" cy="170" rx="38" ry="50" fill="#fde68a" stroke="#d6d3d1" stroke-width="3"/><rect x="150" y="200" width="180" height="35" rx="8" fill="#a8a29e"/>',
  yoghurt:
    '<path d="M185 110h110l-12 120h-86z" fill="#fdf2f8" stroke="#f9a8d4" stroke-width="4"/><rect x="180" y="98" width="120" height="16" rx="6" fill="#ec4899"/><circle cx="240" cy="170" r="22" fill="#f472b6"/>',
  meat: '<path d="M165 150c15-45 120-55 150-15s-10 85-75 85-90-30-75-70z" fill="#b91c1c"/><path d="M180 150c30-25 95-30 125-5" stroke="#fecaca" stroke-width="8" fill="none"/><circle cx="260" cy="185" r="14" fill="#fecaca"/>',
  chicken:
    '<ellipse cx="225" cy="175" rx="75" ry="55" fill="#d97706"/><path d="M290 150l40-30M296 160l44-16" stroke="#fef3c7" stroke-width="12" stroke-linecap="round"/>',
  fishFresh:
    '<path d="M150 170c40-50 130-50 160 0-30 50-120 50-160 0z" fill="#60a5fa"/><path d="M310 170l40-35v70z" fill="#3b82f6"/><circle cx="185" cy="162" r="7" fill="#1e3a8a"/><path d="M230 140c10 20 10 40 0 60" stroke="#bfdbfe" stroke-width="4" fill="none"/>',
  jar: '<rect x="185" y="95" width="110" height="24" rx="6" fill="#64748b"/><rect x="175" y="118" width="130" height="120" rx="20" fill="#fca5a5" stroke="#ef4444" stroke-width="4"/><rect x="195" y="150" width="90" height="50" rx="6" fill="#fff7ed"/>',
  tin: '<ellipse cx="240" cy="100" rx="60" ry="16" fill="#cbd5e1"/><rect x="180" y="100" width="120" height="130" fill="#e11d48"/><ellipse cx="240" cy="230" rx="60" ry="16" fill="#9f1239"/><rect x="180" y="140" width="120" height="50" fill="#fff1f2"/>',
  bottle:
    '<rect x="222" y="60" width="36" height="40" rx="6" fill="#166534"/><path d="M222 100c-40 20-40 40-40 60v80h116v-80c0-20 0-40-40-60z" fill="#15803d"/><rect x="190" y="160" width="100" height="50" rx="6" fill="#fef9c3"/>',
  pasta:
    '<g stroke="#eab308" stroke-width="10" stroke-linecap="round"><path d="M170 230l60-150M195 232l60-150M220 234l60-150M245 236l60-150M270 238l40-110"/></g><rect x="160" y="170" width="160" height="24" rx="6" fill="#2563eb" opacity="0.9"/>',
  rice: '<path d="M170 120h140l-10 120H180z" fill="#f1f5f9" stroke="#94a3b8" stroke-width="4"/><g fill="#e2e8f0"><ellipse cx="210" cy="180" rx="6" ry="3"/><ellipse cx="240" cy="170" rx="6" ry="3"/><ellipse cx="260" cy="195" rx="6" ry="3"/></g><rect x="170" y="120" width="140" height="30" fill="#16a34a"/>',
  juice:
    '<path d="M195 70h90v170h-90z" fill="#fb923c"/><path d="M195 70l20-20h50l20 20z" fill="#fdba74"/><circle cx="240" cy="160" r="30" fill="#fde68a"/>',
  can: '<rect x="195" y="70" width="90" height="170" rx="14" fill="#dc2626"/><rect x="195" y="140" width="90" height="30" fill="#fff"/><ellipse cx="240" cy="72" rx="45" ry="8" fill="#d1d5db"/>',
  spray:
    '<rect x="195" y="110" width="90" height="130" rx="14" fill="#38bdf8"/><path d="M210 110v-30h50l20 20h-40v10z" fill="#0ea5e9"/><rect x="210" y="150" width="60" height="40" rx="6" fill="#f0f9ff"/>',
  roll: '<rect x="180" y="90" width="120" height="150" rx="10" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/><ellipse cx="240" cy="90" rx="60" ry="16" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="4"/><ellipse cx="240" cy="90" rx="18" ry="6" fill="#94a3b8"/>',
  flower:
    '<g fill="#f472b6"><circle cx="240" cy="120" r="26"/><circle cx="210" cy="145" r="26"/><circle cx="270" cy="145" r="26"/><circle cx="222" cy="175" r="26"/><circle cx="258" cy="175" r="26"/></g><circle cx="240" cy="150" r="16" fill="#fde047"/><path d="M240 200v45" stroke="#16a34a" stroke-width="8"/>',
  bag: '<path d="M170 120h140l-10 120H180z" fill="#86efac" stroke="#16a34a" stroke-width="4"/><path d="M205 120c0-50 70-50 70 0" stroke="#16a34a" stroke-width="8" fill="none"/>',
  // ---- Catering supplies -----------------------------------------------------------------------
  case: '<path d="M160 120l80-35 80 35v105l-80 35-80-35z" fill="#c8a165"/><path d="M160 120l80 35 80-35M240 155v105" stroke="#8b6b3d" stroke-width="4" fill="none"/><rect x="185" y="160" width="40" height="26" fill="#fff" transform="skewY(22) translate(0 -75)"/>',
  sack: '<path d="M180 90h120c20 60 20 120 0 150H180c-20-30-20-90 0-150z" fill="#e7d8b1"/><path d="M180 90c20 15 100 15 120 0" stroke="#a68a52" stroke-width="6" fill="none"/><rect x="200" y="150" width="80" height="40" rx="6" fill="#a68a52"/>',
  tub: '<path d="M175 110h130l-12 130h-106z" fill="#f8fafc" stroke="#64748b" stroke-width="4"/><rect x="168" y="98" width="144" height="18" rx="6" fill="#1d4ed8"/>',
  cups: '<g fill="#f8fafc" stroke="#94a3b8" stroke-width="3"><path d="M190 80h100l-12 160h-76z"/><path d="M195 100h90M198 120h84M200 140h80"/></g>',
  oil: '<rect x="185" y="90" width="110" height="150" rx="12" fill="#facc15"/><rect x="265" y="70" width="24" height="30" rx="4" fill="#1f2937"/><path d="M205 90v-20h40v20" fill="none" stroke="#1f2937" stroke-width="8"/><rect x="200" y="150" width="80" height="45" rx="6" fill="#fff"/>',
  frozen:
    '<rect x="170" y="100" width="140" height="130" rx="10" fill="#bfdbfe"/><path d="M240 120v90M200 140l80 50M280 140l-80 50" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round"/>',
  hatchback: carGlyph('Volkswagen Golf', '#d62828'),
  suv: carGlyph('Toyota RAV4', '#e5e7eb'),
  estate: carGlyph('Audi A4 Avant', '#1e40af'),
  saloon: carGlyph('BMW 3 Series', '#f8fafc'),
  // ---- Vehicle parts ---------------------------------------------------------------------------
  pads: '<path d="M165 200c0-70 150-70 150 0v20H165z" fill="#334155"/><path d="M180 200c0-50 120-50 120 0z" fill="#78716c"/><circle cx="190" cy="210" r="6" fill="#e2e8f0"/><circle cx="290" cy="210" r="6" fill="#e2e8f0"/>',
  disc: '<circle cx="240" cy="165" r="100" fill="#9ca3af"/><circle cx="240" cy="165" r="84" fill="#d1d5db"/><circle cx="240" cy="165" r="40" fill="#6b7280"/><circle cx="240" cy="165" r="14" fill="#1f2937"/><g fill="#1f2937"><circle cx="240" cy="140" r="5"/><circle cx="264" cy="165" r="5"/><circle cx="240" cy="190" r="5"/><circle cx="216" cy="165" r="5"/></g>',
  filter:
    '<rect x="180" y="80" width="120" height="160" rx="16" fill="#2563eb"/><rect x="180" y="80" width="120" height="24" rx="10" fill="#1e3a8a"/><g stroke="#93c5fd" stroke-width="4"><path d="M195 120v100M215 120v100M235 120v100M255 120v100M275 120v100"/></g>',
  airFilter:
    '<rect x="150" y="110" width="180" height="110" rx="10" fill="#f8fafc" stroke="#f97316" stroke-width="8"/><g stroke="#d1d5db" stroke-width="5"><path d="M170 125v80M188 125v80M206 125v80M224 125v80M242 125v80M260 125v80M278 125v80M296 125v80M312 125v80"/></g>',
  wiper:
    '<path d="M140 210L330 100" stroke="#111827" stroke-width="14" stroke-linecap="round"/><path d="M150 220L340 110" stroke="#374151" stroke-width="6" stroke-linecap="round"/><rect x="225" y="150" width="30" height="16" rx="4" fill="#6b7280" transform="rotate(-30 240 158)"/>',
  bulb: '<circle cx="240" cy="135" r="55" fill="#fef08a" stroke="#eab308" stroke-width="4"/><rect x="215" y="185" width="50" height="45" rx="6" fill="#9ca3af"/><path d="M215 198h50M215 212h50" stroke="#6b7280" stroke-width="4"/><path d="M225 150l15-25 15 25" stroke="#ca8a04" stroke-width="4" fill="none"/>',
  plug: '<rect x="228" y="55" width="24" height="35" rx="4" fill="#d1d5db"/><rect x="215" y="90" width="50" height="70" rx="8" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/><path d="M212 160h56l-6 25h-44z" fill="#6b7280"/><rect x="225" y="185" width="30" height="45" fill="#9ca3af"/><path d="M225 195h30M225 207h30M225 219h30" stroke="#6b7280" stroke-width="3"/><path d="M240 230v15h12" stroke="#6b7280" stroke-width="4" fill="none"/>',
  battery:
    '<rect x="160" y="110" width="160" height="110" rx="10" fill="#111827"/><rect x="185" y="96" width="28" height="16" fill="#dc2626"/><rect x="267" y="96" width="28" height="16" fill="#1f2937"/><path d="M199 150v24M187 162h24M269 162h24" stroke="#facc15" stroke-width="6" stroke-linecap="round"/><path d="M232 140l-12 26h16l-8 26 24-34h-16l10-18z" fill="#facc15"/>',
};
