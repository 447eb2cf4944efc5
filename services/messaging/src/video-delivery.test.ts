import { status } from '@grpc/grpc-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.js';
import { eventually, type Harness, startHarness, testOrder, toOf } from './testing/harness.js';

/** The smallest MP4 file-type recognises: an ftyp box (isom) and an empty mdat. */
function tinyMp4(padding = 2048): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  const mdat = Buffer.alloc(8 + padding);
  mdat.writeUInt32BE(8 + padding, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

describe('video delivery', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({ env: { WHATSAPP_MAX_PER_SECOND: '150' }, sender: { batchSize: 20, concurrency: 8 } });
  });

  afterAll(async () => {
    await h?.close();
  });

  it('refuses a file that is not an MP4 by its content, whatever its name', async () => {
    await expect(
      h.client.storeVideo({ original_name: 'ritual.mp4', content: Buffer.from('%PDF-1.7 not a video') }),
    ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT, details: 'O vídeo deve ser um arquivo MP4' });
    await expect(
      h.client.storeVideo({ original_name: 'ritual.mp4', content: Buffer.alloc(16 * 1024 * 1024 + 1) }),
    ).rejects.toMatchObject({ code: status.OUT_OF_RANGE });
  });

  it('refuses a delivery without a video or with a link that is not https', async () => {
    await expect(h.client.startVideoDelivery({ order_ids: [1], video_id: '', video_link: '' })).rejects.toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'Envie o vídeo ou informe um link https',
    });
    await expect(
      h.client.startVideoDelivery({ order_ids: [1], video_id: '', video_link: 'http://video.example/a.mp4' }),
    ).rejects.toMatchObject({ code: status.INVALID_ARGUMENT });
  });

  it('sends video_pronto to 300 orders once each through 429s and a restart mid-way, and the progress ends at 300', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => 10_001 + i);
    for (const id of ids) {
      h.orders.contacts.set(id, testOrder(id, { payment_status: 'paid' }, { payment_status: 'paid' }).contact);
    }
    const video = await h.client.storeVideo({ original_name: 'ritual.mp4', content: tinyMp4() });
    h.simulator.throttle(15);

    const started = await h.client.startVideoDelivery({ order_ids: ids, video_id: video.video_id, video_link: '' });
    expect(started).toMatchObject({ total: 300 });
    await eventually(
      async () => h.simulator.sent().filter((m) => m.template === 'video_pronto').length >= 100,
      20_000,
      '100 videos sent',
    );
    await h.restart();
    const sentBeforeRestart = h.simulator.sent().filter((m) => m.template === 'video_pronto').length;
    expect(sentBeforeRestart).toBeLessThan(300);
    const done = await eventually(
      async () => {
        const progress = await h.client.getVideoDelivery({ id: started.id });
        return progress.sent === 300 ? progress : undefined;
      },
      30_000,
      'the delivery to finish',
    );

    expect(done).toMatchObject({ total: 300, sent: 300, failed: 0, pending: 0 });
    const videos = h.simulator.sent().filter((m) => m.template === 'video_pronto');
    expect(videos).toHaveLength(300);
    expect(new Set(videos.map((m) => m.to)).size).toBe(300);
    expect(videos.every((m) => m.header?.video.id && m.parameters[0] === 'Maria Silva')).toBe(true);
    // Uploaded to the Cloud API once, at the first send, and the media id reused (also after the restart).
    expect(h.simulator.media()).toHaveLength(1);
    expect(new Set(videos.map((m) => m.header?.video.id))).toEqual(new Set([h.simulator.media()[0]!.id]));
  });

  it('reports an order that already got its video instead of sending it again', async () => {
    const id = 10_001;
    h.orders.contacts.set(20_001, testOrder(20_001).contact);
    const again = await h.client.startVideoDelivery({
      order_ids: [id, 20_001],
      video_id: '',
      video_link: 'https://videos.exemplo.com/ritual.mp4',
    });

    expect(again.recipients.find((r) => r.order_id === id)?.state).toMatch(/sent|delivered|read/);
    const sent = await h.simulator.waitForMessage((m) => m.to === toOf(20_001));
    expect(sent.header?.video.link).toBe('https://videos.exemplo.com/ritual.mp4');
    expect(h.sentTo(toOf(id), 'video_pronto')).toHaveLength(1);
  });

  it('uploads the video again for a delivery made after Meta let the first upload go (30 days)', async () => {
    const video = await h.client.storeVideo({ original_name: 'ritual.mp4', content: tinyMp4() });
    h.orders.contacts.set(30_001, testOrder(30_001, { payment_status: 'paid' }, { payment_status: 'paid' }).contact);
    h.orders.contacts.set(30_002, testOrder(30_002, { payment_status: 'paid' }, { payment_status: 'paid' }).contact);
    await h.client.startVideoDelivery({ order_ids: [30_001], video_id: video.video_id, video_link: '' });
    const first = await h.simulator.waitForMessage((m) => m.to === toOf(30_001));
    await h.store.db
      .update(schema.videoFiles)
      .set({ mediaUploadedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(schema.videoFiles.id, video.video_id));

    await h.client.startVideoDelivery({ order_ids: [30_002], video_id: video.video_id, video_link: '' });
    const second = await h.simulator.waitForMessage((m) => m.to === toOf(30_002));

    expect(second.header?.video.id).toBeDefined();
    expect(second.header?.video.id).not.toBe(first.header?.video.id);
  });
});
