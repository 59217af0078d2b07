import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** http_ece (Encrypted Content-Encoding, RFC 8188; web-push's own), which ships no types: the part used here. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush, Apple's) in tests: an HTTP server on
 * 127.0.0.1 that records each message POSTed to it and answers what `answer` says (201, as push services do,
 * by default). With `browserKeys` a test plays the browser too: its keys go in the subscription, and
 * `decrypt` reads a message as the browser would.
 */
export async function startPushServiceStandIn(answer: (index: number) => number = () => 201) {
  const received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer(received.length - 1)).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    /** A subscription's endpoint at the stand-in (one per browser, told apart by `name`). */
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    received,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export interface BrowserKeys {
  ecdh: ECDH;
  /** As PushSubscription.toJSON() gives them: base64url without padding. */
  p256dh: string;
  auth: string;
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte authentication secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** Reads a message (aes128gcm, RFC 8291) as the browser holding `keys` would, and parses its JSON. */
export function decryptPush(body: Buffer, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8')) as unknown;
}
