import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import type { DeliveryHours } from '@storefront/contract/admin-config';
import { DAY_NAMES } from '@storefront/domain/opening-hours';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/error-message';
import { useDeliveryHours, useSaveDeliveryHours } from '../api/delivery-hours';
import {
  emptyArea,
  emptyHours,
  toDraft,
  validate,
  type AreaDraft,
  type Draft,
  type FieldErrors,
  type HoursDraft,
} from './delivery-hours-draft';
import '../../components/ui/form.css';
import './delivery-hours.css';

const CHANNELS = [
  { name: 'Delivery', from: 'DeliveryFrom', min: 'MinDeliveryTime' },
  { name: 'Collection', from: 'CollectionFrom', min: 'MinCollectionTime' },
  { name: 'Eat in', from: 'EatInFrom', min: 'MinEatInTime' },
] as const;

/** A labelled input with its hint and error, marked and described like the storefront's form fields. */
function Field({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    </div>
  );
}

/**
 * The owners' "Delivery & hours" screen: when each channel takes orders and with how much notice, the delivery
 * fee and minimum order, the delivery areas (each with its own fee and minimum if it differs) and the branches'
 * opening hours. Save checks everything with the contract's schema, shows problems next to their fields, and
 * the storefront's postcode check and checkout use the saved values at once.
 */
export function DeliveryHoursScreen({ brand }: { brand: string }) {
  const query = useDeliveryHours(brand);
  if (query.isPending) return <p role="status">Loading delivery and opening hours…</p>;
  if (query.isError)
    return (
      <p role="alert" className="admin__error">
        {errorMessage(query.error)}
      </p>
    );
  return <DeliveryHoursForm brand={brand} saved={query.data} />;
}

