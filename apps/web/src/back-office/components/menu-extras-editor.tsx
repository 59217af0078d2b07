import { useId, type ReactNode } from 'react';
import type { ExtraObject } from '@storefront/contract/catalog';
import { buttonClass } from '../../components/ui/button';
import { priceProblem, priceText, priceValue } from './menu-form-parts';

type Extra = ExtraObject['groups'][number]['Extras'][number];
type Step = NonNullable<ExtraObject['MenuBuilder']>[number];
type Choice = Step['Choose'][number];

/** An extras group as the editor holds it: prices as typed. */
export interface GroupDraft {
  Key: string;
  MaxQuantity: string;
  MultipleQuantity: boolean;
  Extras: (Omit<Extra, 'Price'> & { Price: string })[];
}
export interface StepDraft {
  Id: number;
  Title: string;
  Choose: (Omit<Choice, 'Price'> & { Price: string })[];
}
/** The extras of an item as the editor holds them; the other settings of the object ride along unchanged. */
export interface ExtrasDraft {
  groups: GroupDraft[];
  steps: StepDraft[];
  rest: Omit<ExtraObject, 'groups' | 'MenuBuilder'>;
}

export function toDraft(extras: ExtraObject | null): ExtrasDraft {
  const { groups = [], MenuBuilder = [], ...rest } = extras ?? { groups: [] };
  return {
    groups: groups.map((g) => ({
      Key: g.Key,
      MaxQuantity: String(g.MaxQuantity),
      MultipleQuantity: g.MultipleQuantity,
      Extras: g.Extras.map((e) => ({ ...e, Price: priceText(e.Price) })),
    })),
    steps: MenuBuilder.map((s) => ({
      ...s,
      Choose: s.Choose.map((c) => ({ ...c, Price: priceText(c.Price) })),
    })),
    rest,
  };
}

/** The draft as the item's extra object (null when it has nothing), for the schema to check. */
export function fromDraft(draft: ExtrasDraft): unknown {
  const groups = draft.groups.map((g) => ({
    Key: g.Key.trim(),
    MaxQuantity: g.MaxQuantity.trim() === '' ? Number.NaN : Number(g.MaxQuantity),
    MultipleQuantity: g.MultipleQuantity,
    Extras: g.Extras.map((e) => ({ ...e, Title: e.Title.trim(), Price: priceValue(e.Price || '0') })),
  }));
  const steps = draft.steps.map((s) => ({
    ...s,
    Title: s.Title.trim(),
    Choose: s.Choose.map((c) => ({ ...c, Item: c.Item.trim(), Price: priceValue(c.Price || '0') })),
  }));
  const hasRest = Object.values(draft.rest).some((v) => v !== undefined);
  if (!groups.length && !steps.length && !hasRest) return null;
  return { ...draft.rest, groups, ...(steps.length ? { MenuBuilder: steps } : {}) };
}

/** The prices of the draft that are no amount, keyed by their path in the extra object. */
export function draftPriceIssues(draft: ExtrasDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  draft.groups.forEach((g, i) =>
    g.Extras.forEach((e, j) => {
      const problem = e.Price.trim() === '' ? undefined : priceProblem(e.Price);
      if (problem) issues[`groups.${i}.Extras.${j}.Price`] = problem;
    }),
  );
  draft.steps.forEach((s, i) =>
    s.Choose.forEach((c, j) => {
      const problem = c.Price.trim() === '' ? undefined : priceProblem(c.Price);
      if (problem) issues[`MenuBuilder.${i}.Choose.${j}.Price`] = problem;
    }),
  );
  return issues;
}

function Input({
  id,
  label,
  value,
  onChange,
  error,
  inputMode,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputMode?: 'decimal' | 'numeric';
  className?: string;
}) {
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        className="field__input"
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
    </div>
  );
}

const replace = <T,>(list: T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));
const without = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

/**
 * The extras groups of an item (options with prices, how many may be chosen) and its menu-builder steps.
 * Messages come keyed by their path in the extra object (`groups.0.Extras.1.Price`), from the contract's
 * schema here or from the server.
 */
