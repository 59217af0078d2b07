import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { session, subscribeStorage } from '../../../lib/storage';

const readTable = () => session.get('dineInTable');

/** Why a table number cannot be used, or null when it can (the server checks it again when ordering). */
export function tableProblem(raw: string, tables: readonly number[] | undefined): string | null {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return 'Enter your table number, from 1 to 999';
  const table = Number(text);
  if (tables && !tables.includes(table)) return `We have no table ${table}: check the number on your table`;
  return null;
}

/**
 * The dine-in table of this visit: the QR code's `?table=` when it is a table, else the one kept in session
 * storage (so the menu, checkout and a reload all know it). A QR code naming no table, or a bad one, leaves
 * the visitor to type it (`problem` says what was wrong).
 */
export function useDineInTable(query: string | null, tables: readonly number[] | undefined) {
  const table = useSyncExternalStore(subscribeStorage, readTable, () => null);
  const problem = query === null ? null : tableProblem(query, tables);
  const fromQuery = query !== null && problem === null ? Number(query.trim()) : null;

  useEffect(() => {
    if (fromQuery === null) return;
    session.set('dineInTable', fromQuery);
  }, [fromQuery]);

  const setTable = useCallback((next: number | null) => {
    if (next === null) session.remove('dineInTable');
    else session.set('dineInTable', next);
  }, []);

  return {
    table: fromQuery ?? table,
    problem: fromQuery === null && table === null ? problem : null,
    setTable,
  };
}
