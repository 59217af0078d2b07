import { describe, expect, it } from 'vitest';
import { backOfficeTools, type BrandOffer } from './back-office-tools';

const option = (Enabled: boolean) => ({ Enabled, Text: '' });
const types = (delivery: boolean, collection: boolean, eatIn: boolean, popup = true) =>
  ({
    Enabled: popup,
    Title: '',
    Delivery: option(delivery),
    Collection: option(collection),
    EatIn: option(eatIn),
  }) as unknown as BrandOffer['deliveryTypes'];
const template = (kind: 'recipes' | 'shop' | 'vehicles' | 'parts') => ({
  RecipesBrand: kind === 'recipes',
  VehiclesBrand: kind === 'vehicles',
  PartsBrand: kind === 'parts',
});

describe('backOfficeTools: what the back office shows a brand', () => {
  it('gives a restaurant its kitchen tools, and bookings and events where its venue has them', () => {
    expect(
      backOfficeTools({
        template: template('recipes'),
        deliveryTypes: types(true, true, true),
        tableBookings: true,
        events: true,
      }),
    ).toEqual({
      channels: ['Delivery', 'Collection', 'EatIn'],
      busyMode: true,
      ticket: 'kitchen',
      bookings: true,
      events: true,
      enquiries: false,
    });
  });

  it('shows a shop busy mode on the channels it offers, and prints an order ticket, not a kitchen one', () => {
    const grocer = backOfficeTools({
      template: template('shop'),
      deliveryTypes: types(true, true, false),
      tableBookings: false,
      events: false,
    });
    expect(grocer).toMatchObject({ channels: ['Delivery', 'Collection'], busyMode: true, ticket: 'order' });
    expect(grocer).toMatchObject({ bookings: false, events: false, enquiries: false });
  });

  it('gives car and parts dealers their enquiries and none of a restaurant’s tools', () => {
    for (const kind of ['vehicles', 'parts'] as const) {
      const dealer = backOfficeTools({
        template: template(kind),
        // The popup switched off: checkout offers delivery and collection.
        deliveryTypes: types(false, true, false, false),
        tableBookings: false,
        events: false,
      });
      expect(dealer).toEqual({
        channels: ['Delivery', 'Collection'],
        busyMode: false,
        ticket: 'order',
        bookings: false,
        events: false,
        enquiries: true,
      });
    }
  });

  it('offers the channels the popup lists when it is on', () => {
    const collectOnly = backOfficeTools({
      template: template('shop'),
      deliveryTypes: types(false, true, false),
      tableBookings: false,
      events: false,
    });
    expect(collectOnly.channels).toEqual(['Collection']);
  });
});
