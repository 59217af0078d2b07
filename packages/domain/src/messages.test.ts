import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages', () => {
  it("keeps the spec's texts word for word", () => {
    expect(messages.CHOOSE_ONE_OPTION).toBe('Please choose an option');
    expect(messages.chooseMoreOptions(2)).toBe('Please choose 2 more options');
    expect(messages.optionalGroupHint(3)).toBe('Optional: select a maximum of 3');
    expect(messages.MAX_BUY_REACHED).toBe('Can not add to cart , Max Buy limit Reached for this recipe');
    expect(messages.SUCCESSFULLY_ADDED).toBe('Successfully Added');
    expect(messages.EMPTY_CART).toBe('There are no items in the cart');
    expect(messages.COMING_SOON).toBe('Coming Soon');
    expect(messages.NOT_TAKING_ORDERS).toBe('We are not currently taking any orders');
    expect(messages.SORRY_HEADING).toBe('Sorry for the inconvenience');
    expect(messages.OKAY).toBe('OKAY');
    expect(messages.RECOMMENDATIONS_BUTTON).toBe('No Thanks , Continue to checkout');
    expect(messages.STOPPED_CHANNEL.Delivery).toBe(
      'Sorry for the inconvenience, Home Delivery is not avaiable at moment',
    );
    expect(messages.SPECIFY_DISH).toBe('Specify your Dish');
    expect(messages.SPECIFY_PRODUCT).toBe('Specify your Product');
  });
  it('keeps the toast durations of spec §9', () => {
    expect(messages.MAX_BUY_TOAST_MS).toBe(2000);
    expect(messages.ADDED_TOAST_MS).toBe(1300);
  });
  it("uses a brand's text unless it is missing or blank", () => {
    expect(messages.textOrDefault('Nothing here yet', messages.EMPTY_CART)).toBe('Nothing here yet');
    expect(messages.textOrDefault(undefined, messages.EMPTY_CART)).toBe('There are no items in the cart');
    expect(messages.textOrDefault(null, messages.COMING_SOON)).toBe('Coming Soon');
    expect(messages.textOrDefault('', messages.COMING_SOON)).toBe('Coming Soon');
  });
});
