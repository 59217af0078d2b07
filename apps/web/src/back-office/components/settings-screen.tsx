import { useId, useState, type FormEvent } from 'react';
import { BrandSettings } from '@storefront/contract/back-office';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useSaveSettings, useSettings } from '../api/back-office';
import { ColoursFieldset, FeaturesFieldset, ImagesFieldset, TextsFieldset } from './settings-fieldsets';
import { SettingsPreview } from './settings-preview';
import { SlotCapacityPanel } from './slot-capacity-panel';

/**
 * The storefront's colours, texts and switches (owners). The preview follows every keystroke; Save checks the
 * values with the contract's schema here and on the server, and the storefront shows them on its next page.
 */
export function SettingsScreen({
  brand,
  slotCapacity = true,
}: {
  brand: string;
  /** The slot capacity goes with busy mode: not for brands without it (dealers). */
  slotCapacity?: boolean;
}) {
  const settings = useSettings(brand);
  if (settings.isPending) return <p role="status">Loading settings…</p>;
  if (settings.isError)
    return (
      <p role="alert" className="admin__error">
        {errorMessage(settings.error)}
      </p>
    );
  return <SettingsForm brand={brand} saved={settings.data} slotCapacity={slotCapacity} />;
}

interface SettingsFormProps {
  brand: string;
  saved: BrandSettings;
  slotCapacity: boolean;
}

function SettingsForm({ brand, saved: stored, slotCapacity }: SettingsFormProps) {
  const save = useSaveSettings(brand);
  const [draft, setDraft] = useState<BrandSettings>(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();

  const set = (patch: Partial<BrandSettings>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = BrandSettings.safeParse(draft);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem(issue ? `${issue.path.join('.')}: ${issue.message}` : 'Please check the settings');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: (next) => {
        setDraft(next);
        setSaved(true);
      },
    });
  };
  const changed = JSON.stringify(draft) !== JSON.stringify(stored);

  return (
    <div className="office">
      <div className="office__head">
        <h1>Settings</h1>
        <p className="admin__muted">
          How the storefront looks and what it offers. Customers see saved changes at once.
        </p>
      </div>
      <div className="settings">
        <form className="settings__form" onSubmit={submit} noValidate>
          <ColoursFieldset draft={draft} set={set} id={id} />
          <ImagesFieldset draft={draft} set={set} brand={brand} />
          <FeaturesFieldset draft={draft} set={set} id={id} />
          <TextsFieldset draft={draft} set={set} id={id} />

          {problem || save.isError ? (
            <p role="alert" className="admin__error">
              {problem ?? errorMessage(save.error)}
            </p>
          ) : null}
          <div className="settings__actions">
            <button type="submit" className={buttonClass('primary')} disabled={save.isPending || !changed}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </button>
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={!changed}
              onClick={() => {
                setDraft(stored);
                setProblem(null);
              }}
            >
              Undo changes
            </button>
            <span role="status" className="settings__saved">
              {saved && !changed ? 'Saved: the storefront shows it now.' : ''}
            </span>
          </div>
        </form>
        <SettingsPreview settings={draft} />
      </div>
      {slotCapacity ? <SlotCapacityPanel brand={brand} /> : null}
    </div>
  );
}
