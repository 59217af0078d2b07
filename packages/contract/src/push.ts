import { z } from 'zod';
import { Info } from './envelope';
import { IdParam } from './ids';

/** The bodies and answers of the Web Push routes (paths in push-paths.ts), and what a push message carries. */

/** At most this many browsers are told of one order, or of one member of staff's new orders (the oldest go). */
export const MAX_PUSH_SUBSCRIPTIONS = 5;

/** Base64url without padding, as browsers give a subscription's keys; padding, if any, is dropped. */
const base64url = (bytes: number, what: string) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .trim()
    .transform((value) => value.replace(/=+$/, ''))
    .pipe(
      z
        .string()
        .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), `${what} must be ${bytes} bytes in base64url`),
    );
};

/** Where the push service takes messages for the browser: the server checks it like any outbound address. */
const Endpoint = z
  .string()
  .trim()
  .max(2000, 'The push endpoint is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'The push endpoint must be a web address' }));

/** A browser's PushSubscription as `toJSON()` gives it, in the contract's names. */
export const PushSubscriptionBody = z
  .object({
    Endpoint,
    Keys: z
      .object({
        /** The browser's P-256 public key, uncompressed (65 bytes: 0x04, then x and y). */
        P256dh: base64url(65, 'P256dh').refine(
          (key) => key.startsWith('B'),
          'P256dh must be an uncompressed P-256 point',
        ),
        /** The browser's 16-byte authentication secret. */
        Auth: base64url(16, 'Auth'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.input<typeof PushSubscriptionBody>;

/** Which browser an unsubscribe or a state question is about. */
export const PushEndpointBody = z.object({ Endpoint }).strict();
export type PushEndpointBody = z.input<typeof PushEndpointBody>;

export const PushOrderParams = z.object({ OrderId: IdParam });

export const PushPublicKeyResponse = z.object({
  Info,
  /** Base64url of the uncompressed P-256 public key (65 bytes). */
  Data: z.object({ PublicKey: z.string() }),
});
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponse>;

/** Whether the browser is told (after subscribing: true; after unsubscribing: false). */
export const PushStateResponse = z.object({ Info, Data: z.object({ Subscribed: z.boolean() }) });
export type PushStateResponse = z.infer<typeof PushStateResponse>;

/** What a push message carries: the notification's words, where a tap leads, and its tag (one per order). */
export const PushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on the site: the order's page (customers) or the board (staff). */
  url: z.string(),
  /** A later message with the same tag replaces the earlier one on the phone. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
