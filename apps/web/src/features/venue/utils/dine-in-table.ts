import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Branch } from '@storefront/contract/venue';
import { noTableMessage } from '@storefront/domain/dine-in';
import { session, subscribeStorage } from '../../../lib/storage';

/** Why a table number cannot be used, or null when it can (the server checks it again when ordering). */
export function tableProblem(
  raw: string,
  tables: readonly number[] | undefined,
  branchName?: string | null,
): string | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return 'Enter your table number, from 1 to 999';
  const table = Number(text);
  if (tables && !tables.includes(table)) return noTableMessage(table, branchName);
  return null;
}

/** What the address says: the QR code's `?table=` and `?branch=`, each null when absent. */
export interface DineInLink {
  table: string | null;
  branch: string | null;
}

/** What this visit kept: the table and its branch (session storage). */
export interface DineInStored {
  table: number | null;
  branch: number | null;
}

/** The table this visit orders to, its branch (null: none named), and what was wrong with the QR code. */
export interface DineInVisit {
  table: number | null;
  branch: Branch | null;
  problem: string | null;
}

const UNKNOWN_BRANCH = 'This QR code names a branch we do not have: enter the number on your table';

/**
 * Where the visitor sits (ADR 0048). A link naming a table or a branch decides the branch: the one named when
 * it is the brand's, else none (a link without a branch behaves as before branches). Without one, the branch
 * kept for the visit. The table is the link's when it is one of that branch's tables (else the brand's), else
 * the one kept, if it was kept at the same branch; else there is none and `problem` says why the link's was not
 * taken.
 */
export function dineInVisit(
  link: DineInLink,
  stored: DineInStored,
  branches: readonly Branch[],
  brandTables: readonly number[] | undefined,
): DineInVisit {
  const fromLink = link.table !== null || link.branch !== null;
  const find = (id: number | null) => branches.find((b) => b.BranchId === id) ?? null;
  const branch = fromLink ? (link.branch === null ? null : find(Number(link.branch))) : find(stored.branch);
  const unknownBranch = link.branch !== null && branch === null;
  const tables = branch ? branch.DineInTables : brandTables;
  const problem = unknownBranch
    ? UNKNOWN_BRANCH
    : link.table === null
      ? null
      : tableProblem(link.table, tables, branch?.Name);
  if (link.table !== null && problem === null) return { table: Number(link.table.trim()), branch, problem };
  // The table kept this visit, unless the link moved the visitor to another branch.
  const kept = stored.table !== null && stored.branch === (branch?.BranchId ?? null);
  return { table: kept ? stored.table : null, branch, problem: kept ? null : problem };
}

const readTable = () => session.get('dineInTable');

/** Writes a dine-in key of the visit only when it changes (every write tells the page's readers). */
function keep(key: 'dineInTable' | 'dineInBranch', value: number | null) {
  if (session.get(key) === value) return;
  if (value === null) session.remove(key);
  else session.set(key, value);
}
const readBranch = () => session.get('dineInBranch');

/**
 * The dine-in table of this visit and its branch: the QR code's (`?table=12&branch=12`) when they are the
 * brand's, else the ones kept in session storage (so the menu, checkout and a reload all know them). A QR code
 * naming no table, or a bad one, leaves the visitor to type it (`problem` says what was wrong).
 */
export function useDineInTable(
  link: DineInLink | null,
  branches: readonly Branch[],
  brandTables: readonly number[] | undefined,
) {
  const table = useSyncExternalStore(subscribeStorage, readTable, () => null);
  const storedBranch = useSyncExternalStore(subscribeStorage, readBranch, () => null);
  const visit = link
    ? dineInVisit(link, { table, branch: storedBranch }, branches, brandTables)
    : { table: null, branch: null, problem: null };
  const branchId = visit.branch?.BranchId ?? null;
  const known = link !== null;

  // Keep what the link decided for the visit (the checkout reads it); only changes are written.
  useEffect(() => {
    if (!known) return;
    keep('dineInBranch', branchId);
    keep('dineInTable', visit.table);
  }, [known, branchId, visit.table]);

  const setTable = useCallback((next: number | null) => {
    if (next === null) session.remove('dineInTable');
    else session.set('dineInTable', next);
  }, []);

  return { ...visit, setTable };
}