function DeliveryHoursForm({ brand, saved }: { brand: string; saved: DeliveryHours }) {
  const save = useSaveDeliveryHours(brand);
  const [stored, setStored] = useState(() => toDraft(saved));
  const [draft, setDraft] = useState(stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  /** The field to focus after the next render (a row just added, the first field with a problem). */
  const focusNext = useRef<string | null>(null);
  const id = useId();
  const fid = (path: string) => `${id}-${path}`;
  const setFocusId = (target: string) => {
    focusNext.current = target;
  };

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: Draft, clear?: string) => {
    setDone(false);
    setDraft(next);
    if (clear && errors[clear]) {
      const rest = { ...errors };
      delete rest[clear];
      setErrors(rest);
    }
  };
  const setArea = (i: number, patch: Partial<AreaDraft>) =>
    change(
      { ...draft, DeliveryAreas: draft.DeliveryAreas.map((a, j) => (j === i ? { ...a, ...patch } : a)) },
      `DeliveryAreas.${i}.${Object.keys(patch)[0]}`,
    );
  const setHours = (b: number, i: number, patch: Partial<HoursDraft>) =>
    change(
      {
        ...draft,
        Branches: draft.Branches.map((branch, j) =>
          j === b
            ? {
                ...branch,
                OpeningHours: branch.OpeningHours.map((h, k) => (k === i ? { ...h, ...patch } : h)),
              }
            : branch,
        ),
      },
      `Branches.${b}.OpeningHours.${i}.${Object.keys(patch)[0]}`,
    );
  const setBranchHours = (b: number, hours: HoursDraft[]) =>
    change({
      ...draft,
      Branches: draft.Branches.map((branch, j) => (j === b ? { ...branch, OpeningHours: hours } : branch)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) setFocusId(fid(first));
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (next) => {
        const fresh = toDraft(next);
        setStored(fresh);
        setDraft(fresh);
        setDone(true);
      },
    });
  };
  const changed = JSON.stringify(strip(draft)) !== JSON.stringify(strip(stored));
  const errorCount = Object.keys(errors).length;

  return (
    <div className="office">
      <div className="office__head">
        <h1>Delivery &amp; hours</h1>
        <p className="admin__muted">
          When orders are taken, where you deliver and at what charge. Checkout uses saved changes at once.
        </p>
      </div>
      <form className="hours" onSubmit={submit} noValidate>
        <fieldset className="office__panel">
          <legend>Ordering times</legend>
          <p className="field__hint hours__intro">
            The earliest time of day each channel takes orders for, and the notice it needs (the first slot
            offered is at least this many minutes away).
          </p>
          <div className="hours__channels">
            {CHANNELS.map((c) => (
              <div
                key={c.name}
                className="hours__channel"
                role="group"
                aria-labelledby={fid(`${c.name}-title`)}
              >
                <h3 id={fid(`${c.name}-title`)}>{c.name}</h3>
                <Field
                  id={fid(c.from)}
                  label={`${c.name}: orders from`}
                  type="time"
                  required
                  value={draft[c.from]}
                  error={errors[c.from]}
                  onChange={(e) => change({ ...draft, [c.from]: e.target.value }, c.from)}
                />
                <Field
                  id={fid(c.min)}
                  label={`${c.name}: notice in minutes`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={1440}
                  step={1}
                  required
                  value={draft[c.min]}
                  error={errors[c.min]}
                  onChange={(e) => change({ ...draft, [c.min]: e.target.value }, c.min)}
                />
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="office__panel">
          <legend>Delivery charges</legend>
          <div className="hours__pair">
            <Field
              id={fid('DeliveryFee')}
              label="Delivery fee (£)"
              hint="Added to every delivery order; 0 for free delivery."
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.DeliveryFee}
              error={errors.DeliveryFee}
              onChange={(e) => change({ ...draft, DeliveryFee: e.target.value }, 'DeliveryFee')}
            />
            <Field
              id={fid('MinDeliveryOrder')}
              label="Minimum delivery order (£)"
              hint="The smallest basket you deliver; 0 for none."
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.MinDeliveryOrder}
              error={errors.MinDeliveryOrder}
              onChange={(e) => change({ ...draft, MinDeliveryOrder: e.target.value }, 'MinDeliveryOrder')}
            />
          </div>
        </fieldset>

        <fieldset className="office__panel">
          <legend>Delivery areas</legend>
          <p className="field__hint hours__intro">
            {draft.DeliveryAreas.length === 0
              ? 'No areas: you deliver to every postcode. Add an area to deliver only there.'
              : 'You deliver only to these postcodes; the most specific match decides the fee and minimum.'}
          </p>
          <ol className="hours__rows">
            {draft.DeliveryAreas.map((area, i) => (
              <li key={area.key} className="hours__area">
                <div role="group" aria-label={`Delivery area ${i + 1}`} className="hours__area-fields">
                  <Field
                    id={fid(`DeliveryAreas.${i}.Name`)}
                    label={`Area ${i + 1} name`}
                    value={area.Name}
                    error={errors[`DeliveryAreas.${i}.Name`]}
                    onChange={(e) => setArea(i, { Name: e.target.value })}
                    maxLength={80}
                    className="hours__wide"
                  />
                  <Field
                    id={fid(`DeliveryAreas.${i}.Postcodes`)}
                    label={`Area ${i + 1} postcodes`}
                    hint="Separated by commas: areas, districts or sectors, such as N1, EC2A, SW11 1."
                    value={area.Postcodes}
                    error={errors[`DeliveryAreas.${i}.Postcodes`]}
                    onChange={(e) => setArea(i, { Postcodes: e.target.value })}
                    spellCheck={false}
                    autoCapitalize="characters"
                    className="hours__wide"
                  />
                  <Field
                    id={fid(`DeliveryAreas.${i}.DeliveryFee`)}
                    label={`Area ${i + 1} fee (£)`}
                    hint="Empty for the delivery fee above."
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={area.DeliveryFee}
                    error={errors[`DeliveryAreas.${i}.DeliveryFee`]}
                    onChange={(e) => setArea(i, { DeliveryFee: e.target.value })}
                  />
                  <Field
                    id={fid(`DeliveryAreas.${i}.MinDeliveryOrder`)}
                    label={`Area ${i + 1} minimum order (£)`}
                    hint="Empty for the minimum above."
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    value={area.MinDeliveryOrder}
                    error={errors[`DeliveryAreas.${i}.MinDeliveryOrder`]}
                    onChange={(e) => setArea(i, { MinDeliveryOrder: e.target.value })}
                  />
                </div>
                <button
                  type="button"
                  className={buttonClass('outline', 'hours__remove')}
                  onClick={() => {
                    change({ ...draft, DeliveryAreas: draft.DeliveryAreas.filter((_, j) => j !== i) });
                    setErrors({});
                  }}
                >
                  Remove area {i + 1}
                  {area.Name ? ` (${area.Name})` : ''}
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={draft.DeliveryAreas.length >= 200}
            onClick={() => {
              change({ ...draft, DeliveryAreas: [...draft.DeliveryAreas, emptyArea()] });
              setFocusId(fid(`DeliveryAreas.${draft.DeliveryAreas.length}.Name`));
            }}
          >
            Add delivery area
          </button>
        </fieldset>

        {draft.Branches.map((branch, b) => (
          <fieldset key={branch.BranchId} className="office__panel">
            <legend>Opening hours: {branch.Name}</legend>
            <p className="field__hint hours__intro">
              {branch.OpeningHours.length === 0
                ? 'No hours: the branch shows as closed. Add the days it opens.'
                : 'A day without hours is closed. A closing time at or before the opening time runs past midnight.'}
            </p>
            <ol className="hours__rows">
              {branch.OpeningHours.map((h, i) => {
                const path = `Branches.${b}.OpeningHours.${i}`;
                const dayId = fid(`${path}.Day`);
                return (
                  <li key={h.key} className="hours__opening">
                    <div className="field">
                      <label className="field__label" htmlFor={dayId}>
                        Day<span className="visually-hidden"> of opening {i + 1}</span>
                      </label>
                      <select
                        id={dayId}
                        className="field__input"
                        value={h.Day}
                        onChange={(e) => setHours(b, i, { Day: e.target.value })}
                      >
                        {DAY_NAMES.map((name, day) => (
                          <option key={name} value={day}>
                            {name}
                          </option>
                        ))}
                      </select>
                    </div>
                    <Field
                      id={fid(`${path}.Open`)}
                      label={
                        <>
                          Opens<span className="visually-hidden"> (opening {i + 1})</span>
                        </>
                      }
                      type="time"
                      value={h.Open}
                      error={errors[`${path}.Open`]}
                      onChange={(e) => setHours(b, i, { Open: e.target.value })}
                    />
                    <Field
                      id={fid(`${path}.Close`)}
                      label={
                        <>
                          Closes<span className="visually-hidden"> (opening {i + 1})</span>
                        </>
                      }
                      type="time"
                      value={h.Close}
                      error={errors[`${path}.Close`]}
                      onChange={(e) => setHours(b, i, { Close: e.target.value })}
                    />
                    <button
                      type="button"
                      className={buttonClass('outline', 'hours__remove')}
                      onClick={() => {
                        setBranchHours(
                          b,
                          branch.OpeningHours.filter((_, k) => k !== i),
                        );
                        setErrors({});
                      }}
                    >
                      Remove<span className="visually-hidden"> {DAY_NAMES[Number(h.Day)]} hours</span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={branch.OpeningHours.length >= 28}
              onClick={() => {
                setBranchHours(b, [...branch.OpeningHours, emptyHours()]);
                setFocusId(fid(`Branches.${b}.OpeningHours.${branch.OpeningHours.length}.Day`));
              }}
            >
              Add opening hours<span className="visually-hidden"> for {branch.Name}</span>
            </button>
          </fieldset>
        ))}

        {errorCount > 0 ? (
          <p role="alert" className="admin__error">
            {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} attention: see the messages
            above.
          </p>
        ) : save.isError ? (
          <p role="alert" className="admin__error">
            {errorMessage(save.error)}
          </p>
        ) : null}
        <div className="settings__actions">
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending || !changed}>
            {save.isPending ? 'Saving…' : 'Save delivery & hours'}
          </button>
          <button
            type="button"
            className={buttonClass('outline')}
            disabled={!changed}
            onClick={() => {
              setDraft(stored);
              setErrors({});
            }}
          >
            Undo changes
          </button>
          <span role="status" className="settings__saved">
            {done && !changed ? 'Saved: checkout uses it now.' : ''}
          </span>
        </div>
      </form>
    </div>
  );
}

/** The draft without its row keys, to tell whether anything changed. */
const strip = (draft: Draft) => ({
  ...draft,
  DeliveryAreas: draft.DeliveryAreas.map(({ key: _key, ...a }) => a),
  Branches: draft.Branches.map((b) => ({
    ...b,
    OpeningHours: b.OpeningHours.map(({ key: _key, ...h }) => h),
  })),
});
