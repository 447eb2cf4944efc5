import { useId } from 'react';
import { DATE_PRESET_LABELS, type DateFilter, type DatePreset } from '../store-dates';

const PRESETS = Object.keys(DATE_PRESET_LABELS) as DatePreset[];

/** Spec §5 date filters: a preset, or a custom range of two days (times are in America/Sao_Paulo). */
export function DateFilterControls({ value, onChange }: { value: DateFilter; onChange: (next: DateFilter) => void }) {
  const id = useId();
  const invalidRange = value.preset === 'custom' && !!value.from && !!value.to && value.from > value.to;
  return (
    <div className="adm-date-filter">
      <div className="adm-field">
        <label htmlFor={`${id}-periodo`} className="adm-field__label">
          Período
        </label>
        <select
          id={`${id}-periodo`}
          className="adm-input"
          value={value.preset}
          onChange={(event) => onChange({ ...value, preset: event.target.value as DatePreset })}
        >
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {DATE_PRESET_LABELS[preset]}
            </option>
          ))}
        </select>
      </div>
      {value.preset === 'custom' && (
        <>
          <div className="adm-field">
            <label htmlFor={`${id}-de`} className="adm-field__label">
              De
            </label>
            <input
              id={`${id}-de`}
              className="adm-input"
              type="date"
              value={value.from ?? ''}
              max={value.to || undefined}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </div>
          <div className="adm-field">
            <label htmlFor={`${id}-ate`} className="adm-field__label">
              Até
            </label>
            <input
              id={`${id}-ate`}
              className="adm-input"
              type="date"
              value={value.to ?? ''}
              min={value.from || undefined}
              aria-invalid={invalidRange || undefined}
              aria-describedby={invalidRange ? `${id}-erro` : undefined}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </div>
          {invalidRange && (
            <p id={`${id}-erro`} className="adm-field__error adm-date-filter__error">
              A data final é anterior à inicial.
            </p>
          )}
        </>
      )}
    </div>
  );
}
