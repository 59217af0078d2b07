import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger, RequestLogController } from './request-log';

function appWithLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      next();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new RequestLogController('info'),
    childLoggerFactory: lazyRequestLogger,
  });
  return { app, lines };
}

describe('request loggers made on demand', () => {
  it('logs what the level lets through with the request id, and nothing else', async () => {
    const { app, lines } = appWithLog('warn');
    app.get('/quiet', (request) => {
      request.log.info('not at warn');
      request.log.debug({ detail: 1 }, 'nor this');
      return { ok: true };
    });
    app.get('/loud', (request) => {
      request.log.warn({ detail: 2 }, 'worth a look');
      request.log.child({ step: 'inner' }).error('from a child');
      return { ok: true };
    });
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const loud = await app.inject('/loud');
    expect(loud.statusCode).toBe(200);
    expect(lines.map((l) => [l.msg, l.level, typeof l.reqId])).toEqual([
      ['worth a look', 40, 'string'],
      ['from a child', 50, 'string'],
    ]);
    expect(lines[0]).toMatchObject({ detail: 2 });
    expect(lines[1]).toMatchObject({ step: 'inner', reqId: lines[0]!.reqId });
    await app.close();
  });

  it('keeps the one line per answered request at info, with its status and time', async () => {
    const { app, lines } = appWithLog('info');
    app.get('/x', () => ({ ok: true }));
    await app.inject('/x');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ res: { statusCode: 200 } });
    expect(typeof completed[0]!.reqId).toBe('string');
    expect(typeof completed[0]!.responseTime).toBe('number');
    await app.close();
  });
});
