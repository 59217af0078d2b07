import { describe, expect, it } from 'vitest';
import { lastRouteToSave } from './last-route';

describe('lastRouteToSave', () => {
  it('saves the second segment with its query', () => {
    expect(lastRouteToSave('/bistro/menu')).toBe('menu');
    expect(lastRouteToSave('/bistro/menu', '?catId=3')).toBe('menu?catId=3');
    expect(lastRouteToSave('/bistro/checkout', 'training=true')).toBe('checkout?training=true');
    expect(lastRouteToSave('/grocer/stock-list/details/5')).toBe('stock-list');
  });

  it('skips login, forgot-password, registeruser and guest, with or without a query', () => {
    for (const route of ['login', 'forgot-password', 'registeruser', 'guest']) {
      expect(lastRouteToSave(`/bistro/${route}`)).toBeNull();
      expect(lastRouteToSave(`/bistro/${route}`, '?guest=false')).toBeNull();
      expect(lastRouteToSave(`/bistro/${route}`, '?training=true')).toBeNull();
    }
  });

  it('saves nothing without a second segment', () => {
    expect(lastRouteToSave('/')).toBeNull();
    expect(lastRouteToSave('/bistro')).toBeNull();
    expect(lastRouteToSave('/bistro/')).toBeNull();
  });

  it('drops an empty query', () => {
    expect(lastRouteToSave('/bistro/menu', '?')).toBe('menu');
  });
});
