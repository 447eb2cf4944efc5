import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorDetail } from '../../admin-common/api/admin-api';
import { AdminPage } from '../../admin-common/components/admin-page';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { fetchSiteConfig, type SiteConfigValues, saveSiteConfig, siteConfigValues } from '../api/site-config-api';
import { type SiteConfigErrors, validateSiteConfig } from '../site-config-rules';
import { PrivacyNoticeForm } from './privacy-notice-form';
import { RetentionSettingsForm } from './retention-settings-form';

type Key = keyof SiteConfigValues;

interface FieldSpec {
  key: Key;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'numeric';
  hint?: ReactNode;
  placeholder?: string;
}

const SECTIONS: Array<{ id: string; title: string; icon: string; fields: FieldSpec[] }> = [
  {
    id: 'basico',
    title: 'Informações Básicas',
    icon: '🏷️',
    fields: [
      { key: 'site_name', label: 'Nome do site', required: true },
      { key: 'browser_title', label: 'Título do navegador', required: true, hint: 'O texto da aba do navegador.' },
      { key: 'site_description', label: 'Descrição do site', required: true, multiline: true },
      { key: 'about_text', label: 'Sobre', multiline: true },
      { key: 'footer_text', label: 'Texto do rodapé' },
    ],
  },
  {
    id: 'contato',
    title: 'Contato',
    icon: '📞',
    fields: [
      { key: 'contact_phone', label: 'Telefone', type: 'tel', inputMode: 'tel', placeholder: '(11) 3333-4444' },
      { key: 'contact_email', label: 'Email', type: 'email', inputMode: 'email', placeholder: 'contato@exemplo.com' },
      {
        key: 'contact_whatsapp',
        label: 'WhatsApp',
        type: 'tel',
        inputMode: 'numeric',
        placeholder: '5511999999999',
        hint: 'Formato: 55 + DDD + número, só dígitos. Ex.: 5511999999999',
      },
    ],
  },
  {
    id: 'redes',
    title: 'Redes Sociais',
    icon: '📱',
    fields: [
      {
        key: 'social_instagram',
        label: 'Instagram',
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://instagram.com/...',
      },
      {
        key: 'social_facebook',
        label: 'Facebook',
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://facebook.com/...',
      },
      { key: 'social_tiktok', label: 'TikTok', type: 'url', inputMode: 'url', placeholder: 'https://tiktok.com/@...' },
    ],
  },
];

/** Spec §2 Config do Site: the site's texts, contacts and social links. */
export function SiteConfigPage() {
  const notify = useNotify();
  const [values, setValues] = useState<SiteConfigValues | null>(null);
  const [errors, setErrors] = useState<SiteConfigErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSiteConfig(controller.signal)
      .then((config) => setValues(siteConfigValues(config)))
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.error('[admin] falha ao carregar a configuração do site', error);
        setValues(siteConfigValues(null));
      });
    return () => controller.abort();
  }, []);

  if (!values) {
    return (
      <AdminPage title="Config do Site">
        <LoadingState />
      </AdminPage>
    );
  }

  const set = (key: Key, value: string) => {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSiteConfig(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSiteConfig(values);
      if (saved) setValues(siteConfigValues(saved));
      notify.success('Configurações salvas com sucesso!');
    } catch (error) {
      const detail = errorDetail(error);
      notify.error(
        detail
          ? `Erro ao salvar configurações. Tente novamente. (${detail})`
          : 'Erro ao salvar configurações. Tente novamente.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <AdminPage title="Config do Site" description="Textos, contatos e redes sociais mostrados no site.">
      <form ref={formRef} className="adm-form adm-site-config" onSubmit={onSubmit} noValidate>
        {SECTIONS.map((section) => (
          <section key={section.id} className="adm-card" aria-labelledby={`config-${section.id}`}>
            <h2 id={`config-${section.id}`} className="adm-card__title">
              <span aria-hidden="true">{section.icon} </span>
              {section.title}
            </h2>
            <div className={section.id === 'basico' ? 'adm-grid' : 'adm-grid adm-grid--3'}>
              {section.fields.map((spec) => (
                <Field
                  key={spec.key}
                  label={spec.label}
                  required={spec.required}
                  error={errors[spec.key]}
                  hint={spec.hint}
                >
                  {(control) =>
                    spec.multiline ? (
                      <textarea
                        {...control}
                        className="adm-input"
                        rows={3}
                        value={values[spec.key]}
                        onChange={(event) => set(spec.key, event.target.value)}
                      />
                    ) : (
                      <input
                        {...control}
                        className="adm-input"
                        type={spec.type ?? 'text'}
                        inputMode={spec.inputMode}
                        placeholder={spec.placeholder}
                        value={values[spec.key]}
                        onChange={(event) => set(spec.key, event.target.value)}
                      />
                    )
                  }
                </Field>
              ))}
            </div>
          </section>
        ))}
        <div className="adm-editor__footer">
          <button type="submit" className="adm-button adm-button--primary" disabled={saving}>
            {saving ? 'Salvando...' : 'Salvar Configurações'}
          </button>
        </div>
      </form>
      <PrivacyNoticeForm />
      <RetentionSettingsForm />
    </AdminPage>
  );
}
