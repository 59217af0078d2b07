import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records every call, answers with what `answer` says (200 by
 * default), or holds the call open when it answers 'hold'.
 */
export async function startReceiver(
  answer: (call: ReceivedCall, index: number) => number | 'hold' = () => 200,
) {
  const calls: ReceivedCall[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      const status = answer(call, calls.length - 1);
      if (status === 'hold') return void held.push(response);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
