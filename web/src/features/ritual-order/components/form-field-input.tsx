import type { ReactNode, Ref } from 'react';
import type { FormFieldDefinition } from '../../../lib/domain-types';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../lib/phone';
import { FULL_NAME_FIELD, FULL_NAME_MAX_LENGTH, fieldLabel, WHATSAPP_FIELD } from '../order-form-rules';

interface FormFieldInputProps {
  field: FormFieldDefinition;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
  controlRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A line below the control that tells what the field is for. */
  help?: ReactNode;
}

function autoCompleteFor(field: FormFieldDefinition): string | undefined {
  if (field.name === FULL_NAME_FIELD) return 'name';
  if (field.type === 'email') return 'email';
  if (field.type === 'tel' || field.name === WHATSAPP_FIELD) return 'tel-national';
  return undefined;
}

export function FormFieldInput({ field, value, error, onChange, controlRef, help }: FormFieldInputProps) {
  const id = `campo-${field.name}`;
  const errorId = `${id}-erro`;
  const helpId = `${id}-ajuda`;
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const isPhone = field.type === 'tel';
  const shared = {
    id,
    name: field.name,
    value,
    placeholder: field.placeholder || undefined,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    autoComplete: autoCompleteFor(field),
  };

  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {fieldLabel(field)}
        {field.required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {field.type === 'textarea' ? (
        <textarea
          {...shared}
          ref={controlRef}
          rows={4}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={controlRef}
          type={isPhone ? 'tel' : field.type}
          inputMode={isPhone ? 'tel' : undefined}
          maxLength={isPhone ? PHONE_MAX_LENGTH : field.name === FULL_NAME_FIELD ? FULL_NAME_MAX_LENGTH : undefined}
          onChange={(event) => onChange(field.name, isPhone ? formatPhone(event.target.value) : event.target.value)}
        />
      )}
      {help && (
        <p id={helpId} className="form-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