export function ExtrasEditor({
  draft,
  onChange,
  errors,
  kindNoun,
}: {
  draft: ExtrasDraft;
  onChange: (draft: ExtrasDraft) => void;
  errors: Record<string, string>;
  kindNoun: string;
}) {
  const base = useId();
  const id = (path: string) => `${base}-${path.replace(/\./g, '-')}`;
  const setGroups = (groups: GroupDraft[]) => onChange({ ...draft, groups });
  const setSteps = (steps: StepDraft[]) => onChange({ ...draft, steps });
  const nextStepId = Math.max(0, ...draft.steps.map((s) => s.Id)) + 1;

  return (
    <>
      <fieldset className="office__panel menu-form__section">
        <legend>Extras groups</legend>
        <p className="field__hint">
          A heading with ‘choose’ in it makes a group pick-one (one choice required); with ‘optional’ in it,
          the customer may pick up to the maximum or nothing.
        </p>
        {errors.groups ? <p className="field__error">{errors.groups}</p> : null}
        {draft.groups.length === 0 ? <p className="admin__muted">This {kindNoun} has no extras.</p> : null}
        {draft.groups.map((group, g) => (
          <div key={g} className="menu-extras__group" role="group" aria-label={`Extras group ${g + 1}`}>
            <div className="menu-form__row">
              <Input
                id={id(`groups.${g}.Key`)}
                label="Group heading"
                value={group.Key}
                error={errors[`groups.${g}.Key`]}
                onChange={(Key) => setGroups(replace(draft.groups, g, { ...group, Key }))}
              />
              <Input
                id={id(`groups.${g}.MaxQuantity`)}
                label="Most choices"
                inputMode="numeric"
                className="menu-form__narrow"
                value={group.MaxQuantity}
                error={errors[`groups.${g}.MaxQuantity`]}
                onChange={(MaxQuantity) => setGroups(replace(draft.groups, g, { ...group, MaxQuantity }))}
              />
            </div>
            <div className="field field--check">
              <div className="field__check">
                <input
                  id={id(`groups.${g}.MultipleQuantity`)}
                  type="checkbox"
                  className="field__checkbox"
                  checked={group.MultipleQuantity}
                  onChange={(event) =>
                    setGroups(replace(draft.groups, g, { ...group, MultipleQuantity: event.target.checked }))
                  }
                />
                <label className="field__check-label" htmlFor={id(`groups.${g}.MultipleQuantity`)}>
                  Each option may be taken more than once
                </label>
              </div>
            </div>
            {errors[`groups.${g}.Extras`] ? (
              <p className="field__error">{errors[`groups.${g}.Extras`]}</p>
            ) : null}
            <ul className="menu-extras__options">
              {group.Extras.map((extra, e) => (
                <li key={e} className="menu-extras__option">
                  <Input
                    id={id(`groups.${g}.Extras.${e}.Title`)}
                    label={`Option ${e + 1}`}
                    value={extra.Title}
                    error={errors[`groups.${g}.Extras.${e}.Title`]}
                    onChange={(Title) =>
                      setGroups(
                        replace(draft.groups, g, {
                          ...group,
                          Extras: replace(group.Extras, e, { ...extra, Title }),
                        }),
                      )
                    }
                  />
                  <Input
                    id={id(`groups.${g}.Extras.${e}.Price`)}
                    label={
                      <>
                        <span className="visually-hidden">Option {e + 1} </span>Price (£)
                      </>
                    }
                    inputMode="decimal"
                    className="menu-form__narrow"
                    value={extra.Price}
                    error={errors[`groups.${g}.Extras.${e}.Price`]}
                    onChange={(Price) =>
                      setGroups(
                        replace(draft.groups, g, {
                          ...group,
                          Extras: replace(group.Extras, e, { ...extra, Price }),
                        }),
                      )
                    }
                  />
                  <button
                    type="button"
                    className={buttonClass('outline', 'menu-form__remove')}
                    onClick={() =>
                      setGroups(replace(draft.groups, g, { ...group, Extras: without(group.Extras, e) }))
                    }
                  >
                    Remove<span className="visually-hidden"> option {extra.Title || e + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="menu-form__actions">
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() =>
                  setGroups(
                    replace(draft.groups, g, {
                      ...group,
                      Extras: [...group.Extras, { Title: '', Price: '0.00', Quantity: 0, checked: false }],
                    }),
                  )
                }
              >
                Add option<span className="visually-hidden"> to {group.Key || `group ${g + 1}`}</span>
              </button>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() => setGroups(without(draft.groups, g))}
              >
                Remove group<span className="visually-hidden"> {group.Key || g + 1}</span>
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            setGroups([
              ...draft.groups,
              {
                Key: '',
                MaxQuantity: '1',
                MultipleQuantity: false,
                Extras: [{ Title: '', Price: '0.00', Quantity: 0, checked: false }],
              },
            ])
          }
        >
          Add extras group
        </button>
      </fieldset>

      <fieldset className="office__panel menu-form__section">
        <legend>Menu builder</legend>
        <p className="field__hint">
          Steps the customer goes through in order: each choice leads to another step, or ends the builder.
        </p>
        {draft.steps.length === 0 ? <p className="admin__muted">No menu-builder steps.</p> : null}
        {draft.steps.map((step, s) => (
          <div key={step.Id} className="menu-extras__group" role="group" aria-label={`Step ${s + 1}`}>
            <Input
              id={id(`MenuBuilder.${s}.Title`)}
              label={`Step ${s + 1} title`}
              value={step.Title}
              error={errors[`MenuBuilder.${s}.Title`]}
              onChange={(Title) => setSteps(replace(draft.steps, s, { ...step, Title }))}
            />
            <ul className="menu-extras__options">
              {step.Choose.map((choice, c) => {
                const path = `MenuBuilder.${s}.Choose.${c}`;
                const update = (patch: Partial<StepDraft['Choose'][number]>) =>
                  setSteps(
                    replace(draft.steps, s, {
                      ...step,
                      Choose: replace(step.Choose, c, { ...choice, ...patch }),
                    }),
                  );
                return (
                  <li key={c} className="menu-extras__option menu-extras__option--step">
                    <Input
                      id={id(`${path}.Item`)}
                      label={`Choice ${c + 1}`}
                      value={choice.Item}
                      error={errors[`${path}.Item`]}
                      onChange={(Item) => update({ Item })}
                    />
                    <Input
                      id={id(`${path}.Price`)}
                      label={
                        <>
                          <span className="visually-hidden">Choice {c + 1} </span>Price (£)
                        </>
                      }
                      inputMode="decimal"
                      className="menu-form__narrow"
                      value={choice.Price}
                      error={errors[`${path}.Price`]}
                      onChange={(Price) => update({ Price })}
                    />
                    <div className="field">
                      <label className="field__label" htmlFor={id(`${path}.Redirection`)}>
                        Then
                      </label>
                      {errors[`${path}.Redirection`] ? (
                        <p className="field__error">{errors[`${path}.Redirection`]}</p>
                      ) : null}
                      <select
                        id={id(`${path}.Redirection`)}
                        className="field__input"
                        value={String(choice.Redirection)}
                        onChange={(event) => update({ Redirection: Number(event.target.value) })}
                      >
                        <option value="-1">End the builder</option>
                        {draft.steps.map((target, t) => (
                          <option key={target.Id} value={String(target.Id)}>
                            Go to step {t + 1}
                            {target.Title ? `: ${target.Title}` : ''}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button
                      type="button"
                      className={buttonClass('outline', 'menu-form__remove')}
                      onClick={() =>
                        setSteps(replace(draft.steps, s, { ...step, Choose: without(step.Choose, c) }))
                      }
                    >
                      Remove<span className="visually-hidden"> choice {choice.Item || c + 1}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="menu-form__actions">
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() =>
                  setSteps(
                    replace(draft.steps, s, {
                      ...step,
                      Choose: [...step.Choose, { Item: '', Price: '0.00', Redirection: -1 }],
                    }),
                  )
                }
              >
                Add choice<span className="visually-hidden"> to step {s + 1}</span>
              </button>
              <button
                type="button"
                className={buttonClass('outline')}
                onClick={() =>
                  // Choices that led to the removed step now end the builder instead of pointing nowhere.
                  setSteps(
                    without(draft.steps, s).map((other) => ({
                      ...other,
                      Choose: other.Choose.map((c) =>
                        c.Redirection === step.Id ? { ...c, Redirection: -1 } : c,
                      ),
                    })),
                  )
                }
              >
                Remove step<span className="visually-hidden"> {s + 1}</span>
              </button>
            </div>
          </div>
        ))}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() =>
            setSteps([
              ...draft.steps,
              { Id: nextStepId, Title: '', Choose: [{ Item: '', Price: '0.00', Redirection: -1 }] },
            ])
          }
        >
          Add step
        </button>
      </fieldset>
    </>
  );
}
