import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DeliveryHours } from '@storefront/contract/admin-config';
import { useSaveDeliveryHours } from '../api/delivery-hours';
import {
  emptyArea,
  emptyHours,
  toDraft,
  validate,
  type AreaDraft,
  type Draft,
  type FieldErrors,
  type HoursDraft,
  type LeadTimesDraft,
} from './delivery-hours-draft';

/** What the "Delivery & hours" sections read and change: the draft, its problems, and the row actions. */
export type DeliveryHoursForm = ReturnType<typeof useDeliveryHoursForm>;

/** The draft without its row keys, to tell whether anything changed. */
const strip = (draft: Draft) => ({
  ...draft,
  DeliveryAreas: draft.DeliveryAreas.map(({ key: _key, ...a }) => a),
  Branches: draft.Branches.map((b) => ({
    ...b,
    OpeningHours: b.OpeningHours.map(({ key: _key, ...h }) => h),
  })),
});

/**
 * Focuses an element by id after the next render: a row just added, or the first field with a problem,
 * exist only once React has drawn them.
 */
function useFocusAfterRender() {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  return (target: string) => {
    focusNext.current = target;
  };
}

interface EditDeps {
  draft: Draft;
  /** Sets the draft and drops the problem found for `clear`, the field just edited. */
  change: (next: Draft, clear?: string) => void;
  clearErrors: () => void;
  /** Focuses the field at this draft path after the render. */
  focus: (path: string) => void;
}

/** The edits of one field or row of the draft. */
function draftEdits({ draft, change, clearErrors, focus }: EditDeps) {
  const setBranchHours = (b: number, hours: HoursDraft[]) =>
    change({
      ...draft,
      Branches: draft.Branches.map((branch, j) => (j === b ? { ...branch, OpeningHours: hours } : branch)),
    });
  return {
    setArea: (i: number, patch: Partial<AreaDraft>) =>
      change(
        { ...draft, DeliveryAreas: draft.DeliveryAreas.map((a, j) => (j === i ? { ...a, ...patch } : a)) },
        `DeliveryAreas.${i}.${Object.keys(patch)[0]}`,
      ),
    setLeadTime: (b: number, channel: keyof LeadTimesDraft, value: string) =>
      change(
        {
          ...draft,
          Branches: draft.Branches.map((branch, j) =>
            j === b ? { ...branch, LeadTimes: { ...branch.LeadTimes, [channel]: value } } : branch,
          ),
        },
        `Branches.${b}.LeadTimes.${channel}`,
      ),
    setHours: (b: number, i: number, patch: Partial<HoursDraft>) =>
      change(
        {
          ...draft,
          Branches: draft.Branches.map((branch, j) =>
            j === b
              ? {
                  ...branch,
                  OpeningHours: branch.OpeningHours.map((h, k) => (k === i ? { ...h, ...patch } : h)),
                }
              : branch,
          ),
        },
        `Branches.${b}.OpeningHours.${i}.${Object.keys(patch)[0]}`,
      ),
    addArea: () => {
      change({ ...draft, DeliveryAreas: [...draft.DeliveryAreas, emptyArea()] });
      focus(`DeliveryAreas.${draft.DeliveryAreas.length}.Name`);
    },
    // Removing a row renumbers the rows after it, so the problems found for them no longer match: all go.
    removeArea: (i: number) => {
      change({ ...draft, DeliveryAreas: draft.DeliveryAreas.filter((_, j) => j !== i) });
      clearErrors();
    },
    addHours: (b: number, hours: HoursDraft[]) => {
      setBranchHours(b, [...hours, emptyHours()]);
      focus(`Branches.${b}.OpeningHours.${hours.length}.Day`);
    },
    removeHours: (b: number, hours: HoursDraft[], i: number) => {
      setBranchHours(
        b,
        hours.filter((_, k) => k !== i),
      );
      clearErrors();
    },
  };
}

/**
 * The screen's state: the saved values and the owner's draft, the problems Save found (each cleared as its
 * field changes), and where focus goes next, so a new row or the first problem is where the owner types.
 */
export function useDeliveryHoursForm(brand: string, saved: DeliveryHours) {
  const save = useSaveDeliveryHours(brand);
  const [stored, setStored] = useState(() => toDraft(saved));
  const [draft, setDraft] = useState(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const id = useId();
  const fid = (path: string) => `${id}-${path}`;
  const setFocusId = useFocusAfterRender();

  const change = (next: Draft, clear?: string) => {
    setDone(false);
    setDraft(next);
    if (clear && errors[clear]) {
      const rest = { ...errors };
      delete rest[clear];
      setErrors(rest);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) setFocusId(fid(first));
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (next) => {
        const fresh = toDraft(next);
        setStored(fresh);
        setDraft(fresh);
        setDone(true);
      },
    });
  };
  const undo = () => {
    setDraft(stored);
    setErrors({});
  };
  const changed = JSON.stringify(strip(draft)) !== JSON.stringify(strip(stored));
  const edits = draftEdits({
    draft,
    change,
    clearErrors: () => setErrors({}),
    focus: (path) => setFocusId(fid(path)),
  });

  return { save, draft, errors, done, changed, fid, change, ...edits, submit, undo };
}
