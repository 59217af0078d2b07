import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MenuBuilderStep } from '@storefront/contract/catalog';
import {
  builderAllowsAdd,
  builderCartExtras,
  builderExtraDetail,
  builderFromExtraDetail,
  builderPricePence,
  choose,
  isComplete,
  openStepId,
  validateBuilderState,
  type BuilderState,
} from './menu-builder';

const item = (Item: string, Redirection: number, Price = 0) => ({ Item, Redirection, Price });

// Size → (a burger goes to sauce, a wrap straight to drink) → drink ends.
const meal: MenuBuilderStep[] = [
  { Id: 1, Title: 'Pick a main', Choose: [item('Burger', 2, 5), item('Wrap', 3, 4.5)] },
  { Id: 2, Title: 'Pick a sauce', Choose: [item('BBQ', 3, 0.3), item('Mayo', 3)] },
  { Id: 3, Title: 'Pick a drink', Choose: [item('Cola', -1, 1.2), item('Water', -1, 0.1)] },
];

function path(...picks: [number, string][]): BuilderState {
  return picks.reduce<BuilderState>((state, [step, name]) => {
    const change = choose(meal, state, step, name);
    if (!change.ok) throw new Error(change.reason);
    return change.state;
  }, []);
}

describe('menu builder', () => {
  it('records a choice and opens the step its redirection names; -1 ends', () => {
    const first = choose(meal, [], 1, 'Burger');
    expect(first).toMatchObject({ ok: true, next: 2, state: [{ stepId: 1, item: 'Burger' }] });
    expect(openStepId(meal, first.state)).toBe(2);
    const done = path([1, 'Wrap'], [3, 'Water']);
    expect(choose(meal, path([1, 'Wrap']), 3, 'Water')).toMatchObject({ ok: true, next: -1 });
    expect(openStepId(meal, done)).toBeNull();
  });
  it('enables add only once a step with redirection -1 is chosen', () => {
    expect(isComplete(meal, [])).toBe(false);
    expect(isComplete(meal, path([1, 'Burger'], [2, 'BBQ']))).toBe(false);
    expect(isComplete(meal, path([1, 'Burger'], [2, 'BBQ'], [3, 'Cola']))).toBe(true);
    expect(builderAllowsAdd(meal, path([1, 'Burger']))).toBe(false);
    expect(builderAllowsAdd(undefined, [])).toBe(true);
    expect(builderAllowsAdd([], [])).toBe(true);
  });
  it('drops later choices when a step is chosen again', () => {
    const full = path([1, 'Burger'], [2, 'BBQ'], [3, 'Cola']);
    const again = choose(meal, full, 1, 'Wrap');
    expect(again).toMatchObject({ ok: true, next: 3, state: [{ stepId: 1, item: 'Wrap' }] });
    expect(isComplete(meal, again.state)).toBe(false);
    expect(choose(meal, full, 2, 'Mayo').state).toEqual([
      { stepId: 1, item: 'Burger' },
      { stepId: 2, item: 'Mayo' },
    ]);
  });
  it('prices the build as the sum of the chosen items, in pence', () => {
    expect(builderPricePence(meal, path([1, 'Burger'], [2, 'BBQ'], [3, 'Cola']))).toBe(500 + 30 + 120);
    expect(builderPricePence(meal, [])).toBe(0);
  });
  it('refuses unknown steps and items, steps not reached yet, cycles and dangling redirections', () => {
    expect(choose(meal, [], 9, 'Burger')).toMatchObject({ ok: false, reason: 'unknown-step' });
    expect(choose(meal, [], 1, 'Pizza')).toMatchObject({ ok: false, reason: 'unknown-item' });
    expect(choose(meal, [], 3, 'Cola')).toMatchObject({ ok: false, reason: 'step-not-open' });
    expect(choose(meal, path([1, 'Wrap']), 2, 'BBQ')).toMatchObject({ ok: false, reason: 'step-not-open' });
    const loop: MenuBuilderStep[] = [
      { Id: 1, Title: 'A', Choose: [item('to B', 2)] },
      { Id: 2, Title: 'B', Choose: [item('back to A', 1), item('self', 2), item('nowhere', 7)] },
    ];
    const atB = choose(loop, [], 1, 'to B').state;
    expect(choose(loop, atB, 2, 'back to A')).toMatchObject({ ok: false, reason: 'cycle', state: atB });
    expect(choose(loop, atB, 2, 'self')).toMatchObject({ ok: false, reason: 'cycle' });
    expect(choose(loop, atB, 2, 'nowhere')).toMatchObject({ ok: false, reason: 'unknown-redirection' });
  });
  it("replays a client's path on the server", () => {
    expect(validateBuilderState(meal, path([1, 'Burger'], [2, 'BBQ'], [3, 'Cola']))).toBeNull();
    expect(
      validateBuilderState(meal, [
        { stepId: 1, item: 'Wrap' },
        { stepId: 2, item: 'BBQ' },
      ]),
    ).toBe('step-not-open');
    expect(
      validateBuilderState(meal, [
        { stepId: 1, item: 'Wrap' },
        { stepId: 1, item: 'Burger' },
      ]),
    ).toBe('cycle');
  });
  it('travels as cart extras and ExtraDetail, and comes back from ExtraDetail', () => {
    const state = path([1, 'Burger'], [2, 'Mayo'], [3, 'Cola']);
    expect(builderCartExtras(meal, state)[0]).toEqual({
      Title: 'Burger',
      Price: 5,
      Quantity: 1,
      Key: 'Pick a main',
      checked: true,
    });
    const detail = [
      { ExtraTitle: 'Cheese', ExtraQuantity: 1, ExtraPrice: 0 },
      ...builderExtraDetail(meal, state),
    ];
    expect(builderFromExtraDetail(meal, detail)).toEqual({ state, used: new Set([1, 2, 3]), complete: true });
    expect(builderFromExtraDetail(meal, detail.slice(0, 2)).complete).toBe(false);
  });
});

describe('properties', () => {
  const pick = fc.record({ step: fc.integer({ min: 0, max: 4 }), item: fc.integer({ min: 0, max: 2 }) });
  const names: Record<number, string[]> = { 1: ['Burger', 'Wrap'], 2: ['BBQ', 'Mayo'], 3: ['Cola', 'Water'] };
  it('any sequence of choices keeps a valid path, and a re-choice leaves nothing after the re-chosen step', () => {
    fc.assert(
      fc.property(fc.array(pick, { maxLength: 40 }), (picks) => {
        let state: BuilderState = [];
        for (const p of picks) {
          const title = names[p.step]?.[p.item] ?? 'Nope';
          const wasChosen = state.findIndex((c) => c.stepId === p.step);
          const change = choose(meal, state, p.step, title);
          if (change.ok) {
            if (wasChosen !== -1) expect(change.state).toHaveLength(wasChosen + 1);
            expect(change.state.at(-1)).toEqual({ stepId: p.step, item: title });
            expect(change.state.slice(0, -1)).toEqual(state.slice(0, change.state.length - 1));
          } else expect(change.state).toBe(state);
          state = change.state;
          expect(validateBuilderState(meal, state)).toBeNull();
          expect(new Set(state.map((c) => c.stepId)).size).toBe(state.length);
          expect(isComplete(meal, state)).toBe(openStepId(meal, state) === null && state.length > 0);
        }
      }),
    );
  });
});
