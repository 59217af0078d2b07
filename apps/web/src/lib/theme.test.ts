import { describe, expect, it } from 'vitest';
import {
  MIN_CONTRAST,
  contrastRatio,
  parseHex,
  readableShade,
  readableTextOn,
  themeVariables,
} from './theme';

describe('theme', () => {
  it('parses short and long hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#AA7733')).toEqual([170, 119, 51]);
    expect(parseHex('#aa773380')).toEqual([170, 119, 51]);
    expect(parseHex('red')).toBeNull();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('picks a readable text colour for every primary colour', () => {
    for (const bg of [
      '#000000',
      '#ffffff',
      '#777777',
      '#767676',
      '#aa7733',
      '#ffcc00',
      '#0057b8',
      '#e63946',
      '#2a9d8f',
    ]) {
      expect(contrastRatio(readableTextOn(bg), bg)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(readableTextOn('#0b3d2e')).toBe('#ffffff');
    expect(readableTextOn('#ffcc00')).toBe('#1a1a1a');
  });

  it('darkens a light brand colour just enough to read as text on white', () => {
    expect(readableShade('#0b3d2e')).toBe('#0b3d2e');
    const shade = readableShade('#ffcc00');
    expect(shade).not.toBe('#ffcc00');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('turns DynamicStyle into custom properties', () => {
    expect(
      themeVariables({
        PrimaryColors: '#aa7733',
        SecondaryColors: '#222222',
        TertiaryColors: '#f5efe6',
        ButtonRadius: 8,
      }),
    ).toMatchObject({
      '--color-primary': '#aa7733',
      '--color-secondary': '#222222',
      '--color-tertiary': '#f5efe6',
      '--radius-button': '8px',
    });
  });
});
