import type { CSSProperties } from 'react';
import type { BrandSettings } from '@storefront/contract/back-office';
import { MIN_CONTRAST, contrastRatio, parseHex, themeVariables } from '../../lib/theme';

/**
 * A small storefront drawn with the settings being edited: the same theme variables the storefront derives
 * from the brand's colours, so what the owner sees here is what customers get.
 */
export function SettingsPreview({ settings }: { settings: BrandSettings }) {
  const valid = [settings.PrimaryColors, settings.SecondaryColors, settings.TertiaryColors].every((c) =>
    parseHex(c),
  );
  const style = valid
    ? (themeVariables({
        PrimaryColors: settings.PrimaryColors,
        SecondaryColors: settings.SecondaryColors,
        TertiaryColors: settings.TertiaryColors,
        ButtonRadius: settings.ButtonRadius,
      }) as CSSProperties)
    : undefined;
  const lowContrast = valid && contrastRatio(settings.PrimaryColors, '#ffffff') < MIN_CONTRAST;

  return (
    <aside className="preview" aria-label="Live preview">
      <h2 className="preview__title">Live preview</h2>
      <div className="preview__frame" style={style} data-testid="settings-preview">
        <div className="preview__header">
          <span className="preview__logo">Your brand</span>
          {settings.SearchEnabled ? <span className="preview__search">Search…</span> : null}
          {settings.AllowLogin ? <span className="preview__login">Login</span> : null}
        </div>
        <div className="preview__body">
          {settings.TagLine ? <p className="preview__tagline">{settings.TagLine}</p> : null}
          <div className="preview__card">
            <span className="preview__badge">Popular</span>
            <strong>House burger</strong>
            <span className="preview__price">£11.50</span>
            <span className="preview__button">Add to cart</span>
          </div>
          <div className="preview__card preview__card--out">
            <strong>Seasonal pie</strong>
            <span className="preview__label">{settings.OutOfStockLabel || 'Coming Soon'}</span>
          </div>
          {settings.ShowReferSection ? <p className="preview__refer">Refer a friend</p> : null}
        </div>
        {settings.BottomMenuEnabled ? (
          <div className="preview__bottom">
            <span>Home</span>
            <span>Menu</span>
            <span>Cart</span>
          </div>
        ) : null}
      </div>
      {!valid ? <p className="admin__error">Enter hex colours such as #aa7733 to see the preview.</p> : null}
      {lowContrast ? (
        <p className="settings__hint">
          The primary colour is light on white: prices and links use a darker shade of it so they stay
          readable.
        </p>
      ) : null}
    </aside>
  );
}
