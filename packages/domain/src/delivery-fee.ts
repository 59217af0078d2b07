import { formatPence, toPence } from './money';

/**
 * Delivery areas, the delivery fee and the minimum order value (issue 5): a brand may deliver everywhere or
 * only to listed postcode areas, each area with its own fee and minimum or the brand's. The cart shows
 * 'Add £X more for delivery' from deliveryQuote (adding items is never blocked); the server refuses a
 * delivery order below the minimum or outside the areas, and adds the fee, with the same functions.
 */

/** A delivery area as the brand config holds it: postcode prefixes, and pounds as on the wire. */
export interface DeliveryArea {
  Name: string;
  /** Postcode areas ('N'), districts / outward codes ('N1', 'EC2A') or sectors ('N1 7'). */
  Postcodes: readonly string[];
  /** Overrides the brand's DeliveryFee (pounds). */
  DeliveryFee?: number | undefined;
  /** Overrides the brand's MinDeliveryOrder (pounds). */
  MinDeliveryOrder?: number | undefined;
  /** The branch delivery goes out from (ADR 0046); absent: the brand's first branch. */
  BranchId?: number | undefined;
}

/** The brand config fields of delivery; absent fields (a brand stored before they existed) mean none. */
export interface DeliveryRules {
  DeliveryFee?: number | undefined;
  MinDeliveryOrder?: number | undefined;
  DeliveryAreas?: readonly DeliveryArea[] | undefined;
}

/** A UK postcode split into its outward code (district) and inward code. */
export interface UkPostcode {
  outward: string;
  inward: string;
  /** Upper case with one space: 'N1 7AA'. */
  formatted: string;
}

/** The shape of a UK postcode (the contract's Postcode fields use the same pattern). */
export const UK_POSTCODE_PATTERN = /^([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})$/;

/** Parses a UK postcode in any case and spacing; null when it does not have a postcode's shape. */
export function parsePostcode(text: string): UkPostcode | null {
  const m = UK_POSTCODE_PATTERN.exec(text.trim().toUpperCase());
  if (!m) return null;
  const outward = m[1]!;
  const inward = m[2]!;
  return { outward, inward, formatted: `${outward} ${inward}` };
}

const AREA = /^[A-Z]{1,2}$/;
const DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;
const SECTOR = /^([A-Z]{1,2}\d[A-Z\d]?) (\d)$/;

/** A prefix as areas are compared: upper case, single spaces, trimmed. */
export function normalisePrefix(prefix: string): string {
  return prefix.trim().toUpperCase().replace(/\s+/g, ' ');
}

/** Whether a prefix is a postcode area, district, sector or whole postcode a brand can list. */
export function isPostcodePrefix(prefix: string): boolean {
  const p = normalisePrefix(prefix);
  return AREA.test(p) || DISTRICT.test(p) || SECTOR.test(p) || parsePostcode(p)?.formatted === p;
}

/**
 * How closely a prefix covers a postcode: 0 not at all, 1 its area ('N' covers N1 and N16 but not NW1),
 * 2 its district ('N1' covers N1 7AA but not N16), 3 its sector ('N1 7'), 4 the postcode itself.
 */
export function prefixSpecificity(prefix: string, postcode: UkPostcode): number {
  const p = normalisePrefix(prefix);
  if (AREA.test(p)) return /^[A-Z]+/.exec(postcode.outward)?.[0] === p ? 1 : 0;
  if (DISTRICT.test(p)) return postcode.outward === p ? 2 : 0;
  const sector = SECTOR.exec(p);
  if (sector) return sector[1] === postcode.outward && sector[2] === postcode.inward[0] ? 3 : 0;
  return parsePostcode(p)?.formatted === postcode.formatted ? 4 : 0;
}

/** The area serving a postcode: the one with the most specific matching prefix (the first listed on a tie). */
export function deliveryAreaFor(postcode: UkPostcode, areas: readonly DeliveryArea[]): DeliveryArea | null {
  let best: DeliveryArea | null = null;
  let bestScore = 0;
  for (const area of areas) {
    const score = Math.max(0, ...area.Postcodes.map((p) => prefixSpecificity(p, postcode)));
    if (score > bestScore) {
      best = area;
      bestScore = score;
    }
  }
  return best;
}

