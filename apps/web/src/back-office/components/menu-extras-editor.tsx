import { useId } from 'react';
import { MenuBuilderFieldset } from './menu-builder-steps';
import type { ExtrasDraft } from './menu-extras-draft';
import { ExtrasGroupsFieldset } from './menu-extras-groups';
import type { LabelOption } from './menu-food-info-draft';

/**
 * The extras groups of an item (options with prices, how many may be chosen, which start chosen, what each
 * declares of its food) and its menu-builder steps.
 * Messages come keyed by their path in the extra object (`groups.0.Extras.1.Price`), from the contract's
 * schema here or from the server.
 */
export function ExtrasEditor({
  draft,
  onChange,
  errors,
  kindNoun,
  labels,
}: {
  draft: ExtrasDraft;
  onChange: (draft: ExtrasDraft) => void;
  errors: Record<string, string>;
  kindNoun: string;
  /** The dietary labels extras and choices may keep. */
  labels: LabelOption[];
}) {
  const base = useId();
  const id = (path: string) => `${base}-${path.replace(/\./g, '-')}`;
  return (
    <>
      <ExtrasGroupsFieldset
        groups={draft.groups}
        setGroups={(groups) => onChange({ ...draft, groups })}
        errors={errors}
        id={id}
        kindNoun={kindNoun}
        labels={labels}
      />
      <MenuBuilderFieldset
        steps={draft.steps}
        setSteps={(steps) => onChange({ ...draft, steps })}
        errors={errors}
        id={id}
        labels={labels}
      />
    </>
  );
}
