import { randomUUID } from 'node:crypto';
import { VIDEO_TOO_LARGE } from '@ritual/contracts/http/whatsapp';
import { VIDEO_MAX_BYTES } from '@ritual/contracts/limits';
import { type Database, invalidArgument, notFound, type ObjectStorage, tooLarge } from '@ritual/runtime';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import * as schema from '../db/schema.js';

export const VIDEO_NOT_MP4 = 'O vídeo deve ser um arquivo MP4';
export const VIDEO_EMPTY = 'O vídeo está vazio';
export const VIDEO_NOT_FOUND = 'Vídeo não encontrado';
export const VIDEO_SOURCE_MISSING = 'Envie o vídeo ou informe um link https';
export const VIDEO_LINK_INVALID = 'O link do vídeo deve começar com https://';
export const DELIVERY_NO_ORDERS = 'Escolha ao menos um pedido';
export const DELIVERY_TOO_MANY = 'Escolha no máximo 5000 pedidos por envio';
export const DELIVERY_NOT_FOUND = 'Envio não encontrado';

const MAX_ORDERS_PER_DELIVERY = 5000;
const ACCEPTED = new Set(['sent', 'delivered', 'read']);
const FINISHED_WITHOUT_SENDING = new Set(['failed', 'cancelled']);

export interface DeliveryProgress {
  id: number;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  createdAt: Date;
  recipients: { orderId: number; state: string; errorTitle: string }[];
}

/** Uploads a stored video to the Cloud API (its media id). */
export type MediaUploader = (content: Buffer, type: string, fileName: string) => Promise<string>;

/** The ritual videos (S3 under videos/) and the video_pronto deliveries of Envio de Vídeo. */
/** Meta keeps uploaded media 30 days; a day short of that, the video is uploaded again. */
const MEDIA_REUSE_MS = 29 * 86_400_000;

