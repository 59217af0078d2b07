import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { stallWatchPlugin } from './stall-watch';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      next();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  return { app, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stall watch', () => {
  it('logs a request still unanswered, once, and not a quick one or an event stream', async () => {
    const { app, lines } = appWithLog();
    await app.register(stallWatchPlugin, { slowRequestMs: 100, everyMs: 20 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/hangs', async () => {
      await held;
      return { ok: true };
    });
    app.get('/quick', async () => ({ ok: true }));
    app.get('/stream', async () => {
      await held;
      return 'data';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const hanging = fetch(`${base}/hangs`);
    const streaming = fetch(`${base}/stream`, { headers: { accept: 'text/event-stream' } });
    await (await fetch(`${base}/quick`)).text();
    await sleep(300);
    release();
    await Promise.all([hanging, streaming]);
    await app.close();
    const unanswered = lines.filter((line) => line.msg === 'a request is still unanswered');
    expect(unanswered.map((line) => line.url)).toEqual(['/hangs']);
    expect(unanswered[0]!.waitingMs).toBeGreaterThanOrEqual(100);
  });

  it('logs an event loop held by synchronous work', async () => {
    const { app, lines } = appWithLog();
    await app.register(stallWatchPlugin, { loopStallMs: 100, everyMs: 20 });
    await app.ready();
    await sleep(50);
    const until = Date.now() + 250;
    while (Date.now() < until) {
      // holds the loop, as a runaway computation would
    }
    await sleep(60);
    await app.close();
    const stalls = lines.filter((line) => String(line.msg).startsWith('the event loop was held'));
    expect(stalls.length).toBe(1);
    expect(stalls[0]!.stalledMs).toBeGreaterThanOrEqual(100);
  });

  it('answers a request past its time limit 503 with Retry-After, logged with its route; streams are exempt', async () => {
    const { app, lines } = appWithLog();
    await app.register(stallWatchPlugin, { requestTimeoutMs: 150 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow/:id', async () => {
      await held;
      return { late: true };
    });
    app.get('/stream', async () => {
      await held;
      return 'data';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const streaming = fetch(`${base}/stream`, { headers: { accept: 'text/event-stream' } });
    const started = Date.now();
    const slow = await fetch(`${base}/slow/7`);
    expect(slow.status).toBe(503);
    expect(slow.headers.get('retry-after')).toBe('5');
    expect(await slow.json()).toEqual({
      Info: { Status: 503, Message: 'This is taking too long. Please try again in a few seconds.' },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    // The handler's late answer changes nothing and breaks nothing; the stream was left alone.
    release();
    expect((await streaming).status).toBe(200);
    await app.close();
    const timedOut = lines.filter((line) => line.msg === 'a request ran out of time: answered 503');
    expect(timedOut.map((line) => line.route)).toEqual(['/slow/:id']);
  });
});
