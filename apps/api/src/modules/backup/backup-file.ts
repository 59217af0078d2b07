import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/**
 * The backup file (ADR 0052): gzip of one JSON value per line. A header, then each table (a line naming it and its
 * row count, then one line per row as `row_to_json` writes it), the sequences, the uploaded files, and an end
 * line with the counts. The same file restores into PGlite or PostgreSQL; a file that stops before its end line
 * is refused whole.
 */
export const FORMAT = 'storefront-backup';
export const VERSION = 1;

export interface Header {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** The database it was taken from. */
  source: 'pglite' | 'postgres';
  /** How many of the app's migrations its schema had: a restore builds that schema, then migrates on. */
  migrations: number;
}

export type Line =
  | { table: string; columns: string[]; rows: number }
  | { row: Record<string, unknown> }
  | { sequences: Record<string, number | null> }
  | { file: string; data: string }
  | { end: true; counts: Counts };

/** What a backup holds, printed after a backup or a restore, and compared by the move and the tests. */
export interface Counts {
  brands: number;
  customers: number;
  orders: number;
  orderLines: number;
  payments: number;
  giftCards: number;
  /** The cards' balances, and their ledger's sum: equal in a sound database. */
  giftCardBalancePence: number;
  giftCardLedgerPence: number;
  rewardEntries: number;
  rewardPoints: number;
  bookings: number;
  /** Every row of every table. */
  rows: number;
  files: number;
}

export class BackupFileError extends Error {}

/** Reads a backup file line by line; throws `BackupFileError` for anything that is not a whole backup of ours. */
export async function* readBackupLines(file: string): AsyncGenerator<Header | Line> {
  const input = createGunzip();
  // A file that cannot be read fails the reading, rather than an 'error' event nobody listens to.
  createReadStream(file)
    .on('error', (error) => input.destroy(error))
    .pipe(input);
  const lines = createInterface({ input, crlfDelay: Infinity });
  let first = true;
  let ended = false;
  try {
    for await (const text of lines) {
      if (ended) throw new BackupFileError('it has data after its end');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new BackupFileError('a line of it is not JSON: the file is damaged');
      }
      if (first) {
        first = false;
        const header = value as Partial<Header>;
        if (header?.format !== FORMAT) throw new BackupFileError('it is not a storefront backup');
        if (header.version !== VERSION)
          throw new BackupFileError(
            `it is a backup of format ${String(header.version)}; this version reads ${VERSION}`,
          );
        yield header as Header;
        continue;
      }
      if ((value as { end?: unknown }).end === true) ended = true;
      yield value as Line;
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError('there is no such file');
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
      throw new BackupFileError('it is not a gzip file, or it is damaged');
    throw new BackupFileError(`it could not be read (${(error as Error).message})`);
  }
  if (first) throw new BackupFileError('it is empty');
  if (!ended) throw new BackupFileError('it stops before its end: the file is truncated');
}