/** What delivery costs and needs, in pence. */
export interface DeliveryTerms {
  /** true: delivered there; false: not served (or not a postcode); null: the brand has areas, no postcode yet. */
  served: boolean | null;
  /** The postcode as checked ('N1 7AA'), when one was given and valid. */
  postcode: string | null;
  areaName: string | null;
  /** The serving area's branch, when it names one. */
  branchId: number | null;
  feePence: number;
  minimumPence: number;
}

/**
 * The delivery terms for a postcode: a brand without areas delivers everywhere on its own fee and minimum;
 * with areas, the matching area's fee and minimum apply (each falling back to the brand's), and a postcode
 * outside them is not served. Without a postcode the brand's figures are shown and `served` is unknown.
 */
export function deliveryTerms(rules: DeliveryRules, postcode?: string | null): DeliveryTerms {
  const brandFee = toPence(rules.DeliveryFee ?? 0);
  const brandMinimum = toPence(rules.MinDeliveryOrder ?? 0);
  const areas = rules.DeliveryAreas ?? [];
  const parsed = postcode ? parsePostcode(postcode) : null;
  const base = {
    postcode: parsed?.formatted ?? null,
    feePence: brandFee,
    minimumPence: brandMinimum,
    branchId: null,
  };
  if (postcode && !parsed) return { ...base, served: false, areaName: null };
  if (areas.length === 0) return { ...base, served: true, areaName: null };
  if (!parsed) return { ...base, served: null, areaName: null };
  const area = deliveryAreaFor(parsed, areas);
  if (!area) return { ...base, served: false, areaName: null };
  return {
    ...base,
    served: true,
    areaName: area.Name,
    branchId: area.BranchId ?? null,
    feePence: area.DeliveryFee === undefined ? brandFee : toPence(area.DeliveryFee),
    minimumPence: area.MinDeliveryOrder === undefined ? brandMinimum : toPence(area.MinDeliveryOrder),
  };
}

/** The cart's delivery figures for a subtotal, in pence. */
export interface DeliveryQuote {
  feePence: number;
  minimumPence: number;
  /** How much more the cart needs to reach the minimum (0 once it does). */
  shortfallPence: number;
  meetsMinimum: boolean;
  /** Subtotal plus the fee. */
  totalPence: number;
  /** 'Add £3.50 more for delivery' while short of the minimum, else null. */
  message: string | null;
}

/** The fee, the shortfall to the minimum and the total for a cart subtotal under some delivery terms. */
export function deliveryQuote(
  subtotalPence: number,
  terms: Pick<DeliveryTerms, 'feePence' | 'minimumPence'>,
): DeliveryQuote {
  const shortfallPence = Math.max(0, terms.minimumPence - subtotalPence);
  return {
    feePence: terms.feePence,
    minimumPence: terms.minimumPence,
    shortfallPence,
    meetsMinimum: shortfallPence === 0,
    totalPence: subtotalPence + terms.feePence,
    message: shortfallPence > 0 ? addMoreForDelivery(shortfallPence) : null,
  };
}

/** The cart's hint below the minimum. */
export function addMoreForDelivery(shortfallPence: number): string {
  return `Add ${formatPence(shortfallPence)} more for delivery`;
}

/** The server's refusal of a delivery order below the minimum. */
export function belowMinimumMessage(minimumPence: number, shortfallPence: number): string {
  return `The minimum order for delivery is ${formatPence(minimumPence)}. ${addMoreForDelivery(shortfallPence)}`;
}

/** A postcode outside the brand's delivery areas. */
export function notServedMessage(postcode: string): string {
  return `Sorry, we do not deliver to ${postcode}`;
}

/** What the checkout says about delivery to a postcode that is served. */
export function deliversMessage(
  terms: Pick<DeliveryTerms, 'postcode' | 'feePence' | 'minimumPence'>,
): string {
  const fee = terms.feePence > 0 ? `${formatPence(terms.feePence)} delivery` : 'free delivery';
  const minimum = terms.minimumPence > 0 ? `, minimum order ${formatPence(terms.minimumPence)}` : '';
  return `We deliver to ${terms.postcode ?? 'you'}: ${fee}${minimum}`;
}
