/**
 * One idempotency key per distinct order attempt: the same body keeps its key (a retry after a lost answer
 * replays the first result instead of placing a second order); a changed body gets a new one.
 */
export function createAttemptKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    /** After a success: the next order is a new attempt even with the same lines. */
    reset(): void {
      last = null;
    },
  };
}
