import { useId, useState } from 'react';
import type { FacetCount, VehicleFacets } from '@storefront/contract/vehicles';
import { activeFilterCount, withFilter, type VehicleFilterState } from '../utils/vehicle-filters';
import './vehicle-filters.css';

interface VehicleFiltersProps {
  facets: VehicleFacets | undefined;
  state: VehicleFilterState;
  onChange: (next: VehicleFilterState) => void;
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** Price steps a buyer thinks in, inside the span of the dealer's cars. */
function priceSteps(min: number, max: number): number[] {
  const steps: number[] = [];
  const step = max - min > 40_000 ? 5000 : max - min > 10_000 ? 2500 : 1000;
  for (let p = Math.floor(min / step) * step; p <= max + step; p += step) if (p > 0) steps.push(p);
  return steps;
}
function yearSteps(min: number, max: number): number[] {
  const years: number[] = [];
  for (let y = max; y >= min && years.length < 40; y--) years.push(y);
  return years;
}

/**
 * The stock list's filters (make, model, price, year, fuel, gearbox, body type). Each choice lists how many
 * cars it would leave; on phones the panel folds behind a Filters button.
 */
export function VehicleFilters({ facets, state, onChange }: VehicleFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(state);
  const set: SetFilter = (key, value) => onChange(withFilter(state, key, value));
  const prices = facets ? priceSteps(facets.Price.Min, facets.Price.Max) : [];
  const years = facets ? yearSteps(facets.Year.Min, facets.Year.Max) : [];

  return (
    <div className="vehicle-filters">
      <button
        type="button"
        className="vehicle-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters{active ? ` (${active})` : ''}
      </button>
      <form
        id={panelId}
        className={open ? 'vehicle-filters__panel vehicle-filters__panel--open' : 'vehicle-filters__panel'}
        aria-label="Filter cars"
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 className="vehicle-filters__heading">Filter cars</h2>
        <FacetSelect label="Make" value={state.make} values={facets?.Make} onChange={(v) => set('make', v)} />
        <FacetSelect
          label="Model"
          value={state.model}
          values={state.make ? facets?.Model : undefined}
          placeholder={state.make ? 'Any model' : 'Choose a make first'}
          onChange={(v) => set('model', v)}
        />
        <RangeFieldsets state={state} set={set} prices={prices} years={years} />
        <FacetSelect label="Fuel" value={state.fuel} values={facets?.Fuel} onChange={(v) => set('fuel', v)} />
        <FacetSelect
          label="Transmission"
          value={state.transmission}
          values={facets?.Transmission}
          onChange={(v) => set('transmission', v)}
        />
        <FacetSelect
          label="Body type"
          value={state.body}
          values={facets?.BodyType}
          onChange={(v) => set('body', v)}
        />
        {active ? (
          <button
            type="button"
            className="vehicle-filters__clear"
            onClick={() => onChange({ sort: state.sort })}
          >
            Clear all filters
          </button>
        ) : null}
      </form>
    </div>
  );
}

type SetFilter = (key: Parameters<typeof withFilter>[1], value: string | number | undefined) => void;

/** The price and year ranges, each a from and a to among steps inside the dealer's cars. */
function RangeFieldsets({
  state,
  set,
  prices,
  years,
}: {
  state: VehicleFilterState;
  set: SetFilter;
  prices: number[];
  years: number[];
}) {
  return (
    <>
      <fieldset className="vehicle-filters__range">
        <legend>Price</legend>
        <NumberSelect
          label="Min price"
          value={state.minPrice}
          options={prices}
          format={(p) => pounds.format(p)}
          placeholder="Any"
          onChange={(v) => set('minPrice', v)}
        />
        <NumberSelect
          label="Max price"
          value={state.maxPrice}
          options={prices}
          format={(p) => pounds.format(p)}
          placeholder="Any"
          onChange={(v) => set('maxPrice', v)}
        />
      </fieldset>
      <fieldset className="vehicle-filters__range">
        <legend>Year</legend>
        <NumberSelect
          label="From"
          value={state.minYear}
          options={years}
          format={String}
          placeholder="Any"
          onChange={(v) => set('minYear', v)}
        />
        <NumberSelect
          label="To"
          value={state.maxYear}
          options={years}
          format={String}
          placeholder="Any"
          onChange={(v) => set('maxYear', v)}
        />
      </fieldset>
    </>
  );
}

interface FacetSelectProps {
  label: string;
  value: string | undefined;
  values: FacetCount[] | undefined;
  placeholder?: string;
  onChange: (value: string | undefined) => void;
}

function FacetSelect({ label, value, values, placeholder, onChange }: FacetSelectProps) {
  const id = useId();
  // A chosen value stays listed even when other filters leave it no cars, so it can be seen and undone.
  const options = values ?? [];
  const listed = value && !options.some((o) => o.Value.toLowerCase() === value.toLowerCase());
  return (
    <div className="vehicle-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={options.find((o) => o.Value.toLowerCase() === value?.toLowerCase())?.Value ?? value ?? ''}
        disabled={!values}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{placeholder ?? `Any ${label.toLowerCase()}`}</option>
        {listed ? <option value={value}>{`${value} (0)`}</option> : null}
        {options.map((o) => (
          <option key={o.Value} value={o.Value}>
            {`${o.Value} (${o.Count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

interface NumberSelectProps {
  label: string;
  value: number | undefined;
  options: number[];
  format: (n: number) => string;
  placeholder: string;
  onChange: (value: number | undefined) => void;
}

function NumberSelect({ label, value, options, format, placeholder, onChange }: NumberSelectProps) {
  const id = useId();
  const all =
    value !== undefined && !options.includes(value) ? [...options, value].sort((a, b) => a - b) : options;
  return (
    <div className="vehicle-filters__field">
      <label htmlFor={id} className="vehicle-filters__sublabel">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{placeholder}</option>
        {all.map((n) => (
          <option key={n} value={n}>
            {format(n)}
          </option>
        ))}
      </select>
    </div>
  );
}
