import { describe, expect, it } from 'vitest';
import { revealDelta } from './reveal-focus';

// The area is [100, 400]: a control is moved the least that shows it whole.
describe('revealDelta', () => {
  it('leaves a control that shows whole where it is', () => {
    expect(revealDelta(100, 400, 100, 400)).toBe(0);
    expect(revealDelta(150, 200, 100, 400)).toBe(0);
  });

  it('scrolls back to a control cut off at the start', () => {
    expect(revealDelta(80, 130, 100, 400)).toBe(-20);
    expect(revealDelta(-300, -250, 100, 400)).toBe(-400);
  });

  // Chromium leaves a control alone when 32 px or more of it shows: this is the case it missed.
  it('scrolls on to a control cut off at the end, even when most of it shows', () => {
    expect(revealDelta(360, 410, 100, 400)).toBe(10);
    expect(revealDelta(900, 950, 100, 400)).toBe(550);
  });

  it('keeps the start of a control larger than the area in view', () => {
    expect(revealDelta(300, 800, 100, 400)).toBe(200);
  });
});
