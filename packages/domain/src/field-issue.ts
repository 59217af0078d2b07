/**
 * A field-level problem found by a domain check, at its path inside the checked input (as zod reports one:
 * `['Until']`, `[1, 'To']`). The API prefixes the body's path and answers it as a FieldError.
 */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** A check's answer: the checked value, or every problem found. */
export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };
