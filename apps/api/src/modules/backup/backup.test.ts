import { randomUUID } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
  readdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@storefront/contract/paths';
import { build, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { seedDemoHistory } from '../../demo/demo-history';
import { seedDemoBrands } from '../../seed';
import { DRIVERS, testEnv, type Driver } from '../../test/harness';
import { scratchPostgres } from '../../test/scratch-postgres';
import { makeBrandFile } from '../../test/fixtures';
import { createBrandFileService } from '../brand-file/brand-file.service';
import { databaseCounts, NotEmptyError, restoreBackup, writeBackup } from './backup';
import { BackupFileError } from './backup-file';
import { backupOnce, scheduleBackups } from './backup-schedule';
import { listenForBackups, requestBackup, serverHolds } from './backup-socket';
import { borrowSqlConnection, openSqlConnection, type SqlConnection } from './sql-connection';

/**
 * Backups and restores (issue 33) on both databases, of a database with the demo brands' history (orders,
 * customers, gift cards, rewards, bookings), a brand of the test's own, and uploaded files.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const ids = { pglite: 7401, postgres: 7411 } as const;
const STOCK = 100_000;
const ORDERS = 200;

const dropped: (() => Promise<void>)[] = [];

/** A new, empty database: a PostgreSQL database of its own, or a PGlite directory. */
async function emptyTarget(
  driver: Driver,
  folder: string,
): Promise<{ databaseUrl?: string; pgliteDir: string }> {
  if (driver === 'pglite') return { pgliteDir: mkdtempSync(path.join(folder, 'db-')) };
  const { url, drop } = await scratchPostgres('backup_test');
  dropped.push(drop);
  return { databaseUrl: url, pgliteDir: 'memory://' };
}

async function withConnection<T>(
  target: { databaseUrl?: string; pgliteDir: string },
  work: (c: SqlConnection) => Promise<T>,
) {
  const connection = await openSqlConnection(target);
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

/**
 * The lines of a backup file, sorted: what two backups of the same data share (the header has its own time, and
 * rows are read in their physical order, which an update changes).
 */
const linesOf = (file: string) =>
  gunzipSync(readFileSync(file))
    .toString()
    .split('\n')
    .filter((line) => !line.startsWith('{"format"'))
    .sort();

describe.each(DRIVERS)('backups on %s', (driver) => {
  const folder = mkdtempSync(path.join(tmpdir(), `storefront-backup-${driver}-`));
  const uploadsDir = path.join(folder, 'uploads');
  const brand = { id: ids[driver], flavour: `backup-${driver}` };
  const lemonade = brand.id * 10 + 2;
  let source: Database;
  let sourceDir = '';
  let app: App;

  beforeAll(async () => {
    const target = await emptyTarget(driver, folder);
    sourceDir = target.pgliteDir;
    source = await openDatabase(target);
    // The bistro's demo history alone has every kind of row a backup must carry, in a few seconds.
    const brandsDir = path.join(folder, 'brands');
    mkdirSync(brandsDir);
    copyFileSync(path.join(root, 'data/brands/bistro.json'), path.join(brandsDir, 'bistro.json'));
    const env = testEnv({ BRANDS_DIR: brandsDir, UPLOADS_DIR: uploadsDir });
    expect((await seedDemoBrands(source.db, env.BRANDS_DIR))?.ok).toBe(true);
    const imported = await createBrandFileService(source.db).importBrands([
      { source: brand.flavour, document: makeBrandFile(brand.id, brand.flavour) },
    ]);
    expect(imported.ok, JSON.stringify(imported)).toBe(true);
    app = await build({ env, database: source, logger: false });
    await app.ready();
    await seedDemoHistory(app, env);
    // Through the source's own client: a second PGlite on the same directory would not see the same data.
    const connection = await borrowSqlConnection(source.client);
    await connection.query('update recipes set stock = $1 where id = $2', [STOCK, lemonade]);
    await connection.close();
    mkdirSync(path.join(uploadsDir, 'bistro'), { recursive: true });
    writeFileSync(path.join(uploadsDir, 'bistro', 'banner.webp'), Buffer.from('RIFF-not-really-an-image'));
    writeFileSync(path.join(uploadsDir, 'logo.png'), Buffer.alloc(3000, 7));
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await source?.close();
    for (const drop of dropped.splice(0)) await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  const backUp = async (file: string) => {
    const connection = await borrowSqlConnection(source.client);
    try {
      return await writeBackup(connection, { file, source: driver, uploadsDir });
    } finally {
      await connection.close();
    }
  };

  /** Restores `file` into a new database as the CLI does (then opened as the app opens it, migrating), and counts. */
  const restoreInto = async (
    target: { databaseUrl?: string; pgliteDir: string },
    file: string,
    into: string,
  ) => {
    await withConnection(target, (c) => restoreBackup(c, { file, uploadsDir: into }));
    const opened = await openDatabase(target);
    await opened.close();
    // The files are counted as the backup counted them.
    return withConnection(target, (c) => databaseCounts(c, 2));
  };

  it('round trip: the same counts, balances, rows and files, and a backup of the copy holds the same rows', async () => {
    const file = path.join(folder, 'round-trip.backup');
    const { counts, bytes } = await backUp(file);
    expect(bytes).toBeGreaterThan(1000);
    expect(counts.orders).toBeGreaterThan(0);
    expect(counts.giftCards).toBeGreaterThan(0);
    expect(counts.rewardEntries).toBeGreaterThan(0);
    expect(counts.bookings).toBeGreaterThan(0);
    expect(counts.files).toBe(2);
    expect(counts.giftCardBalancePence).toBe(counts.giftCardLedgerPence);

    const target = await emptyTarget(driver, folder);
    const restoredUploads = path.join(folder, 'restored-uploads');
    const restored = await restoreInto(target, file, restoredUploads);
    expect(restored).toEqual(counts);
    expect(readFileSync(path.join(restoredUploads, 'logo.png'))).toEqual(Buffer.alloc(3000, 7));

    const again = path.join(folder, 'of-the-copy.backup');
    await withConnection(target, (c) =>
      writeBackup(c, { file: again, source: driver, uploadsDir: restoredUploads }),
    );
    expect(linesOf(again)).toEqual(linesOf(file));
  });

  it(`a backup taken while ${ORDERS} orders are placed restores every order whole, and the stock adds up`, async () => {
    const token = await app.inject({ method: 'GET', url: '/api/antiforgery/token' });
    const xsrf = token.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const cookie = token.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    let placed = 0;
    const place = async (n: number) => {
      const res = await app.inject({
        method: 'POST',
        url: apiRoutes.placeOrder,
        headers: {
          'content-type': 'application/json',
          'x-xsrf-token': xsrf,
          cookie,
          'idempotency-key': randomUUID(),
        },
        payload: JSON.stringify({
          BrandFlavor: brand.flavour,
          OrderOption: 'Pickup',
          Guest: {
            Email: `load-${n}@example.test`,
            FirstName: 'Lo',
            LastName: 'Ad',
            Mobile: '+44 7700 900321',
          },
          Lines: [{ ItemId: lemonade, Quantity: 1 + (n % 3) }],
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      placed++;
    };
    const file = path.join(folder, 'under-load.backup');
    let next = 0;
    const clients = Array.from({ length: 8 }, async () => {
      while (next < ORDERS) await place(next++);
    });
    // The backup starts once orders are flowing, and they go on while it is taken.
    while (placed < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const backup = backUp(file);
    await Promise.all([...clients, backup]);
    const { counts } = await backup;
    expect(placed).toBe(ORDERS);

    const target = await emptyTarget(driver, folder);
    const restored = await restoreInto(target, file, path.join(folder, 'load-uploads'));
    expect(restored.orders).toBe(counts.orders);
    await withConnection(target, async (c) => {
      const [state] = await c.query<{ orders: string; whole: string; sold: string | null; stock: number }>(
        `select (select count(*) from orders where brand_id = $1) as orders,
                (select count(*) from orders o where brand_id = $1
                   and exists (select 1 from order_lines l where l.order_id = o.id)) as whole,
                (select sum(l.quantity) from order_lines l join orders o on o.id = l.order_id where o.brand_id = $1) as sold,
                (select stock from recipes where id = $2) as stock`,
        [brand.id, lemonade],
      );
      // Some of the orders, not none and not all: the backup was taken in the middle of them.
      expect(Number(state!.orders)).toBeGreaterThan(0);
      expect(Number(state!.whole)).toBe(Number(state!.orders));
      expect(state!.stock).toBe(STOCK - Number(state!.sold ?? 0));
    });
  }, 120_000);

  it('refuses a database that is not empty, a truncated or foreign file, and leaves the target as it was', async () => {
    const file = path.join(folder, 'refusals.backup');
    await backUp(file);
    const target = await emptyTarget(driver, folder);
    const into = path.join(folder, 'refusal-uploads');

    const whole = readFileSync(file);
    const truncated = path.join(folder, 'truncated.backup');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const cutAtLine = path.join(folder, 'cut-at-a-line.backup');
    const text = gunzipSync(whole).toString();
    writeFileSync(cutAtLine, gzipSync(text.slice(0, text.indexOf('{"sequences"'))));
    const foreign = path.join(folder, 'foreign.backup');
    writeFileSync(foreign, gzipSync('{"hello":"world"}\n'));
    const plain = path.join(folder, 'plain.txt');
    writeFileSync(plain, 'not a backup at all');
    await withConnection(target, async (c) => {
      for (const bad of [truncated, cutAtLine, foreign, plain, path.join(folder, 'missing.backup')]) {
        await expect(restoreBackup(c, { file: bad, uploadsDir: into }), bad).rejects.toThrow(BackupFileError);
        const [{ n } = { n: '1' }] = await c.query<{ n: string }>(
          `select count(*) as n from information_schema.tables where table_schema = 'public'`,
        );
        expect(Number(n), bad).toBe(0);
      }
    });

    const counts = await restoreInto(target, file, into);
    await expect(withConnection(target, (c) => restoreBackup(c, { file, uploadsDir: into }))).rejects.toThrow(
      NotEmptyError,
    );
    expect(await withConnection(target, (c) => databaseCounts(c, 2))).toEqual(counts);
    // With --replace the same file goes in again, over what was there.
    await withConnection(target, (c) => restoreBackup(c, { file, uploadsDir: into, replace: true }));
    expect(await withConnection(target, (c) => databaseCounts(c, 2))).toEqual(counts);
  }, 120_000);

  it('a backup that fails part way leaves the previous one whole and no partial file', async () => {
    const file = path.join(folder, 'kept.backup');
    await backUp(file);
    const before = readFileSync(file);
    const connection = await borrowSqlConnection(source.client);
    let calls = 0;
    const failing: SqlConnection = {
      ...connection,
      transaction: (work) =>
        connection.transaction((tx) =>
          work({
            ...tx,
            query: (text, params) =>
              ++calls > 10 ? Promise.reject(new Error('the disk is full')) : tx.query(text, params),
          }),
        ),
    };
    try {
      await expect(writeBackup(failing, { file, source: driver, uploadsDir })).rejects.toThrow(
        'the disk is full',
      );
    } finally {
      await connection.close();
    }
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(folder).filter((name) => name.includes('partial'))).toEqual([]);
    await expect(backUp(path.join(folder, 'no-such-folder', 'x.backup'))).rejects.toThrow(/ENOENT/);
    expect(existsSync(path.join(folder, 'no-such-folder'))).toBe(false);
  });

  it('takes backups on a schedule, one at a time, and keeps the newest few', async () => {
    const dir = path.join(folder, 'scheduled');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'not a backup: left alone');
    const logged: string[] = [];
    const log = {
      info: () => logged.push('taken'),
      warn: () => logged.push('skipped'),
      error: () => logged.push('failed'),
    };
    const stop = scheduleBackups(source, { dir, everyMs: 200, keep: 2, uploadsDir, log, firstDelayMs: 0 });
    try {
      while (logged.filter((l) => l === 'taken').length < 4)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(logged).not.toContain('failed');
    const names = readdirSync(dir).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain('notes.txt');
    expect(names.filter((name) => name.endsWith('.partial'))).toEqual([]);
    // While one backup is being taken, another is refused rather than run beside it.
    const first = backupOnce(source, { file: path.join(folder, 'first.backup'), uploadsDir });
    expect(
      await backupOnce(source, { file: path.join(folder, 'second.backup'), uploadsDir }),
    ).toBeUndefined();
    expect((await first)?.counts.brands).toBeGreaterThan(0);
    expect(existsSync(path.join(folder, 'second.backup'))).toBe(false);
  });

  if (driver === 'pglite')
    it('takes a backup through the running server, which holds the embedded database', async () => {
      expect(await serverHolds(sourceDir)).toBe(false);
      const stop = await listenForBackups(source, { pgliteDir: sourceDir, uploadsDir });
      try {
        expect(await serverHolds(sourceDir)).toBe(true);
        const file = path.join(folder, 'through-the-server.backup');
        const answer = await requestBackup(sourceDir, file);
        expect(answer?.status).toBe(200);
        const connection = await borrowSqlConnection(source.client);
        const counts = await databaseCounts(connection, 2);
        await connection.close();
        expect(answer?.body.counts).toEqual(counts);
        expect(existsSync(file)).toBe(true);
      } finally {
        await stop();
      }
      expect(await serverHolds(sourceDir)).toBe(false);
      expect(await requestBackup(sourceDir, path.join(folder, 'nobody.backup'))).toBeUndefined();
    });

  if (driver === 'pglite')
    it('moves the embedded database to an empty PostgreSQL database: the same counts and balances', async () => {
      const file = path.join(folder, 'move.backup');
      const { counts } = await backUp(file);
      const target = await emptyTarget('postgres', folder);
      const moved = await restoreInto(target, file, path.join(folder, 'moved-uploads'));
      expect(moved).toEqual(counts);
    }, 120_000);
});
