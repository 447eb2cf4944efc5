import type { DataRequestReceipt } from '@ritual/contracts/http';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { formatPhone, PHONE_MAX_LENGTH } from '../../../lib/phone';
import { sendDataRequest } from '../api/privacy-api';

const KINDS = [
  ['access', 'Quero saber quais dados vocês têm sobre mim (acesso)'],
  ['correction', 'Quero corrigir meus dados'],
  ['erasure', 'Quero que apaguem meus dados (eliminação)'],
  ['revocation', 'Quero revogar o meu consentimento'],
] as const;

/** The request form of LGPD art. 18 for clients without an account: the answer is a protocol and a due date. */
export function DataRequestForm() {
  const [values, setValues] = useState({ kind: 'access', name: '', whatsapp: '', message: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [receipt, setReceipt] = useState<DataRequestReceipt | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      setReceipt(await sendDataRequest(values));
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.detail
          ? failure.detail
          : 'Não foi possível enviar o pedido. Tente novamente.',
      );
    } finally {
      setSending(false);
    }
  }

  if (receipt) {
    return (
      <div className="card privacy-page__receipt" role="status">
        <h2>Pedido recebido</h2>
        <p>
          Protocolo: <strong>{receipt.protocol}</strong>
        </p>
        <p>Prazo de resposta: até {formatLongDate(new Date(receipt.due_at))}.</p>
        <p>{receipt.message}</p>
      </div>
    );
  }

  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return (
    <form className="card privacy-page__form" onSubmit={handleSubmit} noValidate aria-labelledby="pedido-dados">
      <h2 id="pedido-dados">Pedidos sobre os seus dados</h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor="pedido-tipo">
          O que você deseja?
        </label>
        <select id="pedido-tipo" value={values.kind} onChange={(event) => set('kind', event.target.value)}>
          {KINDS.map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="pedido-nome">
          Nome completo
        </label>
        <input
          id="pedido-nome"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="pedido-whatsapp">
          WhatsApp usado nos pedidos
        </label>
        <input
          id="pedido-whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_MAX_LENGTH}
          value={values.whatsapp}
          onChange={(event) => set('whatsapp', formatPhone(event.target.value))}
        />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="pedido-mensagem">
          Mensagem (opcional)
        </label>
        <textarea
          id="pedido-mensagem"
          rows={4}
          maxLength={2000}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
        />
      </div>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={sending}>
        {sending ? 'Enviando...' : 'Enviar pedido'}
      </button>
    </form>
  );
}
