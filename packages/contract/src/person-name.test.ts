import { describe, expect, it } from 'vitest';
import { GuestDetails } from './order';
import { NAME_NEEDS_LETTERS, OptionalPersonName, PersonName } from './person-name';

const guest = { Email: 'ada@example.com', Mobile: '07700 900123' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('a person’s name', () => {
  it('takes names in any script, with their marks', () => {
    for (const name of ['Ada', 'Zoë', "O'Brien", 'Nguyễn Văn', '王芳', 'Jean-Luc 2'])
      expect(PersonName('Enter a name').parse(` ${name} `)).toBe(name);
  });

  it('refuses a name with no letter in it, such as emoji or punctuation only', () => {
    for (const name of ['🍕🍕', '...', '123', '😀 😀'])
      expect(messages(PersonName('Enter a name').safeParse(name))).toEqual([NAME_NEEDS_LETTERS]);
    expect(messages(PersonName('Enter a name').safeParse('  '))).toEqual(['Enter a name']);
  });

  it('lets an optional name be empty, but not a name without letters', () => {
    expect(OptionalPersonName().parse('')).toBe('');
    expect(messages(OptionalPersonName().safeParse('🙂'))).toEqual([NAME_NEEDS_LETTERS]);
  });

  it('holds at the checkout: a guest named with emoji is refused at the name', () => {
    const result = GuestDetails.safeParse({ ...guest, FirstName: '🍕', LastName: '🍔' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['FirstName', NAME_NEEDS_LETTERS],
      ['LastName', NAME_NEEDS_LETTERS],
    ]);
  });
});
