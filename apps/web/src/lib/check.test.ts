import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isArrayOf,
  isBoolean,
  isNullable,
  isNumber,
  isOneOf,
  isOptional,
  isRecordOf,
  isShape,
  isString,
} from './check';

describe('checks', () => {
  it('strings by length and pattern', () => {
    expect(isString()('')).toBe(true);
    expect(isString({ min: 1 })('')).toBe(false);
    expect(isString({ max: 3 })('abcd')).toBe(false);
    expect(isString({ pattern: /^[a-z]+$/ })('abc')).toBe(true);
    expect(isString({ pattern: /^[a-z]+$/ })('ab1')).toBe(false);
    expect(isString()(3)).toBe(false);
  });

  it('numbers: finite, integer, positive, bounded', () => {
    expect(isNumber()(1.5)).toBe(true);
    expect(isNumber()(Number.NaN)).toBe(false);
    expect(isNumber()('1')).toBe(false);
    expect(isNumber({ int: true })(1.5)).toBe(false);
    expect(isNumber({ positive: true })(0)).toBe(false);
    expect(isNumber({ min: 0, max: 9 })(10)).toBe(false);
    expect(isNumber({ min: 0, max: 9 })(-1)).toBe(false);
  });

  it('combinators', () => {
    expect(isBoolean(false)).toBe(true);
    expect(isOneOf(['a', 'b'])('b')).toBe(true);
    expect(isOneOf(['a', 'b'])('c')).toBe(false);
    expect(isNullable(isBoolean)(null)).toBe(true);
    expect(isNullable(isBoolean)(undefined)).toBe(false);
    expect(isOptional(isBoolean)(undefined)).toBe(true);
    expect(isArrayOf(isBoolean)([true, false])).toBe(true);
    expect(isArrayOf(isBoolean)([true, 1])).toBe(false);
    expect(isArrayOf(isBoolean)({})).toBe(false);
    expect(isRecordOf(isBoolean)({ a: true })).toBe(true);
    expect(isRecordOf(isBoolean)([true])).toBe(false);
    expect(isRecordOf(isBoolean)(null)).toBe(false);
  });

  it('shapes need every required property and allow optional ones to be absent', () => {
    const check = isShape({ id: isNumber(), note: isOptional(isString()) });
    expect(check({ id: 1 })).toBe(true);
    expect(check({ id: 1, note: 'x', extra: true })).toBe(true);
    expect(check({ id: 1, note: 2 })).toBe(false);
    expect(check({ note: 'x' })).toBe(false);
    expect(check('x')).toBe(false);
  });

  it('never throws, whatever the value', () => {
    const check = isRecordOf(isArrayOf(isShape({ a: isNumber({ int: true }), b: isNullable(isString()) })));
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof check(value) === 'boolean'));
  });
});
