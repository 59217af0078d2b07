import type { ExtraObject } from '@storefront/contract/catalog';
import { foodDraftIssues, fromFoodDraft, toFoodDraft, type FoodDraft } from './menu-food-info-draft';
import { priceProblem, priceText, priceValue } from './menu-form-parts';

type Extra = ExtraObject['groups'][number]['Extras'][number];
type Step = NonNullable<ExtraObject['MenuBuilder']>[number];
type Choice = Step['Choose'][number];

/** An extra or a builder choice as the editor holds it: its price as typed, its food information as a draft. */
type OptionDraftOf<T> = Omit<T, 'Price' | 'FoodInfo'> & { Price: string; Food: FoodDraft };

/** An extras group as the editor holds it: prices as typed. */
export interface GroupDraft {
  Key: string;
  MaxQuantity: string;
  MultipleQuantity: boolean;
  Extras: OptionDraftOf<Extra>[];
}
export interface StepDraft {
  Id: number;
  Title: string;
  Choose: OptionDraftOf<Choice>[];
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
      Extras: g.Extras.map(({ FoodInfo, ...e }) => ({
        ...e,
        Price: priceText(e.Price),
        Food: toFoodDraft(FoodInfo),
      })),
    })),
    steps: MenuBuilder.map((s) => ({
      ...s,
      Choose: s.Choose.map(({ FoodInfo, ...c }) => ({
        ...c,
        Price: priceText(c.Price),
        Food: toFoodDraft(FoodInfo),
      })),
    })),
    rest,
  };
}

/** An option's food information as sent: left out while not declared. */
const foodOf = (food: FoodDraft) => {
  const info = fromFoodDraft(food);
  return info ? { FoodInfo: info } : {};
};

/** The draft as the item's extra object (null when it has nothing), for the schema to check. */
export function fromDraft(draft: ExtrasDraft): unknown {
  const groups = draft.groups.map((g) => ({
    Key: g.Key.trim(),
    MaxQuantity: g.MaxQuantity.trim() === '' ? Number.NaN : Number(g.MaxQuantity),
    MultipleQuantity: g.MultipleQuantity,
    Extras: g.Extras.map(({ Food, ...e }) => ({
      ...e,
      Title: e.Title.trim(),
      Price: priceValue(e.Price || '0'),
      ...foodOf(Food),
    })),
  }));
  const steps = draft.steps.map((s) => ({
    ...s,
    Title: s.Title.trim(),
    Choose: s.Choose.map(({ Food, ...c }) => ({
      ...c,
      Item: c.Item.trim(),
      Price: priceValue(c.Price || '0'),
      ...foodOf(Food),
    })),
  }));
  const hasRest = Object.values(draft.rest).some((v) => v !== undefined);
  if (!groups.length && !steps.length && !hasRest) return null;
  return { ...draft.rest, groups, ...(steps.length ? { MenuBuilder: steps } : {}) };
}

/**
 * What the draft holds as typed that the schema cannot read (prices that are no amount, kcal that is no whole
 * number), keyed by their path in the extra object.
 */
export function draftTypedIssues(draft: ExtrasDraft): Record<string, string> {
  const issues: Record<string, string> = {};
  const check = (path: string, option: { Price: string; Food: FoodDraft }) => {
    const problem = option.Price.trim() === '' ? undefined : priceProblem(option.Price);
    if (problem) issues[`${path}.Price`] = problem;
    Object.assign(issues, foodDraftIssues(option.Food, `${path}.FoodInfo.`));
  };
  draft.groups.forEach((g, i) => g.Extras.forEach((e, j) => check(`groups.${i}.Extras.${j}`, e)));
  draft.steps.forEach((s, i) => s.Choose.forEach((c, j) => check(`MenuBuilder.${i}.Choose.${j}`, c)));
  return issues;
}

/** The list with its item at `index` replaced. */
export const replace = <T>(list: T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));
/** The list without its item at `index`. */
export const without = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);
