import { type FormEvent, useEffect, useState } from 'react';
import { formatPhone, isValidPhone, PHONE_MAX_LENGTH } from '../../../lib/phone';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { formatStoreDateTime } from '../../admin-common/store-dates';
import { useLoad } from '../../admin-common/use-load';
import {
  fetchWhatsAppSettings,
  type MessageEntry,
  type MessageKindSetting,
  saveWhatsAppSettings,
  sendWhatsAppTest,
  type WhatsAppSettings,
} from '../api/whatsapp-api';
import {
  formatDelays,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  TEMPLATE_NAME_INVALID,
  TEMPLATE_NAME_PATTERN,
  wasAccepted,
} from '../message-labels';
import './whatsapp.css';

/** What the server needs to send (services/messaging); set in its environment, never in the panel. */
export const WHATSAPP_ENV_VARIABLES = [
  ['WHATSAPP_PHONE_NUMBER_ID', 'o identificador do número no WhatsApp Manager'],
  ['WHATSAPP_ACCESS_TOKEN', 'o token de acesso permanente (usuário do sistema)'],
  ['WHATSAPP_APP_SECRET', 'a chave secreta do app, que assina o webhook'],
  ['WHATSAPP_VERIFY_TOKEN', 'o texto que você escolhe para confirmar o webhook'],
] as const;

const CONNECTION_BADGES: Record<WhatsAppSettings['connection'], { text: string; tone: string }> = {
  connected: { text: 'Conectado', tone: 'success' },
  not_configured: { text: 'Não configurado', tone: 'neutral' },
  invalid_token: { text: 'Token inválido', tone: 'danger' },
  unreachable: { text: 'Sem resposta do WhatsApp', tone: 'warning' },
};

const KIND_HINTS: Record<MessageKindSetting['kind'], string> = {
  pedido_recebido: 'Quando o pedido é feito: nome, ritual, valor e o link do pedido.',
  pix_lembrete: 'Enquanto o pedido não é pago e não expirou, com o link do pedido.',
  pagamento_aprovado: 'Quando o pagamento é confirmado (comprovante, painel ou banco).',
  video_pronto: 'Enviado pela tela Envio de Vídeo, com o vídeo do ritual.',
};

