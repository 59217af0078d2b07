import { useId, useRef, useState, type ReactNode } from 'react';
import { FoodInfo } from '@storefront/contract/food-info';
import { unmatchedAllergenNote } from '@storefront/contract/menu';
import { ALLERGENS, type AllergenCode } from '@storefront/domain/food-info';
import { buttonClass } from '../../components/ui/button';
import { FieldShell } from '../../components/ui/form';
import {
  foodDraftIssues,
  foodSummary,
  fromFoodDraft,
  toFoodDraft,
  type AllergenChoice,
  type FoodDraft,
  type LabelOption,
} from './menu-food-info-draft';
import { nestedIssues, serverIssues } from './menu-form-parts';

/** A message under a part of the fieldset (not one input), read before what follows it. */
function PartMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      <span className="visually-hidden">Error: </span>
      {error}
    </p>
  );
}

/** The first message whose key is `key` or under it (`Contains.2`). */
const under = (errors: Record<string, string>, ...keys: string[]) =>
  Object.entries(errors).find(([path]) => keys.some((k) => path === k || path.startsWith(`${k}.`)))?.[1];

/** The 14 allergens, each with "—", "Contains" or "May contain". */
function AllergenChoices({ id, draft, set, error }: FieldsProps & { error: string | undefined }) {
  const choose = (code: AllergenCode, choice: AllergenChoice) =>
    set({ ...draft, allergens: { ...draft.allergens, [code]: choice } });
  return (
    <fieldset className="food-info__allergens" aria-describedby={`${id}-allergens-hint`}>
      <legend className="food-info__legend">Allergens</legend>
      <p id={`${id}-allergens-hint`} className="field__hint">
        “—” when it has none of it; “May contain” for a risk from where it is made.
      </p>
      <PartMessage id={`${id}-allergens-error`} error={error} />
      <div className="food-info__grid">
        {ALLERGENS.map((a) => {
          const choice = draft.allergens[a.code] ?? '';
          return (
            <div key={a.code} className={`food-info__allergen${choice ? ' food-info__allergen--set' : ''}`}>
              <label htmlFor={`${id}-${a.code}`}>{a.name}</label>
              <select
                id={`${id}-${a.code}`}
                className="field__input"
                value={choice}
                aria-invalid={error ? true : undefined}
                onChange={(event) => choose(a.code, event.target.value as AllergenChoice)}
              >
                <option value="">—</option>
                <option value="contains">Contains</option>
                <option value="may">May contain</option>
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface FieldsProps {
  id: string;
  draft: FoodDraft;
  set: (draft: FoodDraft) => void;
}

/** The dietary labels, the built-in five and the brand's own, as checkboxes. */
function LabelChoices({
  id,
  draft,
  set,
  labels,
  legend,
  hint,
  error,
}: FieldsProps & { labels: LabelOption[]; legend: string; hint?: string; error: string | undefined }) {
  const toggle = (code: string, on: boolean) =>
    set({ ...draft, labels: on ? [...draft.labels, code] : draft.labels.filter((l) => l !== code) });
  return (
    <fieldset className="food-info__labels">
      <legend className="food-info__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <PartMessage id={`${id}-labels-error`} error={error} />
      <div className="menu-form__checks">
        {labels.map((l) => (
          <div key={l.code} className="field__check">
            <input
              id={`${id}-label-${l.code}`}
              type="checkbox"
              className="field__checkbox"
              checked={draft.labels.includes(l.code)}
              onChange={(event) => toggle(l.code, event.target.checked)}
            />
            <label className="field__check-label" htmlFor={`${id}-label-${l.code}`}>
              {l.name}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Kcal and, on an item, what a portion is. */
function AmountFields({
  id,
  draft,
  set,
  errors,
  portion,
}: FieldsProps & { errors: Record<string, string>; portion: boolean }) {
  const input = (key: 'kcal' | 'portion', path: string, label: string, hint: string) => (
    <FieldShell id={`${id}-${key}`} label={label} hint={hint} error={errors[path]} optional>
      <input
        id={`${id}-${key}`}
        type="text"
        className="field__input"
        inputMode={key === 'kcal' ? 'numeric' : undefined}
        autoComplete="off"
        value={draft[key]}
        onChange={(event) => set({ ...draft, [key]: event.target.value })}
        aria-invalid={errors[path] ? true : undefined}
        aria-describedby={[`${id}-${key}-hint`, errors[path] ? `${id}-${key}-error` : null]
          .filter(Boolean)
          .join(' ')}
      />
    </FieldShell>
  );
  return (
    <div className="menu-form__row">
      {input(
        'kcal',
        'Kcal',
        'Calories (kcal)',
        portion ? 'Per portion, a whole number' : 'Per one, a whole number',
      )}
      {portion ? input('portion', 'Portion', 'Portion', 'Such as “1 burger, 310 g”') : null}
    </div>
  );
}

/**
 * What an item, an extra or a menu-builder choice declares: whether it is declared at all, then the 14
 * allergens, dietary labels and kcal (and, on an item, the portion). Messages come keyed by their path inside
 * the declaration (`Kcal`, `Contains.0`, '' for the declaration as a whole).
 */
export function FoodInfoFieldset({
  draft,
  onChange,
  errors,
  labels,
  legend,
  declaredLabel,
  variant,
  notes,
}: {
  draft: FoodDraft;
  onChange: (draft: FoodDraft) => void;
  errors: Record<string, string>;
  labels: LabelOption[];
  legend: ReactNode;
  declaredLabel: string;
  variant: 'item' | 'option';
  /** What the owner is asked to resolve (old titles that were no allergen). */
  notes?: string[];
}) {
  const id = useId();
  const item = variant === 'item';
  return (
    <fieldset className={item ? 'office__panel menu-form__section food-info' : 'food-info food-info--option'}>
      <legend>{legend}</legend>
      {notes?.length ? (
        <ul className="food-info__notes">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      <PartMessage id={`${id}-error`} error={errors['']} />
      <div className="field field--check">
        <div className="field__check">
          <input
            id={`${id}-declared`}
            type="checkbox"
            className="field__checkbox"
            checked={draft.declared}
            onChange={(event) => onChange({ ...draft, declared: event.target.checked })}
            aria-describedby={`${id}-declared-hint`}
          />
          <label className="field__check-label" htmlFor={`${id}-declared`}>
            {declaredLabel}
          </label>
        </div>
        <p id={`${id}-declared-hint`} className="field__hint field__hint--check">
          {draft.declared
            ? 'With no allergen chosen, it declares none of the 14.'
            : 'Not filled in yet: customers are told to ask about allergens.'}
        </p>
      </div>
      {draft.declared ? (
        <>
          <AllergenChoices
            id={id}
            draft={draft}
            set={onChange}
            error={under(errors, 'Contains', 'MayContain')}
          />
          <LabelChoices
            id={id}
            draft={draft}
            set={onChange}
            labels={labels}
            legend={item ? 'Dietary labels' : 'Labels it keeps'}
            hint={
              item ? undefined : 'A dish keeps a label only when every extra chosen with it keeps it too.'
            }
            error={under(errors, 'Labels')}
          />
          <AmountFields id={id} draft={draft} set={onChange} errors={errors} portion={item} />
        </>
      ) : null}
    </fieldset>
  );
}

/** The messages under `prefix` (`groups.0.Extras.1.FoodInfo`), keyed by the rest of their path ('' for it). */
export function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors))
    if (path === prefix) found[''] = message;
    else if (path.startsWith(`${prefix}.`)) found[path.slice(prefix.length + 1)] = message;
  return found;
}

/**
 * An extra's or a builder choice's food information behind a button, so a row stays one line: the button
 * says what it declares; it opens by itself when the declaration has a problem.
 */
export function FoodInfoDisclosure({
  name,
  draft,
  onChange,
  errors,
  labels,
}: {
  name: string;
  draft: FoodDraft;
  onChange: (draft: FoodDraft) => void;
  errors: Record<string, string>;
  labels: LabelOption[];
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  const shown = open || Object.keys(errors).length > 0;
  return (
    <div className="food-info__disclosure">
      <button
        type="button"
        className={buttonClass('outline')}
        aria-expanded={shown}
        aria-controls={panel}
        onClick={() => setOpen(!shown)}
      >
        Food information<span className="visually-hidden"> of {name}</span>
      </button>
      <span className="food-info__summary">{foodSummary(draft)}</span>
      <div id={panel} hidden={!shown}>
        {shown ? (
          <FoodInfoFieldset
            variant="option"
            legend={`Food information of ${name}`}
            declaredLabel="Allergen information declared"
            draft={draft}
            onChange={onChange}
            errors={errors}
            labels={labels}
          />
        ) : null}
      </div>
    </div>
  );
}

/** Issues keyed by their whole path ('' for the declaration as a whole). */
function byPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

/**
 * The item's food information as the form edits it: its draft, its messages (the contract's check before
 * sending, the server's after), and what to send.
 */
export function useFoodInfoPart(
  initial: FoodInfo | null | undefined,
  oldTitles: readonly { Title: string }[],
) {
  const [draft, setDraftState] = useState<FoodDraft>(() => toFoodDraft(initial));
  const current = useRef(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notes, setNotes] = useState(() =>
    initial ? [] : oldTitles.map((t) => unmatchedAllergenNote(t.Title)),
  );
  const setDraft = (next: FoodDraft) => {
    current.current = next;
    setDraftState(next);
  };
  return {
    draft,
    setDraft,
    errors,
    notes,
    /** The declaration to send: null while not declared. */
    value: () => fromFoodDraft(current.current),
    /** Checks the declaration; true when it is fine, else its messages show next to its fields. */
    check: (): boolean => {
      const typed = foodDraftIssues(current.current);
      const info = fromFoodDraft(current.current);
      // Kcal that is no number would stop the schema before its other checks: it has its own message.
      const parsed = FoodInfo.nullable().safeParse(info && typed.Kcal ? { ...info, Kcal: null } : info);
      const found = { ...(parsed.success ? {} : byPath(parsed.error.issues)), ...typed };
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    /** The server's messages about it (`body.FoodInfo.Kcal`, `body.FoodInfo`, the old `body.Allergens`). */
    showServerError: (error: unknown) => {
      const issues = serverIssues(error);
      const whole = issues.find((i) => i.path[0] === 'Allergens' || i.path.join('.') === 'FoodInfo');
      const nested = nestedIssues(issues, 'FoodInfo');
      setErrors(whole ? { ...nested, '': whole.message } : nested);
    },
    reset: (info: FoodInfo | null | undefined, titles: readonly { Title: string }[]) => {
      setDraft(toFoodDraft(info));
      setNotes(info ? [] : titles.map((t) => unmatchedAllergenNote(t.Title)));
      setErrors({});
    },
  };
}
export type FoodInfoPart = ReturnType<typeof useFoodInfoPart>;
