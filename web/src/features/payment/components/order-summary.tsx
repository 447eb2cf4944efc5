import type { Client, Ritual } from '../../../lib/domain-types';
import { formatMoney } from '../../../lib/format';
import { FIXED_FIELDS } from '../../ritual-order/order-form-rules';

export interface SummaryRow {
  name: string;
  label: string;
  value: string;
}

/**
 * Each filled field with the ritual's label for it (the field name when there is none); blanks skipped. Rows follow
 * the form's order (the stored form_data comes back with its keys reordered), then any field the form lacks.
 */
export function summaryRows(client: Client, ritual: Ritual): SummaryRow[] {
  const definitions = [...FIXED_FIELDS, ...(ritual.form_fields ?? [])];
  const position = (name: string) => {
    const index = definitions.findIndex((field) => field.name === name);
    return index === -1 ? definitions.length : index;
  };
  const entries = Object.entries(client.form_data ?? {}).sort(([a], [b]) => position(a) - position(b));
  return entries.flatMap(([name, raw]) => {
    const value = String(raw ?? '').trim();
    if (!value) return [];
    const label = definitions.find((field) => field.name === name)?.label?.trim() || name;
    return [{ name, label, value }];
  });
}

export function OrderSummary({ client, ritual }: { client: Client; ritual: Ritual }) {
  const rows = summaryRows(client, ritual);
  return (
    <section className="card" aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo" className="card__title">
        Resumo do Pedido
      </h2>
      <dl className="summary">
        <div className="summary__row">
          <dt>Ritual</dt>
          <dd>{ritual.name}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.name} className="summary__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className="summary__row summary__row--total">
          <dt>Total</dt>
          <dd>{formatMoney(ritual.price)}</dd>
        </div>
      </dl>
    </section>
  );
}
