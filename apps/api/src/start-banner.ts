import path from 'node:path';
import type { Env } from './config/env';
import { repoRoot } from './config/env';
import type { DemoStaffAccount } from './modules/staff/dev-staff';

export interface BannerInput {
  env: Env;
  /** Where the server listens, as a person opens it (http://localhost:3000). */
  url: string;
  driver: 'pglite' | 'postgres';
  brands: { flavour: string; name: string }[];
  /** Demo back-office accounts (development only); empty in production. */
  staff: DemoStaffAccount[];
  staffPassword: string | null;
}

/** The database in use, without any password. */
export function describeDatabase(env: Env, driver: 'pglite' | 'postgres'): string {
  if (driver === 'postgres' && env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  if (env.PGLITE_DIR.startsWith('memory://')) return 'embedded PGlite, in memory (nothing is kept)';
  const relative = path.relative(repoRoot, env.PGLITE_DIR);
  return `embedded PGlite in ${relative && !relative.startsWith('..') ? relative : env.PGLITE_DIR}`;
}

/**
 * What a person starting the product needs on one screen: where it is, which database, the brands and how to sign
 * in to the storefront and the back office. Plain text, printed once at start (the logs are JSON lines).
 */
export function startBanner(input: BannerInput): string {
  const { env, url, brands, staff } = input;
  const width = Math.max(8, ...brands.map((b) => b.flavour.length));
  const lines = [
    '',
    `  Storefront ready on ${url}/  (${env.NODE_ENV})`,
    `  Database     ${describeDatabase(env, input.driver)}`,
  ];
  if (brands.length) {
    lines.push('  Brands');
    const links = brands.map((b) => `${url}/${b.flavour}/home`);
    const linkWidth = Math.max(...links.map((l) => l.length));
    brands.forEach((brand, i) =>
      lines.push(`    ${brand.flavour.padEnd(width)}  ${links[i]!.padEnd(linkWidth)}  ${brand.name}`),
    );
  } else lines.push('  Brands       none yet: import one with `npm run brand -- import <file>`');
  if (env.SEED_DEMO_BRANDS && brands.length)
    lines.push('  Customers    demo@example.com / demo-password (every demo brand)');
  if (staff.length) {
    const owners = staff.filter((s) => s.role === 'BrandOwner');
    const sample = owners[0]?.flavour ?? '{brand}';
    const password = input.staffPassword ?? '(the password it was created with)';
    lines.push(
      `  Back office  ${url}/${sample}/admin/orders  (any brand: /{brand}/admin/orders)`,
      `    owner@{brand}.test / ${password}   owner: menu, delivery, reports, team`,
      `    staff@{brand}.test / ${password}   staff: orders, bookings, stock`,
      ...staff
        .filter((s) => s.branch)
        .map((s) => `    ${s.email} / ${password}   staff of ${s.branch} only: its orders`),
      `    admin@storefront.test / ${password}   platform admin`,
    );
  }
  if (env.NODE_ENV !== 'production')
    lines.push(`  Mailbox      ${url}/dev/mailbox  (emails are kept, not sent)`);
  lines.push(`  API docs     ${url}/api/docs`);
  if (!['debug', 'trace'].includes(env.LOG_LEVEL))
    lines.push(`  Logs         ${env.LOG_LEVEL} and above; LOG_LEVEL=debug shows every request`);
  lines.push('');
  return lines.join('\n');
}
