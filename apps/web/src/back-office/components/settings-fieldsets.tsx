import type { ReactNode } from 'react';
import type { BrandSettings } from '@storefront/contract/back-office';
import { parseHex } from '../../lib/theme';
import { ImageUploadField } from './image-upload-field';

type Colour = 'PrimaryColors' | 'SecondaryColors' | 'TertiaryColors';
type Toggle = 'SearchEnabled' | 'AllowLogin' | 'ShowReferSection' | 'BottomMenuEnabled';
type Text = 'TagLine' | 'OutOfStockLabel' | 'EmptyCartMessage';

const COLOURS: [Colour, string][] = [
  ['PrimaryColors', 'Primary colour'],
  ['SecondaryColors', 'Secondary colour'],
  ['TertiaryColors', 'Tertiary colour'],
];
const TOGGLES: [Toggle, string][] = [
  ['SearchEnabled', 'Search in the header'],
  ['AllowLogin', 'Customer login'],
  ['ShowReferSection', 'Refer-a-friend section'],
  ['BottomMenuEnabled', 'Bottom menu on phones'],
];
const TEXTS: [Text, string, string][] = [
  ['TagLine', 'Tag line', 'In the footer and at the top of the shop.'],
  ['OutOfStockLabel', 'Out-of-stock label', "Empty for 'Coming Soon'."],
  ['EmptyCartMessage', 'Empty cart message', "Empty for 'There are no items in the cart'."],
];
const STOPPED: [keyof BrandSettings['StoppedMessages'], string][] = [
  ['Delivery', 'Delivery stopped'],
  ['Collection', 'Collection stopped'],
  ['EatIn', 'Eat in stopped'],
];

/** #rgb or #rrggbb as #rrggbb, which is all a colour picker takes. */
function pickerValue(hex: string): string {
  const rgb = parseHex(hex);
  return rgb ? '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('') : '#000000';
}

function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="settings__field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="settings__hint">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** What each fieldset of the settings form reads and changes. */
export interface SettingsSection {
  draft: BrandSettings;
  set: (patch: Partial<BrandSettings>) => void;
  /** The form's id, the prefix of its fields' ids. */
  id: string;
}

export function ColoursFieldset({ draft, set, id }: SettingsSection) {
  return (
    <fieldset className="office__panel">
      <legend>Colours</legend>
      {COLOURS.map(([key, label]) => (
        <Field key={key} id={`${id}-${key}`} label={label}>
          <div className="settings__colour">
            <input
              type="color"
              aria-label={`${label} picker`}
              value={pickerValue(draft[key])}
              onChange={(event) => set({ [key]: event.target.value })}
            />
            <input
              id={`${id}-${key}`}
              type="text"
              inputMode="text"
              spellCheck={false}
              value={draft[key]}
              onChange={(event) => set({ [key]: event.target.value.trim() })}
              aria-invalid={parseHex(draft[key]) ? undefined : true}
            />
          </div>
        </Field>
      ))}
      <Field id={`${id}-radius`} label={`Button corners: ${draft.ButtonRadius}px`}>
        <input
          id={`${id}-radius`}
          type="range"
          min={0}
          max={40}
          value={draft.ButtonRadius}
          onChange={(event) => set({ ButtonRadius: Number(event.target.value) })}
        />
      </Field>
    </fieldset>
  );
}

export function ImagesFieldset({ draft, set, brand }: Omit<SettingsSection, 'id'> & { brand: string }) {
  return (
    <fieldset className="office__panel">
      <legend>Images</legend>
      <ImageUploadField
        brand={brand}
        label="Banner"
        hint="At the top of every page, the home page included (instead of the page banners). PNG, JPEG, WebP or GIF; wide images (about 1600 × 400) look best."
        value={draft.BannerImage ?? ''}
        onChange={(url) => set({ BannerImage: url })}
      />
      <ImageUploadField
        brand={brand}
        label="Logo"
        hint="In the header; without one the brand's name shows."
        value={draft.LogoImage ?? ''}
        onChange={(url) => set({ LogoImage: url })}
      />
    </fieldset>
  );
}

export function FeaturesFieldset({ draft, set, id }: SettingsSection) {
  return (
    <fieldset className="office__panel">
      <legend>Features</legend>
      {TOGGLES.map(([key, label]) => (
        <div key={key} className="settings__check">
          <input
            id={`${id}-${key}`}
            type="checkbox"
            checked={draft[key]}
            onChange={(event) => set({ [key]: event.target.checked })}
          />
          <label htmlFor={`${id}-${key}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}

/** The tag line and labels, and what customers read when a channel is stopped. */
export function TextsFieldset({ draft, set, id }: SettingsSection) {
  return (
    <fieldset className="office__panel">
      <legend>Texts</legend>
      {TEXTS.map(([key, label, hint]) => (
        <Field key={key} id={`${id}-${key}`} label={label} hint={hint}>
          <input
            id={`${id}-${key}`}
            type="text"
            aria-describedby={`${id}-${key}-hint`}
            value={draft[key]}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        </Field>
      ))}
      {STOPPED.map(([key, label]) => (
        <Field
          key={key}
          id={`${id}-stop-${key}`}
          label={`Message when ${label.toLowerCase()}`}
          hint="Empty for the standard message."
        >
          <textarea
            id={`${id}-stop-${key}`}
            rows={2}
            aria-describedby={`${id}-stop-${key}-hint`}
            value={draft.StoppedMessages[key]}
            onChange={(event) =>
              set({ StoppedMessages: { ...draft.StoppedMessages, [key]: event.target.value } })
            }
          />
        </Field>
      ))}
    </fieldset>
  );
}
