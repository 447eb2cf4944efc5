import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PaymentNavigationState } from '../../../app/navigation-state';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import type { Ritual } from '../../../lib/domain-types';
import { fetchPrivacyNotice } from '../../privacy/api/privacy-api';
import { useSiteConfig } from '../../site/components/site-context';
import { createClient, registerWithoutPayment } from '../api/order-api';
import {
  FIXED_FIELDS,
  type FormErrors,
  type FormValues,
  ritualOnlyFields,
  submissionWhatsApp,
  trimmedValues,
  validateOrderForm,
  WHATSAPP_FIELD,
  whatsAppNotice,
} from '../order-form-rules';
import { submissionKeys } from '../submission-key';
import { CONSENT_BOX_ID, CONSENT_MISSING, ConsentBox } from './consent-box';
import { FormFieldInput } from './form-field-input';
import { PhotoUpload } from './photo-upload';

export type OrderMode = 'payment' | 'registration';

const PHOTOS_ON_RITUAL_FORMS = 1;

const TEXTS = {
  payment: {
    submit: 'Continuar para Pagamento',
    submitting: 'Processando...',
    failure: 'Erro ao enviar formulário. Tente novamente.',
  },
  registration: {
    submit: 'Registrar no Ritual',
    submitting: 'Enviando...',
    failure: 'Erro ao enviar dados. Tente novamente.',
  },
} as const;

export function OrderForm({ ritual, mode }: { ritual: Ritual; mode: OrderMode }) {
  const navigate = useNavigate();
  const fields = [...FIXED_FIELDS, ...ritualOnlyFields(ritual.form_fields)];
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const [photosUploading, setPhotosUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Remounts the photo picker on reset so its previews and errors go too.
  const [photoPickerKey, setPhotoPickerKey] = useState(0);
  const [consented, setConsented] = useState(false);
  // The notice version the box refers to; read again at submit time if the first read failed.
  const noticeVersion = useRef<string | undefined>(undefined);
  const controls = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const keyFor = useRef(submissionKeys()).current;
  const texts = TEXTS[mode];
  const storeName = useSiteConfig()?.site_name;

  useEffect(() => {
    const controller = new AbortController();
    fetchPrivacyNotice(controller.signal).then(
      (notice) => {
        noticeVersion.current = notice.version;
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  async function currentNoticeVersion(): Promise<string> {
    noticeVersion.current ??= (await fetchPrivacyNotice()).version;
    return noticeVersion.current;
  }

  function handleConsentChange(checked: boolean) {
    setConsented(checked);
    if (checked) clearError(CONSENT_BOX_ID);
  }

  function handleChange(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  }

  function clearError(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function resetForm() {
    setValues({});
    setErrors({});
    setPhotos([]);
    setConsented(false);
    setPhotoPickerKey((key) => key + 1);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const validationErrors = validateOrderForm(ritual.form_fields ?? [], values);
    if (!consented) validationErrors[CONSENT_BOX_ID] = CONSENT_MISSING;
    setErrors(validationErrors);
    const firstInvalid = [...fields.map((field) => field.name), CONSENT_BOX_ID].find((name) => validationErrors[name]);
    if (firstInvalid) {
      controls.current.get(firstInvalid)?.focus();
      return;
    }

    const formData = trimmedValues(ritual.form_fields ?? [], values);
    setSubmitting(true);
    try {
      const submission = {
        ritual_id: ritual.id,
        form_data: formData,
        whatsapp: submissionWhatsApp(formData),
        photos,
        consent: { accepted: true as const, notice_version: await currentNoticeVersion() },
      };
      if (mode === 'payment') {
        const { order_token: orderToken, ...client } = await createClient(submission, keyFor(submission));
        const state: PaymentNavigationState = { client, ritual, orderToken };
        navigate(paths.payment, { state });
        return;
      }
      await registerWithoutPayment(submission);
      window.alert('Dados enviados com sucesso! O ritual será processado em breve.');
      resetForm();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.detail) {
        // A notice saved meanwhile: the next submission names the version in force now.
        noticeVersion.current = undefined;
        window.alert(`⚠️ ${error.detail}`);
      } else window.alert(texts.failure);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="order-form" noValidate onSubmit={handleSubmit} aria-label="Dados do ritual">
      <p className="order-form__hint">
        Campos marcados com <span aria-hidden="true">*</span>
        <span className="visually-hidden">asterisco</span> são obrigatórios.
      </p>
      {fields.map((field) => (
        <FormFieldInput
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          error={errors[field.name]}
          onChange={handleChange}
          help={field.name === WHATSAPP_FIELD ? whatsAppNotice(mode, storeName) : undefined}
          controlRef={(element) => {
            if (element) controls.current.set(field.name, element);
            else controls.current.delete(field.name);
          }}
        />
      ))}
      <PhotoUpload
        key={photoPickerKey}
        maxPhotos={PHOTOS_ON_RITUAL_FORMS}
        onChange={setPhotos}
        onUploadingChange={setPhotosUploading}
      />
      <ConsentBox
        checked={consented}
        error={errors[CONSENT_BOX_ID]}
        onChange={handleConsentChange}
        controlRef={(element) => {
          if (element) controls.current.set(CONSENT_BOX_ID, element);
          else controls.current.delete(CONSENT_BOX_ID);
        }}
      />
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={submitting || photosUploading}
      >
        {submitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
