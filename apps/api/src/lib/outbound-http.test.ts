import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDestination,
  isPublicAddress,
  MAX_RESPONSE_BYTES,
  OutboundRefused,
  postOutbound,
} from './outbound-http';

const strict = { httpsOnly: true, allowPrivate: false };
const local = { httpsOnly: false, allowPrivate: true };

describe('calls to addresses sellers and browsers give (no server-side request forgery)', () => {
  it.each([
    ['http://127.0.0.1/hook', /Use an https:\/\/ address/],
    ['https://127.0.0.1/hook', /127\.0\.0\.1 is not a public internet address/],
    ['https://10.1.2.3/hook', /10\.1\.2\.3 is not a public/],
    ['https://192.168.0.10/hook', /not a public/],
    ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254 is not a public/],
    ['https://[::1]/hook', /::1 is not a public/],
    ['https://[fd00::1]/hook', /not a public/],
    ['https://localhost/hook', /localhost resolves to .* which is not a public internet address/],
    ['http://example.com/hook', /Use an https:\/\/ address/],
    ['ftp://example.com/hook', /Use an https:\/\/ address/],
    ['https://user:pass@example.com/hook', /user names and passwords/],
  ])('refuses %s', async (address, reason) => {
    await expect(checkDestination(address, strict)).rejects.toThrow(reason);
    await expect(postOutbound(address, '{}', {}, strict)).rejects.toThrow(OutboundRefused);
  });

  it('tells public addresses from the rest', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1::248')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      'fe80::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  describe('against a receiver on this machine (private addresses allowed, as in tests)', () => {
    let server: http.Server;
    let origin = '';
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        if (request.url === '/redirect')
          return void response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
        if (request.url === '/huge') return void response.end('x'.repeat(5 * MAX_RESPONSE_BYTES));
        if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2000);
        response.end('ok');
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    });

    it('does not follow a redirect', async () => {
      expect(await postOutbound(`${origin}/redirect`, '{}', {}, local)).toMatchObject({
        status: 302,
        body: '',
      });
    });
    it('reads at most 64 kB of the answer', async () => {
      const answer = await postOutbound(`${origin}/huge`, '{}', {}, local);
      expect(answer.body.length).toBe(MAX_RESPONSE_BYTES);
    });
    it('gives up on a receiver that does not answer in time', async () => {
      await expect(postOutbound(`${origin}/slow`, '{}', {}, { ...local, timeoutMs: 300 })).rejects.toThrow(
        'No answer within 0.3 s',
      );
    });
    it('refuses the same receiver under the default policy', async () => {
      await expect(
        postOutbound(`${origin}/`, '{}', {}, { httpsOnly: false, allowPrivate: false }),
      ).rejects.toThrow(/not a public/);
    });
  });
});
