import { QR_IMAGE_MAX_BYTES, QR_IMAGE_TOO_LARGE } from '@ritual/contracts/limits';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import {
  type AccountHolder,
  fetchPaymentConfig,
  type PaymentConfig,
  qrImageSrc,
  savePaymentConfig,
} from '../api/pix-api';
import './pix.css';

export { QR_IMAGE_MAX_BYTES };

/** Spec §5 PIX config: the QR image is optional and must be an image file. */
export function qrImageError(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Selecione um arquivo de imagem (PNG, JPG ou WEBP).';
  if (file.size > QR_IMAGE_MAX_BYTES) return QR_IMAGE_TOO_LARGE;
  return null;
}

interface FormErrors {
  pixKey?: string | undefined;
  file?: string | undefined;
  recipientName?: string | undefined;
  recipientDocument?: string | undefined;
}

/** The holder field a server refusal is about, so the message shows under it. */
function holderFieldOf(detail: string): 'recipientName' | 'recipientDocument' | undefined {
  if (/^Nome do titular/.test(detail)) return 'recipientName';
  if (/^(CPF|CNPJ|Documento) do titular/.test(detail)) return 'recipientDocument';
  return undefined;
}

/** Spec §2 Config PIX: key, QR upload with a live preview of what the customer sees, and a how-to guide. */
export function PixConfigPage() {
  const notify = useNotify();
  const [loading, setLoading] = useState(true);
  const [saved, setSaved] = useState<PaymentConfig>({
    pix_key: '',
    qr_code_image: '',
    recipient_name: '',
    recipient_document: '',
  });
  const [pixKey, setPixKey] = useState('');
  const [holder, setHolder] = useState<AccountHolder>({ recipient_name: '', recipient_document: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileUrl, setFileUrl] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentConfig(controller.signal)
      .then((config) => {
        const current = {
          pix_key: config?.pix_key ?? '',
          qr_code_image: config?.qr_code_image ?? '',
          recipient_name: config?.recipient_name ?? '',
          recipient_document: config?.recipient_document ?? '',
        };
        setSaved(current);
        setPixKey(current.pix_key);
        setHolder({ recipient_name: current.recipient_name, recipient_document: current.recipient_document });
      })
      .catch((error) => {
        if (!controller.signal.aborted) console.error('[admin] falha ao carregar a configuração PIX', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!file) {
      setFileUrl('');
      return;
    }
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = qrImageError(chosen);
    if (problem) {
      setErrors((current) => ({ ...current, file: problem }));
      setFile(null);
      event.target.value = '';
      return;
    }
    setErrors((current) => ({ ...current, file: undefined }));
    setFile(chosen);
  };

  const editHolder = (field: keyof AccountHolder, value: string) => {
    setHolder((current) => ({ ...current, [field]: value }));
    const errorKey = field === 'recipient_name' ? 'recipientName' : 'recipientDocument';
    if (errors[errorKey]) setErrors((current) => ({ ...current, [errorKey]: undefined }));
  };

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pixKey.trim()) {
      setErrors((current) => ({ ...current, pixKey: 'Chave PIX é obrigatória' }));
      return;
    }
    setSaving(true);
    try {
      const config = await savePaymentConfig(pixKey.trim(), file, {
        recipient_name: holder.recipient_name.trim(),
        recipient_document: holder.recipient_document.trim(),
      });
      const savedHolder = {
        recipient_name: config?.recipient_name ?? holder.recipient_name.trim(),
        recipient_document: config?.recipient_document ?? holder.recipient_document.trim(),
      };
      setSaved({
        pix_key: config?.pix_key ?? pixKey.trim(),
        qr_code_image: config?.qr_code_image ?? saved.qr_code_image,
        ...savedHolder,
      });
      setHolder(savedHolder);
      clearFile();
      notify.success('Configuração PIX salva com sucesso!');
    } catch (error) {
      const detail = errorDetail(error);
      const field = detail ? holderFieldOf(detail) : undefined;
      if (field) setErrors((current) => ({ ...current, [field]: detail }));
      notify.error(detail ? `Erro ao salvar configuração: ${detail}` : 'Erro ao salvar configuração');
    } finally {
      setSaving(false);
    }
  };

  if (loading) {
    return (
      <AdminPage title="Config PIX">
        <LoadingState />
      </AdminPage>
    );
  }

  const holderChanged =
    holder.recipient_name.trim() !== (saved.recipient_name ?? '') ||
    holder.recipient_document.trim() !== (saved.recipient_document ?? '');
  const previewQr = fileUrl || (saved.qr_code_image ? qrImageSrc(saved.qr_code_image) : '');

  return (
    <AdminPage title="Config PIX" description="A chave e o QR Code que os clientes usam para pagar.">
      <div className="adm-pix">
        <form className="adm-card adm-form" onSubmit={onSubmit} noValidate aria-labelledby="pix-form-titulo">
          <h2 id="pix-form-titulo" className="adm-card__title">
            Dados do PIX
          </h2>
          <Field
            label="Chave PIX"
            required
            error={errors.pixKey}
            hint="CPF, CNPJ, email, telefone ou chave aleatória — exatamente como cadastrada no banco."
          >
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={pixKey}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  setPixKey(event.target.value);
                  if (errors.pixKey) setErrors((current) => ({ ...current, pixKey: undefined }));
                }}
              />
            )}
          </Field>
          <Field
            label="Nome do titular da conta (opcional)"
            error={errors.recipientName}
            hint="Como o banco mostra a quem recebe o PIX, ex.: LUZ DIVINA RITUAIS LTDA. Aparece no app do cliente e ajuda a aprovar comprovantes que mostram só o nome."
          >
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={holder.recipient_name}
                maxLength={100}
                autoComplete="off"
                onChange={(event) => editHolder('recipient_name', event.target.value)}
              />
            )}
          </Field>
          <Field
            label="CPF ou CNPJ do titular (opcional)"
            error={errors.recipientDocument}
            hint="O documento da conta que recebe: confere os comprovantes que mostram o documento mascarado (***.456.789-**)."
          >
            {(control) => (
              <input
                {...control}
                className="adm-input"
                value={holder.recipient_document}
                maxLength={18}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => editHolder('recipient_document', event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Imagem do QR Code (opcional)"
            error={errors.file}
            hint="PNG, JPG ou WEBP de até 5MB. Sem nova imagem, o QR Code atual é mantido."
          >
            {(control) => (
              <input
                {...control}
                ref={fileInput}
                className="adm-input adm-input--file"
                type="file"
                accept="image/*"
                onChange={onFile}
              />
            )}
          </Field>
          {file && (
            <p className="adm-pix__chosen">
              Nova imagem: <strong>{file.name}</strong>{' '}
              <button type="button" className="adm-link-button" onClick={clearFile}>
                Remover
              </button>
            </p>
          )}
          <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar Configuração'}
          </button>
        </form>

        <section className="adm-card adm-pix__preview" aria-labelledby="pix-previa-titulo">
          <h2 id="pix-previa-titulo" className="adm-card__title">
            Prévia para o cliente
          </h2>
          <div className="adm-pix__phone">
            <p className="adm-pix__phone-title">Pague com PIX</p>
            {previewQr ? (
              <img className="adm-pix__qr" src={previewQr} alt="Prévia do QR Code PIX" width={180} height={180} />
            ) : (
              <p className="adm-pix__qr adm-pix__qr--empty">Sem QR Code</p>
            )}
            <p className="adm-pix__key-label">Chave PIX</p>
            <p className="adm-pix__key">{pixKey.trim() || 'Informe a chave PIX'}</p>
            {holder.recipient_name.trim() && (
              <>
                <p className="adm-pix__key-label">Recebedor</p>
                <p className="adm-pix__key">{holder.recipient_name.trim()}</p>
              </>
            )}
            <span className="adm-pix__copy" aria-hidden="true">
              Copiar
            </span>
          </div>
          {(file || pixKey.trim() !== saved.pix_key || holderChanged) && (
            <p className="adm-muted adm-pix__unsaved">Alterações ainda não salvas.</p>
          )}
        </section>

        <section className="adm-card adm-pix__guide" aria-labelledby="pix-guia-titulo">
          <h2 id="pix-guia-titulo" className="adm-card__title">
            Como configurar
          </h2>
          <ol className="adm-steps">
            <li>Abra o aplicativo do seu banco e entre na área PIX.</li>
            <li>Em “Minhas chaves”, copie a chave que vai receber os pagamentos e cole no campo Chave PIX.</li>
            <li>
              Em “Receber” ou “Cobrar”, gere um QR Code <strong>sem valor definido</strong> e salve a imagem (ou tire um
              print e recorte só o código).
            </li>
            <li>Envie a imagem no campo do QR Code e confira a prévia ao lado.</li>
            <li>Clique em Salvar Configuração. Faça um PIX de teste de R$ 0,01 para conferir.</li>
          </ol>
        </section>
      </div>
    </AdminPage>
  );
}
