let context: AudioContext | null = null;

/**
 * Two short tones through WebAudio (no sound file to load). Browsers allow sound only after the page was
 * interacted with, so the board creates the context on its first click (`unlockSound`).
 */
export function beep(): void {
  if (!context) return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

/** Whether sound is on (the context exists and runs). */
export const soundOn = () => context?.state === 'running';

/** Turns sound on; must run inside a user gesture. */
export async function unlockSound(): Promise<boolean> {
  context ??= new AudioContext();
  if (context.state !== 'running') await context.resume().catch(() => undefined);
  return soundOn();
}