export class VideoLibrary {
  private readonly uploads = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Database<typeof schema>,
    private readonly storage: ObjectStorage,
  ) {}

  /** Keeps an MP4 (checked by its content, not its name) of at most 16 MB. */
  async store(originalName: string, content: Buffer): Promise<{ id: string; size: number }> {
    if (content.length > VIDEO_MAX_BYTES) throw tooLarge(VIDEO_TOO_LARGE);
    if (content.length === 0) throw invalidArgument(VIDEO_EMPTY);
    const type = await fileTypeFromBuffer(content);
    if (type?.mime !== 'video/mp4') throw invalidArgument(VIDEO_NOT_MP4);
    const id = randomUUID();
    const storageKey = `videos/${id}.mp4`;
    await this.storage.put(storageKey, content, 'video/mp4');
    await this.db
      .insert(schema.videoFiles)
      .values({ id, storageKey, originalName: originalName.slice(0, 255), size: content.length });
    return { id, size: content.length };
  }

  /**
   * The video's Cloud API media id, uploaded at its first send and then kept (one upload per video, shared by every
   * message; two replicas racing both upload, the first id stored wins), and uploaded again once Meta may have let
   * it go.
   */
  mediaId(videoId: string, upload: MediaUploader): Promise<string> {
    let pending = this.uploads.get(videoId);
    if (!pending) {
      pending = this.uploadOnce(videoId, upload).finally(() => this.uploads.delete(videoId));
      this.uploads.set(videoId, pending);
    }
    return pending;
  }

  private async uploadOnce(videoId: string, upload: MediaUploader): Promise<string> {
    const [file] = await this.db.select().from(schema.videoFiles).where(eq(schema.videoFiles.id, videoId));
    if (!file) throw notFound(VIDEO_NOT_FOUND);
    const uploadedAt = file.mediaUploadedAt?.getTime() ?? 0;
    if (file.mediaId && Date.now() - uploadedAt < MEDIA_REUSE_MS) return file.mediaId;
    const content = await this.storage.get(file.storageKey);
    const mediaId = await upload(content, 'video/mp4', `${file.id}.mp4`);
    await this.db
      .update(schema.videoFiles)
      .set({ mediaId, mediaUploadedAt: new Date() })
      .where(
        and(
          eq(schema.videoFiles.id, videoId),
          file.mediaId ? eq(schema.videoFiles.mediaId, file.mediaId) : isNull(schema.videoFiles.mediaId),
        ),
      );
    const [stored] = await this.db
      .select({ mediaId: schema.videoFiles.mediaId })
      .from(schema.videoFiles)
      .where(eq(schema.videoFiles.id, videoId));
    return stored?.mediaId ?? mediaId;
  }

  /** The video a delivery sends: a stored one or a link. */
  async deliverySource(deliveryId: number): Promise<{ videoId: string } | { link: string } | undefined> {
    const [delivery] = await this.db
      .select()
      .from(schema.videoDeliveries)
      .where(eq(schema.videoDeliveries.id, deliveryId));
    if (delivery?.videoId) return { videoId: delivery.videoId };
    if (delivery?.videoLink) return { link: delivery.videoLink };
    return undefined;
  }

  /**
   * One video_pronto per order given. An order that already has one (from this or an earlier delivery) keeps it and
   * is reported with its state: never sent twice.
   */
  async startDelivery(input: { orderIds: number[]; videoId: string; videoLink: string }): Promise<number> {
    const orderIds = [...new Set(input.orderIds)];
    if (orderIds.length === 0) throw invalidArgument(DELIVERY_NO_ORDERS);
    if (orderIds.length > MAX_ORDERS_PER_DELIVERY) throw invalidArgument(DELIVERY_TOO_MANY);
    if (orderIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw invalidArgument(DELIVERY_NO_ORDERS);
    const videoId = input.videoId.trim();
    const videoLink = input.videoLink.trim();
    if (!videoId && !videoLink) throw invalidArgument(VIDEO_SOURCE_MISSING);
    if (!videoId && !isHttpsUrl(videoLink)) throw invalidArgument(VIDEO_LINK_INVALID);
    if (videoId) {
      const [file] = await this.db
        .select({ id: schema.videoFiles.id })
        .from(schema.videoFiles)
        .where(eq(schema.videoFiles.id, videoId));
      if (!file) throw notFound(VIDEO_NOT_FOUND);
    }
    return this.db.transaction(async (tx) => {
      const [delivery] = await tx
        .insert(schema.videoDeliveries)
        .values(videoId ? { videoId } : { videoLink })
        .returning({ id: schema.videoDeliveries.id });
      const deliveryId = delivery!.id;
      const now = new Date();
      for (let i = 0; i < orderIds.length; i += 1000) {
        const chunk = orderIds.slice(i, i + 1000);
        await tx.insert(schema.videoDeliveryOrders).values(chunk.map((orderId) => ({ deliveryId, orderId })));
        await tx
          .insert(schema.messages)
          .values(
            chunk.map((orderId) => ({
              orderId,
              kind: 'video_pronto',
              step: 0,
              dueAt: now,
              videoDeliveryId: deliveryId,
            })),
          )
          .onConflictDoNothing();
      }
      return deliveryId;
    });
  }

  async progress(deliveryId: number): Promise<DeliveryProgress> {
    const [delivery] = await this.db
      .select()
      .from(schema.videoDeliveries)
      .where(eq(schema.videoDeliveries.id, deliveryId));
    if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
    const rows = await this.db
      .select({
        orderId: schema.videoDeliveryOrders.orderId,
        state: schema.messages.state,
        errorTitle: schema.messages.errorTitle,
      })
      .from(schema.videoDeliveryOrders)
      .leftJoin(
        schema.messages,
        sql`${schema.messages.orderId} = ${schema.videoDeliveryOrders.orderId} AND ${schema.messages.kind} = 'video_pronto' AND ${schema.messages.step} = 0`,
      )
      .where(eq(schema.videoDeliveryOrders.deliveryId, deliveryId))
      .orderBy(asc(schema.videoDeliveryOrders.orderId));
    const recipients = rows.map((row) => ({
      orderId: row.orderId,
      state: row.state ?? 'scheduled',
      errorTitle: row.errorTitle ?? '',
    }));
    const sent = recipients.filter((r) => ACCEPTED.has(r.state)).length;
    const failed = recipients.filter((r) => FINISHED_WITHOUT_SENDING.has(r.state)).length;
    return {
      id: delivery.id,
      total: recipients.length,
      sent,
      failed,
      pending: recipients.length - sent - failed,
      createdAt: delivery.createdAt,
      recipients,
    };
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
