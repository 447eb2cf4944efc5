import { randomUUID } from 'node:crypto';
import { PHOTO_MAX_BYTES, PHOTO_TTL_MS } from '@ritual/contracts/limits';
import { invalidArgument, type Logger, type ObjectStorage, tooLarge } from '@ritual/runtime';
import { and, asc, gt, inArray, lte } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { OrdersDatabase } from '../db/database.js';
import { photos } from '../db/schema.js';

export { PHOTO_MAX_BYTES, PHOTO_TTL_MS };
export const PHOTOS_PER_ORDER = 1;
/** Photos deleted per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 500;
const SHOWN_NAME_MAX = 120;

/** Judged by content (magic bytes), never by the name or the declared type. */
const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const photoKey = (filename: string) => `photos/${filename}`;

export class PhotoStore {
  constructor(
    private readonly db: OrdersDatabase,
    private readonly storage: ObjectStorage,
    private readonly clock: () => Date,
    private readonly logger: Logger,
  ) {}

  /** Stores an uploaded photo under a server-made name and returns that name. */
  async store(originalName: string, content: Buffer): Promise<string> {
    const shownName = originalName.trim().slice(0, SHOWN_NAME_MAX) || 'Arquivo';
    if (content.length > PHOTO_MAX_BYTES) throw tooLarge(`${shownName} é muito grande (máximo 5MB)`);
    const detected = await fileTypeFromBuffer(content);
    const extension = detected && IMAGE_TYPES[detected.mime];
    if (!detected || !extension) throw invalidArgument(`${shownName} não é uma imagem válida`);

    const filename = `${randomUUID()}.${extension}`;
    const objectKey = photoKey(filename);
    await this.storage.put(objectKey, content, detected.mime);
    const createdAt = this.clock();
    await this.db.insert(photos).values({
      filename,
      objectKey,
      contentType: detected.mime,
      sizeBytes: content.length,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + PHOTO_TTL_MS),
    });
    return filename;
  }

  /** The photos of an order form: each one uploaded here and not expired, at most PHOTOS_PER_ORDER. */
  async checkOrderPhotos(filenames: string[]): Promise<string[]> {
    if (filenames.length > PHOTOS_PER_ORDER) {
      throw invalidArgument(`Você pode enviar no máximo ${PHOTOS_PER_ORDER} fotos`);
    }
    if (filenames.length === 0) return [];
    const found = await this.db
      .select({ filename: photos.filename })
      .from(photos)
      .where(and(inArray(photos.filename, filenames), gt(photos.expiresAt, this.clock())));
    const valid = new Set(found.map((row) => row.filename));
    if (filenames.some((name) => !valid.has(name))) throw invalidArgument('Foto inválida ou expirada');
    return filenames;
  }

  /** Deletes these photos' files and rows now (LGPD erasure); a file the sweeper already removed is no error. */
  async removeNow(filenames: string[]): Promise<void> {
    if (filenames.length === 0) return;
    await this.storage.removeMany(filenames.map(photoKey));
    await this.db.delete(photos).where(inArray(photos.filename, filenames));
  }

  /**
   * Deletes expired photos, each file before its row: a photo whose file could not be deleted keeps its row and
   * is retried by the next sweep. Deleting an object that is already gone succeeds in S3.
   */
  async sweepExpired(): Promise<number> {
    const expired = await this.db
      .select({ filename: photos.filename, objectKey: photos.objectKey })
      .from(photos)
      .where(lte(photos.expiresAt, this.clock()))
      .orderBy(asc(photos.expiresAt))
      .limit(SWEEP_BATCH);
    const removed: string[] = [];
    for (const photo of expired) {
      await this.storage.remove(photo.objectKey).then(
        () => removed.push(photo.filename),
        (err) => this.logger.warn({ err, filename: photo.filename }, 'expired photo not deleted, retrying later'),
      );
    }
    if (removed.length) await this.db.delete(photos).where(inArray(photos.filename, removed));
    return removed.length;
  }
}

/** Runs the sweep every `intervalMs`; a failed pass is logged and retried at the next one. */
export function startPhotoSweeper(store: PhotoStore, intervalMs: number, logger: Logger) {
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= store
      .sweepExpired()
      .then(
        (removed) => {
          if (removed) logger.info({ removed }, 'expired photos deleted');
        },
        (err) => logger.error({ err }, 'photo sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
