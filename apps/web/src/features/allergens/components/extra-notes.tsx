import { allergenTitle } from '@storefront/domain/food-info';
import type { MatrixSection } from '../api/get-allergen-matrix';
import { extraNotes, type ExtraNote } from '../utils/matrix';

/** 'contains Peanuts, Sesame; may contain Milk'. */
function declaration(note: ExtraNote): string {
  if (!note.contains) return 'not declared — ask us';
  return [
    note.contains.length > 0 ? `contains ${note.contains.map(allergenTitle).join(', ')}` : null,
    note.mayContain.length > 0 ? `may contain ${note.mayContain.map(allergenTitle).join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** A dish's notes as lines: one per extra that adds allergens, and its undeclared extras together in one. */
function lines(notes: readonly ExtraNote[]): { key: string; extras: string; says: string }[] {
  const declared = notes.filter((note) => note.contains);
  const undeclared = notes.filter((note) => !note.contains);
  return [
    ...declared.map((note) => ({
      key: `${note.extra}:${declaration(note)}`,
      extras: note.extra,
      says: declaration(note),
    })),
    ...(undeclared.length > 0
      ? [
          {
            key: 'undeclared',
            extras: undeclared.map((note) => note.extra).join(', '),
            says: 'not declared — ask us',
          },
        ]
      : []),
  ];
}

/**
 * Below the matrix: what choosing an extra or a menu builder's choice adds to a dish, since the table counts each
 * dish only as it comes.
 */
export function ExtraNotes({ sections, itemWord }: { sections: readonly MatrixSection[]; itemWord: string }) {
  const byItem = sections.flatMap((section) =>
    section.Items.map((item) => ({ id: item.Id, title: item.Title, notes: extraNotes(item) })),
  );
  const shown = byItem.filter((item) => item.notes.length > 0);
  return (
    <section className="allergens-page__extras" aria-labelledby="allergen-extras-title">
      <h2 id="allergen-extras-title" className="allergens-page__subtitle">
        Extras and choices
      </h2>
      <p className="allergens-page__text">
        The table counts each {itemWord.toLowerCase()} as it comes, with the extras it comes with; where you
        choose one option (your bread, your sauce), what only some options contain shows as ‘may contain’.
        {shown.length > 0
          ? ' Choosing one of these adds to it:'
          : ' None of the other extras adds an allergen the table does not show.'}
      </p>
      {shown.length > 0 ? (
        <ul className="allergens-page__extras-list">
          {shown.map((item) => (
            <li key={item.id} className="allergens-page__extras-item">
              <span className="allergens-page__extras-dish">{item.title}</span>
              <ul>
                {lines(item.notes).map((line) => (
                  <li key={line.key}>
                    <span className="allergens-page__extra-name">{line.extras}</span>: {line.says}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
