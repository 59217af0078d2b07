/**
 * The top progress bar (spec §4 "Navigation progress", §9): a navigation starts it at 40 %, every navigation
 * event adds 4.76, the end shows 100 % and then hides it.
 */
export const PROGRESS_START = 40;
export const PROGRESS_STEP = 4.76;
/** Steps never fill the bar: only the end of the navigation does. */
export const PROGRESS_STEP_CAP = 95;

export interface ProgressState {
  /** Percent, 0–100. */
  value: number;
  visible: boolean;
}

export type ProgressEvent = 'start' | 'step' | 'end' | 'hide';

export const PROGRESS_IDLE: ProgressState = { value: 0, visible: false };

const round = (value: number) => Math.round(value * 100) / 100;

/** The next state of the bar after an event. */
export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  switch (event) {
    case 'start':
      // A navigation that interrupts another keeps the bar where it is rather than jumping back.
      return state.visible && state.value < 100
        ? progressReducer(state, 'step')
        : { value: PROGRESS_START, visible: true };
    case 'step':
      if (!state.visible || state.value >= 100) return state;
      return { value: Math.min(round(state.value + PROGRESS_STEP), PROGRESS_STEP_CAP), visible: true };
    case 'end':
      return state.visible ? { value: 100, visible: true } : state;
    case 'hide':
      return state.value >= 100 || !state.visible ? PROGRESS_IDLE : state;
  }
}
