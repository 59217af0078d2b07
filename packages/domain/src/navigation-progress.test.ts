import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROGRESS_IDLE,
  PROGRESS_START,
  PROGRESS_STEP,
  PROGRESS_STEP_CAP,
  progressReducer,
  type ProgressEvent,
  type ProgressState,
} from './navigation-progress';

const run = (events: ProgressEvent[], from: ProgressState = PROGRESS_IDLE) =>
  events.reduce(progressReducer, from);

describe('progressReducer', () => {
  it('starts at 40 and grows by 4.76 per navigation event', () => {
    expect(run(['start'])).toEqual({ value: PROGRESS_START, visible: true });
    expect(run(['start', 'step'])).toEqual({ value: 44.76, visible: true });
    expect(run(['start', 'step', 'step'])).toEqual({ value: 49.52, visible: true });
  });

  it('ends at 100 and then hides', () => {
    expect(run(['start', 'step', 'end'])).toEqual({ value: 100, visible: true });
    expect(run(['start', 'step', 'end', 'hide'])).toEqual(PROGRESS_IDLE);
  });

  it('does not fill the bar before the end', () => {
    const many = Array.from({ length: 50 }, () => 'step' as const);
    expect(run(['start', ...many])).toEqual({ value: PROGRESS_STEP_CAP, visible: true });
  });

  it('ignores steps, ends and hides while idle, and a hide before the end', () => {
    expect(run(['step', 'end', 'hide'])).toEqual(PROGRESS_IDLE);
    expect(run(['start', 'hide'])).toEqual({ value: PROGRESS_START, visible: true });
  });

  it('a navigation interrupting another keeps growing; one after the end starts over', () => {
    expect(run(['start', 'step', 'start'])).toEqual({ value: 49.52, visible: true });
    expect(run(['start', 'end', 'start'])).toEqual({ value: PROGRESS_START, visible: true });
  });

  it('stays within 0–100 and only grows while visible, whatever the events', () => {
    const events = fc.array(fc.constantFrom<ProgressEvent>('start', 'step', 'end', 'hide'));
    fc.assert(
      fc.property(events, (list) => {
        let state = PROGRESS_IDLE;
        for (const event of list) {
          const next = progressReducer(state, event);
          expect(next.value).toBeGreaterThanOrEqual(0);
          expect(next.value).toBeLessThanOrEqual(100);
          if (event === 'step' && state.visible && state.value < PROGRESS_STEP_CAP)
            expect(next.value).toBeCloseTo(Math.min(state.value + PROGRESS_STEP, PROGRESS_STEP_CAP), 5);
          if (!next.visible) expect(next).toEqual(PROGRESS_IDLE);
          state = next;
        }
      }),
    );
  });
});
