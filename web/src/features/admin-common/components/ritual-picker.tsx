import { useId } from 'react';
import type { AdminRitual } from '../admin-types';

interface RitualPickerProps {
  rituals: AdminRitual[] | undefined;
  value: string;
  onChange: (id: string) => void;
  loading?: boolean;
}

/** "Choose a ritual" of Envio de Vídeo and Relatórios; inactive rituals are listed too (their orders still count). */
export function RitualPicker({ rituals, value, onChange, loading }: RitualPickerProps) {
  const id = useId();
  return (
    <div className="adm-field">
      <label htmlFor={id} className="adm-field__label">
        Ritual
      </label>
      <select
        id={id}
        className="adm-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={loading && !rituals}
      >
        <option value="">{loading && !rituals ? 'Carregando rituais...' : 'Selecione um ritual'}</option>
        {(rituals ?? []).map((ritual) => (
          <option key={ritual.id} value={String(ritual.id)}>
            {ritual.name}
            {ritual.active ? '' : ' (inativo)'}
          </option>
        ))}
      </select>
    </div>
  );
}
