import { VIDEO_MAX_BYTES } from '@ritual/contracts/limits';
import { type ChangeEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { errorDetail } from '../../admin-common/api/admin-api';
import { useConfirm } from '../../admin-common/components/confirm-dialog';
import { Field } from '../../admin-common/components/field';
import { useNotify } from '../../admin-common/components/notices';
import { uploadVideo, type VideoDelivery, type WhatsAppSettings } from '../../admin-whatsapp/api/whatsapp-api';
import { deliveryDone } from '../use-video-delivery';

export const VIDEO_TOO_LARGE = 'Vídeo muito grande (máximo 16MB)';
export const VIDEO_NOT_MP4 = 'O vídeo deve ser um arquivo MP4';
export const VIDEO_LINK_INVALID = 'Informe um link https para o vídeo';

/** What may be sent as the ritual's video: an MP4 of at most 16 MB (the server checks the content too). */
export function videoFileError(file: File): string | null {
  const mp4 = file.type === 'video/mp4' || (!file.type && /\.mp4$/i.test(file.name));
  if (!mp4) return VIDEO_NOT_MP4;
  if (file.size > VIDEO_MAX_BYTES) return VIDEO_TOO_LARGE;
  return null;
}

export function isHttpsLink(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const sizeInMb = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

interface WhatsAppSendProps {
  ritualName: string;
  /** undefined while loading; null when the messaging service could not be asked. */
  settings: WhatsAppSettings | null | undefined;
  /** The screen lists paid clients: the only ones a video goes to. */
  paidFilter: boolean;
  /** Clients in the screen's filter. */
  total: number;
  /** Every order of the screen's filter, all pages. */
  collectOrderIds: () => Promise<number[]>;
  delivery: VideoDelivery | null;
  running: boolean;
  start: (input: { order_ids: number[]; video_id?: string; video_link?: string }) => Promise<VideoDelivery>;
}

function DeliveryProgress({ delivery }: { delivery: VideoDelivery }) {
  const answered = delivery.sent + delivery.failed;
  const done = deliveryDone(delivery);
  const percent = delivery.total > 0 ? Math.round((answered / delivery.total) * 100) : 100;
  return (
    <div className="adm-video-wa__progress">
      <div
        className="adm-progress"
        role="progressbar"
        aria-label="Envio do vídeo pelo WhatsApp"
        aria-valuemin={0}
        aria-valuemax={delivery.total}
        aria-valuenow={answered}
        aria-valuetext={`${answered} de ${delivery.total}`}
      >
        <span className="adm-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="adm-video-wa__counts" aria-live="polite">
        {done ? 'Envio concluído: ' : 'Enviando: '}
        {delivery.sent} de {delivery.total} {delivery.total === 1 ? 'enviado' : 'enviados'}
        {delivery.failed > 0 && ` · ${delivery.failed} ${delivery.failed === 1 ? 'falhou' : 'falharam'}`}
        {!done && delivery.pending > 0 && ` · ${delivery.pending} na fila`}
      </p>
    </div>
  );
}

/**
 * Envio de Vídeo through the WhatsApp Cloud API (issue 35): the ritual's video once (an MP4 upload or a link), then
 * one button sends it to every paid client of the filter, with a progress bar. The wa.me links below stay.
 */
export function WhatsAppSend({
  ritualName,
  settings,
  paidFilter,
  total,
  collectOrderIds,
  delivery,
  running,
  start,
}: WhatsAppSendProps) {
  const notify = useNotify();
  const confirm = useConfirm();
  const fileInputId = useId();
  const [video, setVideo] = useState<{ id: string; size: number; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);

  if (!settings) return null;
  if (!settings.configured) {
    return (
      <p className="adm-card__meta adm-video-wa__off">
        Envio automático pelo WhatsApp desligado: configure-o na tela{' '}
        <Link className="adm-link" to={adminPaths.whatsapp}>
          WhatsApp
        </Link>
        . Os links abaixo continuam funcionando.
      </p>
    );
  }
  const videoKind = settings.kinds.find((item) => item.kind === 'video_pronto');
  const kindOff = videoKind ? !videoKind.enabled : false;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoFileError(file);
    setFileError(problem ?? undefined);
    if (problem) return;
    setUploading(true);
    try {
      const stored = await uploadVideo(file);
      setVideo({ id: stored.video_id, size: stored.size, name: file.name });
      setLink('');
      setLinkError(undefined);
    } catch (error) {
      setFileError(errorDetail(error) ?? 'Não foi possível enviar o vídeo. Tente novamente.');
    } finally {
      setUploading(false);
    }
  };

  const trimmedLink = link.trim();
  const source = video ? { video_id: video.id } : trimmedLink ? { video_link: trimmedLink } : null;
  const blocked = !paidFilter || total === 0 || kindOff || running || starting || uploading;

  const send = async () => {
    if (!source) {
      setLinkError('Envie o vídeo ou informe um link https');
      return;
    }
    if (!video && !isHttpsLink(trimmedLink)) {
      setLinkError(VIDEO_LINK_INVALID);
      return;
    }
    const confirmed = await confirm({
      title: 'Enviar o vídeo pelo WhatsApp',
      message: (
        <p>
          Enviar o vídeo de <strong>{ritualName}</strong> para <strong>{total}</strong>{' '}
          {total === 1 ? 'cliente' : 'clientes'} pelo WhatsApp? Cada cliente recebe uma única vez: quem já recebeu este
          vídeo não recebe de novo.
        </p>
      ),
      confirmLabel: 'Enviar para todos',
      cancelLabel: 'Voltar',
      tone: 'primary',
    });
    if (!confirmed) return;
    setStarting(true);
    try {
      const orderIds = await collectOrderIds();
      if (orderIds.length === 0) {
        notify.error('Nenhum cliente para enviar');
        return;
      }
      const started = await start({ order_ids: orderIds, ...source });
      notify.success(
        `Envio iniciado para ${started.total} ${started.total === 1 ? 'cliente' : 'clientes'} pelo WhatsApp.`,
      );
    } catch (error) {
      notify.error(errorDetail(error) ?? 'Não foi possível iniciar o envio. Tente novamente.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <section className="adm-card adm-video-wa" aria-labelledby="video-wa-titulo">
      <h2 id="video-wa-titulo" className="adm-card__title">
        Enviar pelo WhatsApp
      </h2>
      {kindOff && (
        <p className="adm-alert adm-alert--warning">
          A mensagem “Vídeo pronto” está desligada na tela{' '}
          <Link className="adm-link" to={adminPaths.whatsapp}>
            WhatsApp
          </Link>
          .
        </p>
      )}
      <div className="adm-video-wa__source">
        <div className="adm-field">
          <label htmlFor={fileInputId} className="adm-field__label">
            Vídeo do ritual (MP4, até 16 MB)
          </label>
          <input
            id={fileInputId}
            className="adm-input adm-input--file"
            type="file"
            accept="video/mp4,.mp4"
            disabled={uploading || running}
            aria-describedby={fileError ? `${fileInputId}-erro` : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => void onFile(event)}
          />
          {uploading && (
            <p className="adm-field__hint" role="status">
              Enviando vídeo...
            </p>
          )}
          {video && !uploading && (
            <p className="adm-field__hint" role="status">
              ✓ Vídeo pronto para envio: {video.name} ({sizeInMb(video.size)})
            </p>
          )}
          {fileError && (
            <p id={`${fileInputId}-erro`} className="adm-field__error">
              {fileError}
            </p>
          )}
        </div>
        {!video && (
          <Field label="Ou o link do vídeo" hint="Um endereço https do arquivo MP4." error={linkError}>
            {(control) => (
              <input
                {...control}
                className="adm-input"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={link}
                disabled={running}
                onChange={(event) => {
                  setLink(event.target.value);
                  setLinkError(undefined);
                }}
              />
            )}
          </Field>
        )}
      </div>
      <div className="adm-video-wa__actions">
        <button
          type="button"
          className="adm-button adm-button--whatsapp"
          disabled={blocked}
          onClick={() => void send()}
        >
          {starting ? 'Iniciando envio...' : 'Enviar para todos pelo WhatsApp'}
        </button>
        {!paidFilter && <p className="adm-field__hint">O vídeo vai só para clientes pagos: escolha o status Pagos.</p>}
      </div>
      {delivery && <DeliveryProgress delivery={delivery} />}
    </section>
  );
}
