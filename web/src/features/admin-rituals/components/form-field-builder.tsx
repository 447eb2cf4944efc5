import { useRef, useState } from 'react';
import type { FormFieldDefinition, FormFieldType } from '../../../lib/domain-types';
import { Field } from '../../admin-common/components/field';
import {
  EMPTY_FIELD_DRAFT,
  FIELD_TYPE_LABELS,
  type FieldDraft,
  fieldDraftError,
  fieldFromDraft,
  moveItem,
  normalizeFieldName,
} from '../form-fields';

interface FormFieldBuilderProps {
  fields: FormFieldDefinition[];
  onChange: (fields: FormFieldDefinition[]) => void;
}

/** Spec §2 editor: the ritual's own form fields — add (name and label required), remove and reorder. */
export function FormFieldBuilder({ fields, onChange }: FormFieldBuilderProps) {
  const [draft, setDraft] = useState<FieldDraft>(EMPTY_FIELD_DRAFT);
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const nameInput = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const update = (patch: Partial<FieldDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (error) setError('');
  };

  const add = () => {
    const problem = fieldDraftError(draft, fields);
    if (problem) {
      setError(problem);
      return;
    }
    const field = fieldFromDraft(draft);
    onChange([...fields, field]);
    setDraft(EMPTY_FIELD_DRAFT);
    setAnnouncement(`Campo ${field.label} adicionado.`);
    nameInput.current?.focus();
  };

  const move = (index: number, offset: number) => {
    const field = fields[index];
    onChange(moveItem(fields, index, offset));
    if (field) setAnnouncement(`Campo ${field.label || field.name} movido para a posição ${index + offset + 1}.`);
    // Keep focus on the same action of the moved field, so it can be moved again with the keyboard.
    requestAnimationFrame(() => {
      const direction = offset < 0 ? 'up' : 'down';
      const target = listRef.current?.querySelector<HTMLButtonElement>(
        `[data-field-index="${index + offset}"][data-move="${direction}"]:not(:disabled)`,
      );
      (target ?? listRef.current?.querySelector<HTMLButtonElement>(`[data-field-index="${index + offset}"]`))?.focus();
    });
  };

  const remove = (index: number) => {
    const field = fields[index];
    onChange(fields.filter((_, position) => position !== index));
    if (field) setAnnouncement(`Campo ${field.label || field.name} removido.`);
  };

  const previewName = normalizeFieldName(draft.name);

  return (
    <div className="adm-builder">
      <p className="adm-builder__note">
        Todo formulário já inclui <strong>Nome completo</strong> e <strong>WhatsApp</strong>. Adicione aqui os campos
        próprios deste ritual.
      </p>
      {fields.length === 0 ? (
        <p className="adm-builder__empty">Nenhum campo personalizado ainda.</p>
      ) : (
        <ol ref={listRef} className="adm-builder__list" aria-label="Campos do formulário">
          {fields.map((field, index) => {
            const title = field.label || field.name;
            return (
              <li key={field.name} className="adm-builder__item">
                <div className="adm-builder__info">
                  <p className="adm-builder__label">
                    {title}
                    {field.required && <span className="adm-badge adm-badge--warning">Obrigatório</span>}
                  </p>
                  <p className="adm-builder__meta">
                    <code>{field.name}</code> · {FIELD_TYPE_LABELS[field.type] ?? field.type}
                    {field.placeholder ? ` · “${field.placeholder}”` : ''}
                  </p>
                </div>
                <div className="adm-builder__actions">
                  <button
                    type="button"
                    className="adm-icon-button"
                    data-field-index={index}
                    data-move="up"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Mover ${title} para cima`}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="adm-icon-button"
                    data-field-index={index}
                    data-move="down"
                    onClick={() => move(index, 1)}
                    disabled={index === fields.length - 1}
                    aria-label={`Mover ${title} para baixo`}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="adm-icon-button adm-icon-button--danger"
                    onClick={() => remove(index)}
                    aria-label={`Remover ${title}`}
                  >
                    <span aria-hidden="true">🗑</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <fieldset className="adm-builder__new">
        <legend>Adicionar campo</legend>
        <div className="adm-grid adm-grid--2">
          <Field
            label="Nome do campo"
            required
            hint={previewName ? `Será salvo como: ${previewName}` : 'Ex.: nome do amor → nome_do_amor'}
          >
            {(control) => (
              <input
                {...control}
                ref={nameInput}
                className="adm-input"
                value={draft.name}
                onChange={(event) => update({ name: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label="Rótulo" required hint="O texto que o cliente vê acima do campo.">
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={draft.label}
                onChange={(event) => update({ label: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add();
                  }
                }}
              />
            )}
          </Field>
          <Field label="Tipo">
            {(control) => (
              <select
                {...control}
                className="adm-input"
                value={draft.type}
                onChange={(event) => update({ type: event.target.value as FormFieldType })}
              >
                {Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Placeholder">
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={draft.placeholder}
                onChange={(event) => update({ placeholder: event.target.value })}
              />
            )}
          </Field>
        </div>
        <label className="adm-check">
          <input
            type="checkbox"
            checked={draft.required}
            onChange={(event) => update({ required: event.target.checked })}
          />
          Campo obrigatório
        </label>
        {error && (
          <p className="adm-alert adm-alert--error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="adm-button adm-button--secondary" onClick={add}>
          <span aria-hidden="true">+ </span>Adicionar Campo
        </button>
      </fieldset>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
