import { describe, expect, it } from 'vitest';
import type { Branch } from '@storefront/contract/venue';
import { dineInVisit, tableProblem } from './dine-in-table';

const branch = (BranchId: number, Name: string, DineInTables?: number[]): Branch => ({
  BranchId,
  Name,
  Address: '',
  Postcode: '',
  Country: 'United Kingdom',
  Phone: '',
  Email: '',
  OpeningHours: [],
  Reservations: null,
  ...(DineInTables ? { DineInTables } : {}),
});
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const shoreditch = branch(11, 'Copperleaf Shoreditch', range(30));
const clapham = branch(12, 'Copperleaf Clapham', range(20));
const branches = [shoreditch, clapham];
const brandTables = range(30);
const nothingKept = { table: null, branch: null };

describe('dineInVisit', () => {
  it("takes the QR code's table at its branch", () => {
    expect(dineInVisit({ table: '12', branch: '12' }, nothingKept, branches, brandTables)).toEqual({
      table: 12,
      branch: clapham,
      problem: null,
    });
  });

  it("checks the table against that branch's tables, naming the branch", () => {
    expect(dineInVisit({ table: '25', branch: '12' }, nothingKept, branches, brandTables)).toEqual({
      table: null,
      branch: clapham,
      problem: 'We have no table 25 at Copperleaf Clapham: check the number on your table',
    });
    expect(dineInVisit({ table: '25', branch: '11' }, nothingKept, branches, brandTables).table).toBe(25);
  });

  it('without a branch in the link, behaves as before branches: the brand’s tables, no branch', () => {
    const kept = { table: 7, branch: 12 };
    expect(dineInVisit({ table: '12', branch: null }, kept, branches, brandTables)).toEqual({
      table: 12,
      branch: null,
      problem: null,
    });
    expect(dineInVisit({ table: '31', branch: null }, nothingKept, branches, brandTables).problem).toBe(
      'We have no table 31: check the number on your table',
    );
  });

  it("refuses a branch that is not the brand's, and asks for the table", () => {
    expect(dineInVisit({ table: '12', branch: '99' }, nothingKept, branches, brandTables)).toEqual({
      table: null,
      branch: null,
      problem: 'This QR code names a branch we do not have: enter the number on your table',
    });
  });

  it('keeps the table and branch of the visit on a plain visit or a reload, not across branches', () => {
    const kept = { table: 7, branch: 12 };
    expect(dineInVisit({ table: null, branch: null }, kept, branches, brandTables)).toEqual({
      table: 7,
      branch: clapham,
      problem: null,
    });
    // A bad table on a code of the same branch keeps the table already chosen there.
    expect(dineInVisit({ table: '25', branch: '12' }, kept, branches, brandTables).table).toBe(7);
    // A code of another branch does not carry Clapham's table there.
    expect(dineInVisit({ table: null, branch: '11' }, kept, branches, brandTables)).toEqual({
      table: null,
      branch: shoreditch,
      problem: null,
    });
  });
});

describe('tableProblem', () => {
  it('asks for a number from 1 to 999, one of the tables when they are listed', () => {
    expect(tableProblem('abc', undefined)).toBe('Enter your table number, from 1 to 999');
    expect(tableProblem(' 12 ', range(20))).toBeNull();
    expect(tableProblem('21', range(20), 'Copperleaf Clapham')).toBe(
      'We have no table 21 at Copperleaf Clapham: check the number on your table',
    );
  });
});
