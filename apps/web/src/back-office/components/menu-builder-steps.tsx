import { buttonClass } from '../../components/ui/button';
import { replace, without, type StepDraft } from './menu-extras-draft';
import { ExtrasInput, type ExtrasFieldId } from './menu-extras-input';
import { errorsUnder, FoodInfoDisclosure } from './menu-food-info';
import { toFoodDraft, type LabelOption } from './menu-food-info-draft';

type ChoiceDraft = StepDraft['Choose'][number];

const emptyChoice = (): ChoiceDraft => ({
  Item: '',
  Price: '0.00',
  Redirection: -1,
  Food: toFoodDraft(null),
});

/** The menu-builder steps of an item: each choice leads to another step or ends the builder. */
export function MenuBuilderFieldset({
  steps,
  setSteps,
  errors,
  id,
  labels,
}: {
  steps: StepDraft[];
  setSteps: (steps: StepDraft[]) => void;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  /** The dietary labels a choice may keep. */
  labels: LabelOption[];
}) {
  const nextStepId = Math.max(0, ...steps.map((s) => s.Id)) + 1;
  return (
    <fieldset className="office__panel menu-form__section">
      <legend>Menu builder</legend>
      <p className="field__hint">
        Steps the customer goes through in order: each choice leads to another step, or ends the builder.
      </p>
      {steps.length === 0 ? <p className="admin__muted">No menu-builder steps.</p> : null}
      {steps.map((step, s) => (
        <BuilderStep
          key={step.Id}
          steps={steps}
          setSteps={setSteps}
          s={s}
          errors={errors}
          id={id}
          labels={labels}
        />
      ))}
      <button
        type="button"
        className={buttonClass('secondary')}
        onClick={() => setSteps([...steps, { Id: nextStepId, Title: '', Choose: [emptyChoice()] }])}
      >
        Add step
      </button>
    </fieldset>
  );
}

function BuilderStep({
  steps,
  setSteps,
  s,
  errors,
  id,
  labels,
}: {
  steps: StepDraft[];
  setSteps: (steps: StepDraft[]) => void;
  s: number;
  errors: Record<string, string>;
  id: ExtrasFieldId;
  labels: LabelOption[];
}) {
  const step = steps[s]!;
  const setStep = (next: StepDraft) => setSteps(replace(steps, s, next));
  // Choices that led to the removed step now end the builder instead of pointing nowhere.
  const remove = () =>
    setSteps(
      without(steps, s).map((other) => ({
        ...other,
        Choose: other.Choose.map((c) => (c.Redirection === step.Id ? { ...c, Redirection: -1 } : c)),
      })),
    );
  return (
    <div className="menu-extras__group" role="group" aria-label={`Step ${s + 1}`}>
      <ExtrasInput
        id={id(`MenuBuilder.${s}.Title`)}
        label={`Step ${s + 1} title`}
        value={step.Title}
        error={errors[`MenuBuilder.${s}.Title`]}
        onChange={(Title) => setStep({ ...step, Title })}
      />
      <ul className="menu-extras__options">
        {step.Choose.map((choice, c) => (
          <BuilderChoice
            key={c}
            choice={choice}
            path={`MenuBuilder.${s}.Choose.${c}`}
            c={c}
            steps={steps}
            errors={errors}
            id={id}
            labels={labels}
            update={(patch) => setStep({ ...step, Choose: replace(step.Choose, c, { ...choice, ...patch }) })}
            remove={() => setStep({ ...step, Choose: without(step.Choose, c) })}
          />
        ))}
      </ul>
      <div className="menu-form__actions">
        <button
          type="button"
          className={buttonClass('outline')}
          onClick={() => setStep({ ...step, Choose: [...step.Choose, emptyChoice()] })}
        >
          Add choice<span className="visually-hidden"> to step {s + 1}</span>
        </button>
        <button type="button" className={buttonClass('outline')} onClick={remove}>
          Remove step<span className="visually-hidden"> {s + 1}</span>
        </button>
      </div>
    </div>
  );
}

function BuilderChoice({
  choice,
  path,
  c,
  steps,
  errors,
  id,
  labels,
  update,
  remove,
}: {
  choice: ChoiceDraft;
  /** `MenuBuilder.<s>.Choose.<c>`, the choice's path in the extra object. */
  path: string;
  c: number;
  /** Every step, the places a choice may lead to. */
  steps: StepDraft[];
  errors: Record<string, string>;
  id: ExtrasFieldId;
  labels: LabelOption[];
  update: (patch: Partial<ChoiceDraft>) => void;
  remove: () => void;
}) {
  return (
    <li className="menu-extras__option menu-extras__option--step">
      <ExtrasInput
        id={id(`${path}.Item`)}
        label={`Choice ${c + 1}`}
        value={choice.Item}
        error={errors[`${path}.Item`]}
        onChange={(Item) => update({ Item })}
      />
      <ExtrasInput
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
      <ChoiceTarget
        id={id(`${path}.Redirection`)}
        value={choice.Redirection}
        error={errors[`${path}.Redirection`]}
        steps={steps}
        onChange={(Redirection) => update({ Redirection })}
      />
      <button type="button" className={buttonClass('outline', 'menu-form__remove')} onClick={remove}>
        Remove<span className="visually-hidden"> choice {choice.Item || c + 1}</span>
      </button>
      <div className="menu-extras__more">
        <FoodInfoDisclosure
          name={choice.Item || `choice ${c + 1}`}
          draft={choice.Food}
          onChange={(Food) => update({ Food })}
          errors={errorsUnder(errors, `${path}.FoodInfo`)}
          labels={labels}
        />
      </div>
    </li>
  );
}

/** Where a choice leads: another step, or the builder's end. */
function ChoiceTarget({
  id,
  value,
  error,
  steps,
  onChange,
}: {
  id: string;
  value: number;
  error: string | undefined;
  steps: StepDraft[];
  onChange: (redirection: number) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Then
      </label>
      {error ? <p className="field__error">{error}</p> : null}
      <select
        id={id}
        className="field__input"
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value="-1">End the builder</option>
        {steps.map((target, t) => (
          <option key={target.Id} value={String(target.Id)}>
            Go to step {t + 1}
            {target.Title ? `: ${target.Title}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
