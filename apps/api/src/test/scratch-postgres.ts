import pg from 'pg';

/** The PostgreSQL server tests may create databases on (the machine's, unless TEST_PG_ADMIN_URL names another). */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database of a test's own: its URL, and `drop` to remove it (connections and all). */
export async function scratchPostgres(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_${label}_${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(`create database "${name}"`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}
