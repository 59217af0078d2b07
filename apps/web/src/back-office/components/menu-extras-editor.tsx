import { useId } from 'react';
import { MenuBuilderFieldset } from './menu-builder-steps';
import type { ExtrasDraft } from './menu-extras-draft';
import { ExtrasGroupsFieldset } from './menu-extras-groups';

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
  return (
    <>
      <ExtrasGroupsFieldset
        groups={draft.groups}
        setGroups={(groups) => onChange({ ...draft, groups })}
        errors={errors}
        id={id}
        kindNoun={kindNoun}
      />
      <MenuBuilderFieldset
        steps={draft.steps}
        setSteps={(steps) => onChange({ ...draft, steps })}
        errors={errors}
        id={id}
      />
    </>
  );
}
