import { z } from 'zod';

/** Any letter of any script: a name may be 'Zoë', 'Nguyễn' or '王芳', but not '🍕🍕' or '...'. */
const LETTER = /\p{L}/u;
export const NAME_NEEDS_LETTERS = 'Use letters in the name';

/** A person's name as a form asks for it: `empty` when left out, at most `max` characters, with a letter. */
export const PersonName = (empty: string, max = 80) =>
  z
    .string()
    .trim()
    .min(1, { message: empty, abort: true })
    .max(max, `Use at most ${max} characters`)
    .regex(LETTER, NAME_NEEDS_LETTERS);

/** A name that may be left empty (a last name), but is a name when given. */
export const OptionalPersonName = (max = 80) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((name) => name === '' || LETTER.test(name), NAME_NEEDS_LETTERS);
