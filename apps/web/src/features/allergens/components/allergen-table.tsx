import { ALLERGENS, allergenIconLink } from '@storefront/domain/food-info';
import { type Listed } from '@storefront/domain/food-listing';
import type { MatrixSection } from '../api/get-allergen-matrix';
import { labelTitle, markOf, matrixRow, type Mark, type MatrixRow } from '../utils/matrix';

/** The dish's column, the 14 allergens, dietary labels and kcal. */
const COLUMNS = ALLERGENS.length + 3;

/** Each mark has its own shape, and its words for screen readers: never colour alone. */
const MARKS: Record<Exclude<Mark, null>, { symbol: string; words: string }> = {
  contains: { symbol: '●', words: 'contains' },
  'may-contain': { symbol: '◐', words: 'may contain' },
};

export type BrandLabels = readonly { Code: string; Title: string }[];

interface AllergenTableProps {
  sections: readonly MatrixSection[];
  caption: string;
  /** 'Dish' or 'Product': the first column's heading. */
  itemWord: string;
  brandLabels: BrandLabels;
}

/**
 * The matrix: a row per item (grouped by category, in the menu's order) and a column per allergen, each cell
 * saying 'contains', 'may contain' or nothing. Scrolls sideways in its own box on a phone, the items' column
 * staying in view; the box takes keyboard focus so it can be scrolled without a pointer.
 */
export function AllergenTable({ sections, caption, itemWord, brandLabels }: AllergenTableProps) {
  return (
    <>
      {/* The marks' key, outside the box that scrolls, so it stays in view on a phone. */}
      <p className="allergen-matrix__key">
        <span>
          <span aria-hidden="true">{MARKS.contains.symbol}</span> Contains
        </span>
        <span>
          <span aria-hidden="true">{MARKS['may-contain'].symbol}</span> May contain
        </span>
        <span>Blank: does not contain</span>
      </p>
      <div
        className="allergen-matrix__scroller"
        role="region"
        aria-labelledby="allergen-matrix-caption"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must take focus to scroll by keyboard
        tabIndex={0}
      >
        <table className="allergen-matrix">
          <caption id="allergen-matrix-caption" className="allergen-matrix__caption">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="allergen-matrix__item-head">
                {itemWord}
              </th>
              {ALLERGENS.map((allergen) => (
                <th key={allergen.code} scope="col" className="allergen-matrix__allergen">
                  <span className="allergen-matrix__allergen-head">
                    <img src={allergenIconLink(allergen.code)} alt="" width={24} height={24} />
                    <span className="allergen-matrix__allergen-name">{allergen.title}</span>
                  </span>
                </th>
              ))}
              <th scope="col" className="allergen-matrix__labels-head">
                Dietary
              </th>
              <th scope="col" className="allergen-matrix__kcal-head">
                kcal per portion
              </th>
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.CategoryId}>
              <tr className="allergen-matrix__category">
                <th scope="rowgroup" colSpan={COLUMNS}>
                  <span>{section.CategoryTitle}</span>
                </th>
              </tr>
              {section.Items.map((item) => (
                <ItemRow key={item.Id} row={matrixRow(item)} brandLabels={brandLabels} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}

function ItemRow({ row, brandLabels }: { row: MatrixRow; brandLabels: BrandLabels }) {
  return (
    <tr className={row.listed ? undefined : 'allergen-matrix__undeclared'}>
      <th scope="row" className="allergen-matrix__item">
        {row.title}
      </th>
      {row.listed ? (
        <DeclaredCells listed={row.listed} portion={row.portion} brandLabels={brandLabels} />
      ) : (
        // Saying nothing would read as "contains none of them".
        <td colSpan={COLUMNS - 1} className="allergen-matrix__ask">
          Not declared — ask us
        </td>
      )}
    </tr>
  );
}

function DeclaredCells({
  listed,
  portion,
  brandLabels,
}: {
  listed: Listed;
  portion: string | null;
  brandLabels: BrandLabels;
}) {
  return (
    <>
      {ALLERGENS.map((allergen) => {
        const mark = markOf(listed, allergen.code);
        return (
          <td key={allergen.code} className={mark ? `allergen-matrix__mark--${mark}` : undefined}>
            {mark ? (
              <>
                <span aria-hidden="true">{MARKS[mark].symbol}</span>
                <span className="visually-hidden">{MARKS[mark].words}</span>
              </>
            ) : null}
          </td>
        );
      })}
      <td className="allergen-matrix__labels">
        {listed.Labels.map((code) => labelTitle(code, brandLabels)).join(', ')}
      </td>
      <td className="allergen-matrix__kcal">
        {listed.Kcal === null ? (
          <span className="allergen-matrix__muted">Not given</span>
        ) : (
          <>
            {/* The least a choice still to make can add: the dish's kcal start there. */}
            {listed.KcalFrom ? 'from ' : ''}
            {listed.Kcal} kcal
            {portion ? <span className="allergen-matrix__portion">{portion}</span> : null}
          </>
        )}
      </td>
    </>
  );
}
