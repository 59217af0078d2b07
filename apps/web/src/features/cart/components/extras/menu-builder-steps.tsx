import type { CSSProperties } from 'react';
import type { MenuBuilderStep } from '@storefront/contract/catalog';
import { openStepId, type BuilderState } from '@storefront/domain/menu-builder';
import { CheckIcon } from '../../../../components/ui/icons';
import { formatPrice } from '../../../../lib/format';
import { ExtraFacts } from './extras-groups';
import { readableShade, readableTextOn } from '../../../../lib/theme';

type Choice = MenuBuilderStep['Choose'][number];

/**
 * A choice's own colours (spec: TextColor, BackgroundColor) mark it out, an upgrade say, as a band and a price
 * tag: painting the whole tile made an unchosen choice look chosen. The tag's text is kept readable on its
 * background (4.5:1) whatever the brand picked.
 */
function highlight(choice: Choice): CSSProperties | undefined {
  const { BackgroundColor: background, TextColor: text } = choice;
  if (!background && !text) return undefined;
  const accent = background ?? readableShade(text ?? '', '#ffffff');
  const onAccent = background ? readableShade(text ?? readableTextOn(background), background) : '#ffffff';
  return { '--choice-accent': accent, '--choice-on-accent': onAccent } as CSSProperties;
}

interface MenuBuilderStepsProps {
  steps: readonly MenuBuilderStep[];
  state: BuilderState;
  onChoose: (stepId: number, item: string) => void;
  idPrefix: string;
}

/**
 * The menu builder (spec §4): the steps on the visitor's path so far, then the step awaiting a choice. Each
 * choice opens the step its Redirection names; choosing again in an earlier step drops the later choices
 * (the domain's `choose`), so the path below it starts over.
 */
export function MenuBuilderSteps({ steps, state, onChoose, idPrefix }: MenuBuilderStepsProps) {
  const open = openStepId(steps, state);
  const path = [...state.map((c) => c.stepId), ...(open === null ? [] : [open])];
  return (
    <ol className="builder">
      {path.map((stepId, index) => {
        const step = steps.find((s) => s.Id === stepId);
        if (!step) return null;
        const chosen = state.find((c) => c.stepId === stepId)?.item;
        return (
          <li key={stepId} className={chosen ? 'builder__step' : 'builder__step builder__step--open'}>
            <fieldset className="extras-group">
              <legend className="extras-group__title">
                <span className="builder__number" aria-hidden="true">
                  {index + 1}
                </span>
                {step.Title}
              </legend>
              <ul className="builder__choices">
                {step.Choose.map((choice) => {
                  const marked = highlight(choice);
                  return (
                    <li key={choice.Item}>
                      <label
                        className={marked ? 'builder__choice builder__choice--marked' : 'builder__choice'}
                        style={marked}
                      >
                        <input
                          type="radio"
                          className="builder__input"
                          name={`${idPrefix}-step-${stepId}`}
                          checked={chosen === choice.Item}
                          onChange={() => onChoose(stepId, choice.Item)}
                        />
                        <span className="builder__check" aria-hidden="true">
                          <CheckIcon />
                        </span>
                        {choice.Img ? (
                          <img className="builder__image" src={choice.Img} alt="" width={56} height={56} />
                        ) : null}
                        <span className="builder__item">
                          {choice.Item}
                          <ExtraFacts info={choice.FoodInfo} />
                        </span>
                        {choice.Price > 0 ? (
                          <span className="builder__price">+{formatPrice(choice.Price)}</span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
