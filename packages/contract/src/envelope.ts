import { z } from 'zod';

/** The spec's response envelope: `Info.Status` 200 means success, anything else carries a readable `Info.Message`. */
export const Info = z.object({ Status: z.number().int(), Message: z.string() });
export type Info = z.infer<typeof Info>;

/** A field-level problem, reported with the path of the offending field (e.g. `body.SearchKey`). */
export const FieldError = z.object({ Path: z.string(), Message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** What every failed call answers: the envelope, and field errors when the input was invalid. */
export const ErrorResponse = z.object({ Info, Errors: z.array(FieldError).optional() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const InfoOnly = z.object({ Info });
export type InfoOnly = z.infer<typeof InfoOnly>;

export const ok = (Message = 'Success'): Info => ({ Status: 200, Message });
