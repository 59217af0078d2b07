import {
  DeliveryHoursBody,
  type DeliveryHours,
  type DeliveryHoursInput,
} from '@storefront/contract/admin-config';

/**
 * The "Delivery & hours" form as the owner types it: numbers and postcode lists stay text until Save, when
 * they are turned into the request body and checked with the contract's schema (the server checks it again).
 */
export interface AreaDraft {
  key: string;
  Name: string;
  /** Prefixes separated by commas, spaces between parts of a prefix allowed ('N1, EC2A, SW11 1'). */
  Postcodes: string;
  /** Pounds; '' for the brand's own fee. */
  DeliveryFee: string;
  /** Pounds; '' for the brand's own minimum. */
  MinDeliveryOrder: string;
  /** The branch it delivers from; '' for the first branch. */
  BranchId: string;
}
export interface HoursDraft {
  key: string;
  Day: string;
  Open: string;
  Close: string;
}
/** A branch's own notice per channel in minutes; '' for the brand's. */
export interface LeadTimesDraft {
  Delivery: string;
  Collection: string;
  EatIn: string;
}
export const LEAD_CHANNELS = ['Delivery', 'Collection', 'EatIn'] as const;
export interface BranchDraft {
  BranchId: number;
  Name: string;
  OpeningHours: HoursDraft[];
  LeadTimes: LeadTimesDraft;
}
export interface Draft {
  MinDeliveryTime: string;
  MinCollectionTime: string;
  MinEatInTime: string;
  DeliveryFrom: string;
  CollectionFrom: string;
  EatInFrom: string;
  DeliveryFee: string;
  MinDeliveryOrder: string;
  DeliveryAreas: AreaDraft[];
  Branches: BranchDraft[];
}

let counter = 0;
/** A key for a new row (React keeps a removed row's neighbours as they are). */
export const rowKey = () => `row-${++counter}`;

const pounds = (value: number | undefined) => (value === undefined ? '' : value.toFixed(2));
const minutes = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toDraft(saved: DeliveryHours): Draft {
  return {
    MinDeliveryTime: String(saved.MinDeliveryTime),
    MinCollectionTime: String(saved.MinCollectionTime),
    MinEatInTime: String(saved.MinEatInTime),
    DeliveryFrom: saved.DeliveryFrom,
    CollectionFrom: saved.CollectionFrom,
    EatInFrom: saved.EatInFrom,
    DeliveryFee: pounds(saved.DeliveryFee),
    MinDeliveryOrder: pounds(saved.MinDeliveryOrder),
    DeliveryAreas: saved.DeliveryAreas.map((a) => ({
      key: rowKey(),
      Name: a.Name,
      Postcodes: a.Postcodes.join(', '),
      DeliveryFee: pounds(a.DeliveryFee),
      MinDeliveryOrder: pounds(a.MinDeliveryOrder),
      BranchId: a.BranchId === undefined ? '' : String(a.BranchId),
    })),
    Branches: saved.Branches.map((b) => ({
      BranchId: b.BranchId,
      Name: b.Name,
      LeadTimes: {
        Delivery: minutes(b.LeadTimes.Delivery),
        Collection: minutes(b.LeadTimes.Collection),
        EatIn: minutes(b.LeadTimes.EatIn),
      },
      OpeningHours: b.OpeningHours.map((h) => ({
        key: rowKey(),
        Day: String(h.Day),
        Open: h.Open,
        Close: h.Close,
      })),
    })),
  };
}

export const emptyArea = (): AreaDraft => ({
  key: rowKey(),
  Name: '',
  Postcodes: '',
  DeliveryFee: '',
  MinDeliveryOrder: '',
  BranchId: '',
});
export const emptyHours = (): HoursDraft => ({ key: rowKey(), Day: '1', Open: '11:00', Close: '22:00' });

/** '' stays absent (optional fields) or becomes NaN (required ones), which the schema reports. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/^£/, '')));
const optionalNumber = (text: string) => (text.trim() === '' ? undefined : number(text));

export function toBody(draft: Draft): DeliveryHoursInput {
  return {
    MinDeliveryTime: number(draft.MinDeliveryTime),
    MinCollectionTime: number(draft.MinCollectionTime),
    MinEatInTime: number(draft.MinEatInTime),
    DeliveryFrom: draft.DeliveryFrom,
    CollectionFrom: draft.CollectionFrom,
    EatInFrom: draft.EatInFrom,
    DeliveryFee: number(draft.DeliveryFee),
    MinDeliveryOrder: number(draft.MinDeliveryOrder),
    DeliveryAreas: draft.DeliveryAreas.map((a) => ({
      Name: a.Name,
      Postcodes: a.Postcodes.split(/[,;\n]+/)
        .map((p) => p.trim())
        .filter(Boolean),
      DeliveryFee: optionalNumber(a.DeliveryFee),
      MinDeliveryOrder: optionalNumber(a.MinDeliveryOrder),
      BranchId: optionalNumber(a.BranchId),
    })),
    Branches: draft.Branches.map((b) => ({
      BranchId: b.BranchId,
      LeadTimes: {
        Delivery: optionalNumber(b.LeadTimes.Delivery),
        Collection: optionalNumber(b.LeadTimes.Collection),
        EatIn: optionalNumber(b.LeadTimes.EatIn),
      },
      OpeningHours: b.OpeningHours.map((h) => ({ Day: Number(h.Day), Open: h.Open, Close: h.Close })),
    })),
  };
}

/** Field errors keyed by the input's path ('DeliveryAreas.0.Postcodes'); the first problem of each field. */
export type FieldErrors = Record<string, string>;

const FRIENDLY: Record<string, string> = {
  Name: 'Enter a name for the area',
  Postcodes: 'Enter at least one postcode area or district, such as N1',
};

/** A field of minutes: a channel's notice, or a branch's own. */
const isMinutes = (path: string[]) => /Time$/.test(path.at(-1) ?? '') || path.includes('LeadTimes');

/** Checks the draft with the contract's schema: the body to send, or the problems next to their fields. */
export function validate(draft: Draft): { body: DeliveryHoursBody } | { errors: FieldErrors } {
  const parsed = DeliveryHoursBody.safeParse(toBody(draft));
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    // One input holds all of an area's postcodes.
    const postcodes = path.indexOf('Postcodes');
    const key = (postcodes >= 0 ? path.slice(0, postcodes + 1) : path).join('.');
    const last = path[path.length - 1] ?? '';
    let message = issue.message;
    if (issue.code === 'invalid_type') message = 'Enter a number';
    else if (issue.code === 'too_small' && FRIENDLY[last]) message = FRIENDLY[last];
    else if (issue.code === 'too_small' && isMinutes(path)) message = 'Enter 0 or more minutes';
    else if (issue.code === 'too_big' && isMinutes(path)) message = 'Enter at most 1440 minutes (a day)';
    else if (issue.code === 'too_small') message = 'Enter 0 or more';
    errors[key] ??= message;
  }
  return { errors };
}
