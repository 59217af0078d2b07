// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { giftCardOptionsQuery } from '../../../lib/queries/gift-card-options';
import { describedBy } from '../../../test/dom';
import { renderScreen, testQueryClient } from '../../../test/render';
import { BuySection } from './buy-gift-card';

const OPTIONS = {
  Enabled: true,
  Card: true,
  Provider: 'test' as const,
  Label: 'Test payment',
  PublishableKey: null,
  Amounts: [10, 25, 50],
  Minimum: 5,
  Maximum: 250,
  ValidMonths: 12,
};

describe('BuySection', () => {
  it('says at the field that an amount of its own is outside the brand’s range, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = testQueryClient();
    client.setQueryData(giftCardOptionsQuery('bistro').queryKey, OPTIONS);
    const { user } = renderScreen(<BuySection brand="bistro" brandName="Copperleaf" from={null} />, {
      path: '/bistro/giftcard',
      client,
    });
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const amount = screen.getByLabelText('Amount in pounds (£5 to £250)');
    await user.type(amount, '1000000');
    await user.type(screen.getByLabelText('Their name'), 'Ada');
    await user.type(screen.getByLabelText('Their email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Your name'), 'Bo');
    await user.type(screen.getByLabelText(/^Your email address/), 'bo@example.com');
    await user.click(screen.getByRole('button', { name: /^Continue to pay/ }));
    expect(await screen.findByText('Choose an amount from £5 to £250')).toBeTruthy();
    expect(describedBy(amount)).toContain('Choose an amount from £5 to £250');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
