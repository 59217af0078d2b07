import { z } from 'zod';

/** `POST Token`, form-encoded: refresh as the spec documents, or a password login. */
export const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string().min(10).max(200).optional() }),
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1, 'Enter your email').max(254),
    password: z.string().min(1, 'Enter your password').max(200),
    BrandFlavor: z.string().min(1).max(60).optional(),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  userName: z.string(),
  CustomerId: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** OAuth-style failure of the Token call, with the spec's envelope beside it. */
export const TokenError = z.object({
  error: z.enum(['invalid_request', 'invalid_grant', 'unsupported_grant_type']),
  error_description: z.string(),
  Info: z.object({ Status: z.number().int(), Message: z.string() }),
});
