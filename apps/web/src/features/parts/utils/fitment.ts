import { isNumber, isOptional, isShape, isString, type Checked } from '../../../lib/check';

/** The vehicle a visitor is shopping for: each step optional, each needing the one before it. */
export const Fitment = isShape({
  Make: isOptional(isString({ min: 1, max: 80 })),
  Model: isOptional(isString({ min: 1, max: 80 })),
  Year: isOptional(isNumber({ int: true, min: 1900, max: 2100 })),
  Engine: isOptional(isString({ min: 1, max: 80 })),
});
export type Fitment = Checked<typeof Fitment>;

export const FITMENT_STEPS = ['Make', 'Model', 'Year', 'Engine'] as const;
export type FitmentStep = (typeof FITMENT_STEPS)[number];

/** The fitment with one step chosen: the later steps are cleared, since they depended on it. */
export function chooseStep(fitment: Fitment, step: FitmentStep, value: string | number | undefined): Fitment {
  const next: Fitment = {};
  for (const s of FITMENT_STEPS) {
    if (s === step) {
      if (value !== undefined && value !== '') (next as Record<string, unknown>)[s] = value;
      break;
    }
    if (fitment[s] !== undefined) (next as Record<string, unknown>)[s] = fitment[s];
  }
  return next;
}

/** Drops steps whose earlier step is missing (a stored value edited by hand, say). */
export function consistent(fitment: Fitment): Fitment {
  const next: Fitment = {};
  for (const s of FITMENT_STEPS) {
    if (fitment[s] === undefined) break;
    (next as Record<string, unknown>)[s] = fitment[s];
  }
  return next;
}

const key = (brand: string) => `partsFitment:${brand}`;

/** The visitor's vehicle, kept for the visit (session storage, per brand); a bad value reads as none. */
export function readFitment(brand: string): Fitment {
  try {
    const raw = sessionStorage.getItem(key(brand));
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (Fitment(value)) return consistent(value);
    sessionStorage.removeItem(key(brand));
  } catch {
    /* storage blocked or malformed: no remembered vehicle */
  }
  return {};
}

export function saveFitment(brand: string, fitment: Fitment): void {
  try {
    if (Object.keys(fitment).length) sessionStorage.setItem(key(brand), JSON.stringify(fitment));
    else sessionStorage.removeItem(key(brand));
  } catch {
    /* storage blocked: remembered for this page only */
  }
}
