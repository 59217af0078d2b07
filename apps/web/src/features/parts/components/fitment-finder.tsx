import { useId } from 'react';
import type { PartFitment } from '@storefront/contract/vehicles';
import { chooseStep, type Fitment, type FitmentStep } from '../utils/fitment';
import './fitment-finder.css';

interface FitmentFinderProps {
  options: PartFitment | undefined;
  fitment: Fitment;
  onChange: (next: Fitment) => void;
}

/** Make → model → year → engine: each choice offers only what the parts on sale fit. */
export function FitmentFinder({ options, fitment, onChange }: FitmentFinderProps) {
  const choose = (step: FitmentStep, value: string | number | undefined) =>
    onChange(chooseStep(fitment, step, value));
  const chosen = Object.keys(fitment).length > 0;
  return (
    <section className="fitment-finder" aria-labelledby="fitment-heading">
      <div className="fitment-finder__head">
        <h2 id="fitment-heading" className="fitment-finder__title">
          Find parts for your vehicle
        </h2>
        {chosen ? (
          <button type="button" className="fitment-finder__clear" onClick={() => onChange({})}>
            Clear vehicle
          </button>
        ) : null}
      </div>
      <div className="fitment-finder__steps">
        <Step
          label="Make"
          value={fitment.Make}
          values={options?.Makes}
          placeholder="Choose a make"
          onChange={(v) => choose('Make', v)}
        />
        <Step
          label="Model"
          value={fitment.Model}
          values={fitment.Make ? options?.Models : undefined}
          placeholder={fitment.Make ? 'Choose a model' : 'Make first'}
          onChange={(v) => choose('Model', v)}
        />
        <Step
          label="Year"
          value={fitment.Year === undefined ? undefined : String(fitment.Year)}
          values={fitment.Model ? options?.Years.map(String) : undefined}
          placeholder={fitment.Model ? 'Choose a year' : 'Model first'}
          onChange={(v) => choose('Year', v === undefined ? undefined : Number(v))}
        />
        <Step
          label="Engine"
          value={fitment.Engine}
          values={fitment.Year !== undefined ? options?.Engines : undefined}
          placeholder={fitment.Year !== undefined ? 'Choose an engine' : 'Year first'}
          onChange={(v) => choose('Engine', v)}
        />
      </div>
    </section>
  );
}

interface StepProps {
  label: string;
  value: string | undefined;
  values: string[] | undefined;
  placeholder: string;
  onChange: (value: string | undefined) => void;
}

function Step({ label, value, values, placeholder, onChange }: StepProps) {
  const id = useId();
  const options = values ?? [];
  const shown = value !== undefined && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="fitment-finder__step">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={!values}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{placeholder}</option>
        {shown.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );
}
