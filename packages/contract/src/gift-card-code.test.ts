import { describe, expect, it } from 'vitest';
import { GiftCardCode } from './gift-card-code';

describe('GiftCardCode', () => {
  it('takes a code in any case, with spaces or dashes anywhere, as GC-XXXX-XXXX-XXXX', () => {
    expect(GiftCardCode.parse('gc-ab12-cd34-ef56')).toBe('GC-AB12-CD34-EF56');
    expect(GiftCardCode.parse(' GC AB12 CD34 EF56 ')).toBe('GC-AB12-CD34-EF56');
    expect(GiftCardCode.parse('gcab12cd34ef56')).toBe('GC-AB12-CD34-EF56');
  });

  it('refuses anything else with one clear message', () => {
    for (const bad of ['', 'GC-1', 'XX-AB12-CD34-EF56', 'GC-AB12-CD34-EF5!', 'GC-AB12-CD34-EF56-7']) {
      const result = GiftCardCode.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Gift card codes look like GC-XXXX-XXXX-XXXX');
    }
  });
});
