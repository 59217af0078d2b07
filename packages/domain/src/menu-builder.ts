import type { MenuBuilderStep } from '@storefront/contract/catalog';
import { toPence, toPounds } from './money';
import type { CartExtra, ExtraDetail } from './extra-detail';

/**
 * The menu builder (spec §3 "Menu builder step", §4): a dish built step by step. Each chosen item names the
 * next step (Redirection); -1 ends. The state is the path so far, in order, one choice per step.
 */

/** The Redirection that ends the builder. */
export const MENU_BUILDER_END = -1;

export interface BuilderChoice {
  stepId: number;
  item: string;
}
/** The chosen items in the order their steps were visited. */
export type BuilderState = readonly BuilderChoice[];

export type BuilderRefusal =
  'unknown-step' | 'unknown-item' | 'step-not-open' | 'cycle' | 'unknown-redirection';

/** A choice either applies (with the step to open next, -1 when the builder is done) or is refused. */
export type BuilderChange =
  | { ok: true; state: BuilderState; next: number }
  | { ok: false; state: BuilderState; reason: BuilderRefusal };

type Steps = readonly MenuBuilderStep[];
type Choice = MenuBuilderStep['Choose'][number];

function stepById(steps: Steps, id: number): MenuBuilderStep | undefined {
  return steps.find((s) => s.Id === id);
}

function itemOf(steps: Steps, choice: BuilderChoice): Choice | undefined {
  return stepById(steps, choice.stepId)?.Choose.find((c) => c.Item === choice.item);
}

/** The step the builder opens on: the first one listed; null when the item has no builder. */
export function firstStepId(steps: Steps): number | null {
  return steps[0]?.Id ?? null;
}

/** The step awaiting a choice: the first step, then where the last choice redirects; null once done. */
export function openStepId(steps: Steps, state: BuilderState): number | null {
  const last = state.at(-1);
  if (!last) return firstStepId(steps);
  const redirection = itemOf(steps, last)?.Redirection ?? MENU_BUILDER_END;
  return redirection === MENU_BUILDER_END ? null : redirection;
}

/**
 * Chooses an item in a step. The step must be open or already chosen; re-choosing a step drops every
 * choice after it, since later steps depended on the old choice. Refused: unknown steps or items, a step not
 * reached yet, an item redirecting to a step that does not exist, or to a step already on the path (a cycle
 * in a brand file would otherwise let the builder loop forever).
 */
export function choose(steps: Steps, state: BuilderState, stepId: number, item: string): BuilderChange {
  const step = stepById(steps, stepId);
  if (!step) return { ok: false, state, reason: 'unknown-step' };
  const picked = step.Choose.find((c) => c.Item === item);
  if (!picked) return { ok: false, state, reason: 'unknown-item' };
  const at = state.findIndex((c) => c.stepId === stepId);
  if (at === -1 && openStepId(steps, state) !== stepId) return { ok: false, state, reason: 'step-not-open' };
  const before = at === -1 ? state : state.slice(0, at);
  const next = picked.Redirection;
  if (next !== MENU_BUILDER_END) {
    if (!stepById(steps, next)) return { ok: false, state, reason: 'unknown-redirection' };
    if (next === stepId || before.some((c) => c.stepId === next))
      return { ok: false, state, reason: 'cycle' };
  }
  return { ok: true, state: [...before, { stepId, item }], next };
}

/** True only once a step has been chosen with an item whose Redirection is -1. */
export function isComplete(steps: Steps, state: BuilderState): boolean {
  return state.length > 0 && openStepId(steps, state) === null && validateBuilderState(steps, state) === null;
}

/** Whether the popup's add button may be enabled as far as the builder goes: no builder, or a finished one. */
export function builderAllowsAdd(steps: Steps | undefined, state: BuilderState): boolean {
  return !steps || steps.length === 0 || isComplete(steps, state);
}

/**
 * Replays a state from the first step (the server's check of a client's path): null when every choice is
 * one `choose` would have made, else the first refusal.
 */
export function validateBuilderState(steps: Steps, state: BuilderState): BuilderRefusal | null {
  let replay: BuilderState = [];
  for (const choice of state) {
    const change = choose(steps, replay, choice.stepId, choice.item);
    if (!change.ok) return change.reason;
    // A choice of an earlier step would have dropped later ones: a valid path never revisits a step.
    if (change.state.length !== replay.length + 1) return 'cycle';
    replay = change.state;
  }
  return null;
}

/** The price the builder adds, in pence: the sum of the chosen items' prices. */
export function builderPricePence(steps: Steps, state: BuilderState): number {
  return state.reduce((sum, c) => sum + toPence(itemOf(steps, c)?.Price ?? 0), 0);
}

/** The chosen items as a cart line stores them (Key: the step title), so builds with other choices never merge. */
export function builderCartExtras(steps: Steps, state: BuilderState): CartExtra[] {
  return state.map((c) => ({
    Title: c.item,
    Price: toPounds(toPence(itemOf(steps, c)?.Price ?? 0)),
    Quantity: 1,
    Key: stepById(steps, c.stepId)?.Title,
    checked: true,
  }));
}

/** The chosen items as order-line ExtraDetail entries. */
export function builderExtraDetail(steps: Steps, state: BuilderState): ExtraDetail[] {
  return state.map((c) => ({
    ExtraTitle: c.item,
    ExtraQuantity: 1,
    ExtraPrice: toPounds(toPence(itemOf(steps, c)?.Price ?? 0)),
  }));
}

/**
 * Recovers the builder path from a client's ExtraDetail (the server's check): from the first step, take the
 * first unused entry naming one of the open step's items, until the path ends or no entry matches. `used`
 * holds the entries taken, to skip when the rest is checked as group extras; `complete` says whether the
 * path reached -1.
 */
export function builderFromExtraDetail(
  steps: Steps,
  details: readonly ExtraDetail[],
): { state: BuilderState; used: Set<number>; complete: boolean } {
  let state: BuilderState = [];
  const used = new Set<number>();
  for (let open = firstStepId(steps); open !== null; open = openStepId(steps, state)) {
    const step = stepById(steps, open);
    const index = details.findIndex(
      (d, i) => !used.has(i) && d.ExtraQuantity === 1 && step?.Choose.some((c) => c.Item === d.ExtraTitle),
    );
    const entry = details[index];
    if (!entry) break;
    const change = choose(steps, state, open, entry.ExtraTitle);
    if (!change.ok) break;
    used.add(index);
    state = change.state;
  }
  return { state, used, complete: isComplete(steps, state) };
}
