import type { ExtraObject } from '@storefront/contract/catalog';
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

/** The list with its item at `index` replaced. */
export const replace = <T>(list: T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));
/** The list without its item at `index`. */
export const without = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);
