import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser, type FakeBrowser } from '../../../test/fake-browser';
import { chooseStep, consistent, readFitment, saveFitment, type Fitment } from './fitment';

const full: Fitment = { Make: 'Ford', Model: 'Ford Focus Mk3', Year: 2015, Engine: '1.0 EcoBoost' };

describe('chooseStep', () => {
  it('keeps the earlier steps and clears the later ones, which depended on the choice', () => {
    expect(chooseStep(full, 'Model', 'Ford Fiesta Mk7')).toEqual({ Make: 'Ford', Model: 'Ford Fiesta Mk7' });
    expect(chooseStep(full, 'Make', 'Vauxhall')).toEqual({ Make: 'Vauxhall' });
    expect(chooseStep(full, 'Engine', '1.5 TDCi')).toEqual({ ...full, Engine: '1.5 TDCi' });
  });

  it('clears the step itself when nothing is chosen', () => {
    expect(chooseStep(full, 'Year', '')).toEqual({ Make: 'Ford', Model: 'Ford Focus Mk3' });
    expect(chooseStep(full, 'Make', undefined)).toEqual({});
  });

  it('does not invent steps that were never chosen', () => {
    expect(chooseStep({ Make: 'Ford' }, 'Year', 2015)).toEqual({ Make: 'Ford', Year: 2015 });
    expect(consistent(chooseStep({ Make: 'Ford' }, 'Year', 2015))).toEqual({ Make: 'Ford' });
  });
});

describe('consistent', () => {
  it('drops every step after a missing one', () => {
    expect(consistent(full)).toEqual(full);
    expect(consistent({ Make: 'Ford', Year: 2015, Engine: '1.0 EcoBoost' })).toEqual({ Make: 'Ford' });
    expect(consistent({ Model: 'Ford Focus Mk3' })).toEqual({});
  });
});

describe('readFitment and saveFitment', () => {
  let browser: FakeBrowser;
  beforeEach(() => {
    browser = fakeBrowser('https://shop.example.com/parts/store');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers the vehicle for the visit, per brand', () => {
    expect(readFitment('parts')).toEqual({});
    saveFitment('parts', full);
    expect(readFitment('parts')).toEqual(full);
    expect(readFitment('other-parts')).toEqual({});
    expect(browser.localStorage.length).toBe(0);
    saveFitment('parts', {});
    expect(browser.sessionStorage.getItem('partsFitment:parts')).toBeNull();
  });

  it('reads a malformed or edited value as no vehicle, or as far as it is consistent', () => {
    browser.sessionStorage.setItem('partsFitment:parts', '{not json');
    expect(readFitment('parts')).toEqual({});
    browser.sessionStorage.setItem('partsFitment:parts', JSON.stringify({ Make: 'Ford', Year: 'soon' }));
    expect(readFitment('parts')).toEqual({});
    expect(browser.sessionStorage.getItem('partsFitment:parts')).toBeNull();
    browser.sessionStorage.setItem('partsFitment:parts', JSON.stringify({ Make: 'Ford', Year: 2015 }));
    expect(readFitment('parts')).toEqual({ Make: 'Ford' });
  });
});
