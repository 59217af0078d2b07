import type { AuditEntry } from '@storefront/contract/back-office';
import type { DbOrTx } from '../../db/client';
import type { StaffPrincipal } from '../staff/staff-guard';
import { createAuditRepository } from './audit.repository';

/** Who made a change, as the audit log names them. */
export type Actor = Pick<StaffPrincipal, 'staffId' | 'email'>;
/** Who an audit entry names: a staff member, or the server acting by itself (auto-accept), with no account. */
export type AuditActor = Actor | { staffId: null; email: string };

/**
 * Writes one audit entry in the transaction of the change it describes, so the log never shows a change that
 * did not happen nor misses one that did.
 */
export async function recordAudit(
  tx: DbOrTx,
  entry: {
    brandId: number;
    actor: AuditActor;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await createAuditRepository(tx).insertAudit({
    brandId: entry.brandId,
    staffId: entry.actor.staffId,
    staffEmail: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** JSON with object keys sorted: jsonb hands objects back in its own key order, which is no change. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

/** Only the fields that differ, before and after: an audit entry a person can read. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => canonical(before[k]) !== canonical(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** A brand's audit log, newest first. */
export async function auditEntries(db: DbOrTx, brandId: number, limit: number): Promise<AuditEntry[]> {
  return (await createAuditRepository(db).auditOf(brandId, limit)).map((row) => ({
    Id: row.id,
    At: row.createdAt.toISOString(),
    Staff: row.staffEmail,
    Action: row.action,
    Subject: row.subject,
    Before: row.before,
    After: row.after,
  }));
}
