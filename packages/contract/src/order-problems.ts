/**
 * Where an order's problem points: the `Path` of a field error answered by quote, place, amend and reorder
 * (spec §8's field errors). The API writes these paths and the checkout reads them back, so both name
 * them here.
 */
export const ORDER_PATHS = {
  guest: 'body.Guest',
  paymentMethod: 'body.PaymentMethod',
  address: 'body.Address',
  addressPostcode: 'body.Address.Postcode',
  /** The quote's postcode (the checkout asks for a quote before the address is complete). */
  postcode: 'body.Postcode',
  tableNumber: 'body.TableNumber',
  branchId: 'body.BranchId',
  scheduledFor: 'body.ScheduledFor',
  notes: 'body.Notes',
  allergyNote: 'body.AllergyNote',
  /** The lines as a whole: the minimum order, a max buy, an order too large to take online. */
  lines: 'body.Lines',
  promoCode: 'body.PromoCode',
  redeemPoints: 'body.RedeemPoints',
  giftCardCode: 'body.GiftCardCode',
} as const;
export type OrderPath = (typeof ORDER_PATHS)[keyof typeof ORDER_PATHS];

/** The path of one line (its index in the request's `Lines`), and of a field within it. */
export const linePath = (index: number, ...field: (string | number)[]): string =>
  [ORDER_PATHS.lines, index, ...field].join('.');

/** What a problem's path names, for a screen that shows each problem beside what it is about. */
export type ProblemTarget =
  | { kind: 'line'; index: number }
  | { kind: 'lines' }
  | { kind: 'guest'; field: string }
  | { kind: 'address'; field: string }
  | { kind: 'field'; path: string };

/** Reads a problem's path back: `body.Lines.2.ItemId` is line 2, `body.Guest.Email` the guest's email. */
export function problemTarget(path: string): ProblemTarget {
  const [root, top, ...rest] = path.split('.');
  if (root !== 'body' || top === undefined) return { kind: 'field', path };
  if (top === 'Lines') {
    const index = rest.length > 0 ? Number(rest[0]) : NaN;
    return Number.isInteger(index) ? { kind: 'line', index } : { kind: 'lines' };
  }
  if (top === 'Guest' && rest.length > 0) return { kind: 'guest', field: rest.join('.') };
  if (top === 'Address' && rest.length > 0) return { kind: 'address', field: rest.join('.') };
  return { kind: 'field', path };
}