function ConnectionCard({ settings }: { settings: WhatsAppSettings }) {
  const badge = CONNECTION_BADGES[settings.connection];
  const webhookUrl = `${window.location.origin}/api/webhooks/whatsapp`;
  return (
    <section className="adm-card adm-wa-connection" aria-labelledby="wa-conexao-titulo">
      <div className="adm-card__header">
        <h2 id="wa-conexao-titulo" className="adm-card__title">
          Conexão
        </h2>
        <span className={`adm-badge adm-badge--${badge.tone}`}>{badge.text}</span>
      </div>

      {settings.connection === 'invalid_token' && (
        <div className="adm-alert adm-alert--error" role="alert">
          <p className="adm-wa-connection__alert-text">
            ⚠️ O envio parou: o WhatsApp recusou o token de acesso (inválido ou expirado). Nenhuma mensagem sai até que
            isso seja resolvido; as que estão na fila esperam.
          </p>
          <p className="adm-wa-connection__alert-text adm-wa-connection__fix">
            Gere um novo token no Meta, atualize WHATSAPP_ACCESS_TOKEN no servidor e reinicie o serviço, ou salve as
            mensagens abaixo para tentar de novo.
          </p>
        </div>
      )}
      {settings.connection === 'unreachable' && (
        <p className="adm-alert adm-alert--warning">
          O WhatsApp não respondeu. As mensagens esperam na fila e saem assim que ele voltar.
        </p>
      )}
      {settings.connection_detail && <p className="adm-wa-connection__detail">{settings.connection_detail}</p>}

      {settings.connection === 'not_configured' ? (
        <div className="adm-wa-setup">
          <p>
            O WhatsApp da loja ainda não está configurado: <strong>nenhuma mensagem é enviada</strong> e o painel
            funciona como antes, com os links do WhatsApp em Clientes e Envio de Vídeo.
          </p>
          <p>Para ativar o envio, defina estas variáveis no servidor e reinicie o serviço de mensagens:</p>
          <dl className="adm-wa-setup__vars">
            {WHATSAPP_ENV_VARIABLES.map(([name, meaning]) => (
              <div key={name}>
                <dt>
                  <code>{name}</code>
                </dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
          <p>
            URL do webhook para o painel da Meta: <code className="adm-break">{webhookUrl}</code>
          </p>
        </div>
      ) : (
        <dl className="adm-wa-facts">
          <div>
            <dt>ID do número</dt>
            <dd>
              <code>{settings.phone_number_id || '—'}</code>
            </dd>
          </div>
          <div>
            <dt>Na fila</dt>
            <dd>
              {settings.queued} {settings.queued === 1 ? 'mensagem' : 'mensagens'}
            </dd>
          </div>
          {settings.checked_at && (
            <div>
              <dt>Última verificação</dt>
              <dd>{formatStoreDateTime(settings.checked_at)}</dd>
            </div>
          )}
          <div>
            <dt>Webhook</dt>
            <dd>
              <code className="adm-break">{webhookUrl}</code>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function KindsForm({
  settings,
  onSaved,
}: {
  settings: WhatsAppSettings;
  onSaved: (settings: WhatsAppSettings) => void;
}) {
  const notify = useNotify();
  const [kinds, setKinds] = useState<MessageKindSetting[]>(settings.kinds);
  const [errors, setErrors] = useState<Partial<Record<MessageKindSetting['kind'], string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => setKinds(settings.kinds), [settings.kinds]);

  const ordered = MESSAGE_KINDS.flatMap((kind) => kinds.filter((item) => item.kind === kind));
  const edit = (kind: MessageKindSetting['kind'], change: Partial<MessageKindSetting>) => {
    setKinds((list) => list.map((item) => (item.kind === kind ? { ...item, ...change } : item)));
    if ('template_name' in change) setErrors((current) => ({ ...current, [kind]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = kinds.map((item) => ({ ...item, template_name: item.template_name.trim() }));
    const invalid = Object.fromEntries(
      trimmed
        .filter((item) => !TEMPLATE_NAME_PATTERN.test(item.template_name))
        .map((item) => [item.kind, TEMPLATE_NAME_INVALID]),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSaving(true);
    try {
      onSaved(await saveWhatsAppSettings(trimmed));
      notify.success('Mensagens do WhatsApp salvas!');
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Erro ao salvar configurações. Tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  const delays = formatDelays(settings.reminder_delays_seconds);
  return (
    <form className="adm-card adm-wa-kinds" aria-labelledby="wa-mensagens-titulo" onSubmit={onSubmit} noValidate>
      <h2 id="wa-mensagens-titulo" className="adm-card__title">
        Mensagens automáticas
      </h2>
      <p className="adm-muted">
        Cada mensagem usa um modelo aprovado no WhatsApp Manager (idioma pt_BR, categoria utilidade). Desligue uma
        mensagem para que ela deixe de ser enviada.
      </p>
      <ul className="adm-wa-kinds__list">
        {ordered.map((item) => {
          const label = MESSAGE_KIND_LABELS[item.kind];
          return (
            <li key={item.kind} className="adm-wa-kind">
              <label className="adm-check adm-wa-kind__switch">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={item.enabled}
                  checked={item.enabled}
                  onChange={(event) => edit(item.kind, { enabled: event.target.checked })}
                />
                <span>{label}</span>
              </label>
              <p className="adm-field__hint adm-wa-kind__hint">
                {KIND_HINTS[item.kind]}
                {item.kind === 'pix_lembrete' && delays && ` Enviados ${delays} após o pedido.`}
              </p>
              <Field
                label={
                  <>
                    Nome do modelo <span className="visually-hidden">de {label}</span>
                  </>
                }
                error={errors[item.kind]}
                hint={
                  item.kind === 'pedido_recebido' ? `Sem pagamento: ${item.template_name.trim()}_cadastro` : undefined
                }
              >
                {(control) => (
                  <input
                    {...control}
                    className="adm-input"
                    value={item.template_name}
                    autoCapitalize="none"
                    spellCheck={false}
                    onChange={(event) => edit(item.kind, { template_name: event.target.value })}
                  />
                )}
              </Field>
            </li>
          );
        })}
      </ul>
      <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
        {saving ? 'Salvando...' : 'Salvar mensagens'}
      </button>
    </form>
  );
}

type TestResult = { tone: 'success' | 'warning' | 'error'; text: string };

function testResultOf(entry: MessageEntry): TestResult {
  if (entry.state === 'failed') {
    return { tone: 'error', text: `❌ O teste falhou: ${entry.error_title || 'o WhatsApp recusou a mensagem.'}` };
  }
  if (wasAccepted(entry.state)) return { tone: 'success', text: '✓ Mensagem de teste aceita pelo WhatsApp.' };
  if (entry.state === 'cancelled') {
    return { tone: 'warning', text: `O teste não foi enviado: ${entry.error_title || 'mensagem cancelada.'}` };
  }
  return { tone: 'warning', text: 'Mensagem de teste na fila: ela sai assim que o WhatsApp responder.' };
}

function TestForm({ configured }: { configured: boolean }) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TestResult | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidPhone(phone)) {
      setError('WhatsApp deve estar no formato (xx) xxxxx-xxxx');
      return;
    }
    setSending(true);
    setResult(null);
    try {
      setResult(testResultOf(await sendWhatsAppTest(phone)));
    } catch (failure) {
      setResult({
        tone: 'error',
        text: `❌ ${errorDetail(failure) ?? 'Não foi possível enviar o teste. Tente novamente.'}`,
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="adm-card adm-wa-test" aria-labelledby="wa-teste-titulo" onSubmit={onSubmit} noValidate>
      <h2 id="wa-teste-titulo" className="adm-card__title">
        Enviar teste
      </h2>
      <p className="adm-muted">Envia a mensagem “Pedido recebido” com dados de exemplo para o número informado.</p>
      <div className="adm-wa-test__row">
        <Field label="WhatsApp para o teste" error={error}>
          {(control) => (
            <input
              {...control}
              className="adm-input"
              type="tel"
              inputMode="tel"
              placeholder="(11) 99999-9999"
              maxLength={PHONE_MAX_LENGTH}
              value={phone}
              disabled={!configured}
              onChange={(event) => {
                setPhone(formatPhone(event.target.value));
                setError(undefined);
              }}
            />
          )}
        </Field>
        <button type="submit" className="adm-button adm-button--whatsapp" disabled={!configured || sending}>
          {sending ? 'Enviando...' : 'Enviar teste'}
        </button>
      </div>
      {!configured && <p className="adm-field__hint">Disponível quando o WhatsApp estiver configurado.</p>}
      <div role="status" className="adm-wa-test__result">
        {result && <p className={`adm-wa-result adm-wa-result--${result.tone}`}>{result.text}</p>}
      </div>
    </form>
  );
}

/** Issue 35: the messages the store sends by itself through the WhatsApp Cloud API, and their connection. */
export function WhatsAppPage() {
  const settings = useLoad((signal) => fetchWhatsAppSettings(signal), []);

  return (
    <AdminPage
      title="WhatsApp"
      description="Mensagens que a loja envia sozinha: confirmação do pedido, lembretes de PIX, pagamento aprovado e vídeo."
      actions={
        <button
          type="button"
          className="adm-button adm-button--secondary"
          onClick={() => void settings.reload()}
          disabled={settings.status === 'loading'}
        >
          Atualizar
        </button>
      }
    >
      {settings.status === 'loading' && !settings.data ? (
        <LoadingState label="Carregando WhatsApp..." />
      ) : !settings.data ? (
        <div className="adm-alert adm-alert--warning">
          Não foi possível carregar as configurações do WhatsApp.{' '}
          <button type="button" className="adm-link-button" onClick={() => void settings.reload()}>
            Tentar novamente
          </button>
        </div>
      ) : (
        <div className="adm-wa">
          <ConnectionCard settings={settings.data} />
          <KindsForm settings={settings.data} onSaved={(saved) => settings.setData(() => saved)} />
          <TestForm configured={settings.data.configured} />
        </div>
      )}
    </AdminPage>
  );
}
