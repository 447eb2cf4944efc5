import { status } from '@grpc/grpc-js';
import { type Database, DomainError } from '@ritual/runtime';
import * as schema from '../db/schema.js';
import type { ConsentDesk } from './consent.js';
import { brl, requireRecipient } from './kinds.js';
import type { MessageLog, MessageRow } from './message-log.js';
import type { Sender } from './sender.js';
import type { Connection, KindSetting, SettingsStore } from './settings.js';
import type { DeliveryProgress, VideoLibrary } from './videos.js';
import type { WebhookDesk } from './webhook.js';

export interface SettingsView {
  configured: boolean;
  phoneNumberId: string;
  connection: Connection;
  detail: string;
  checkedAt: Date | null;
  kinds: KindSetting[];
  reminderDelaysMs: number[];
  queued: number;
}

export const NOT_CONFIGURED = 'WhatsApp não configurado: defina WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN';

/** The messaging service's operations, as the handlers call them. */
export class MessageDesk {
  constructor(
    private readonly deps: {
      db: Database<typeof schema>;
      settings: SettingsStore;
      sender: Sender;
      log: MessageLog;
      videos: VideoLibrary;
      webhook: WebhookDesk;
      consent: ConsentDesk;
      phoneNumberId: string | undefined;
      publicOrigin: string;
      reminderDelaysMs: number[];
    },
  ) {}

  get log(): MessageLog {
    return this.deps.log;
  }

  get videos(): VideoLibrary {
    return this.deps.videos;
  }

  get webhook(): WebhookDesk {
    return this.deps.webhook;
  }

  async settingsView(): Promise<SettingsView> {
    const [connection, kinds, queued] = await Promise.all([
      this.deps.settings.connection(),
      this.deps.settings.kinds(),
      this.deps.log.queued(),
    ]);
    return {
      configured: this.deps.phoneNumberId !== undefined && connection.connection !== 'not_configured',
      phoneNumberId: this.deps.phoneNumberId ?? '',
      connection: connection.connection,
      detail: connection.detail,
      checkedAt: connection.checkedAt,
      kinds,
      reminderDelaysMs: this.deps.reminderDelaysMs,
      queued,
    };
  }

  /** Saves the kinds; a token refused before is tried again. */
  async updateSettings(changes: { kind: string; enabled: boolean; templateName: string }[]): Promise<void> {
    await this.deps.settings.update(changes);
    this.deps.sender.resume();
  }

  /** "Enviar teste": pedido_recebido with sample values to `whatsapp`, now. */
  async sendTest(whatsapp: string): Promise<MessageRow> {
    const to = requireRecipient(whatsapp);
    if (!this.deps.phoneNumberId) throw new DomainError(status.FAILED_PRECONDITION, NOT_CONFIGURED);
    const setting = await this.deps.settings.kind('pedido_recebido');
    const [row] = await this.deps.db
      .insert(schema.messages)
      .values({
        orderId: null,
        kind: 'pedido_recebido',
        step: 0,
        state: 'sending',
        dueAt: new Date(),
        claimedUntil: this.deps.sender.newLease(),
        attempts: 1,
        recipient: to,
        templateName: setting.templateName,
        parameters: ['Cliente', 'Ritual de teste', brl('49.90'), `${this.deps.publicOrigin}/pedido/123?t=teste`],
      })
      .returning();
    return this.deps.sender.sendClaimed(row!);
  }

  async startVideoDelivery(input: {
    orderIds: number[];
    videoId: string;
    videoLink: string;
  }): Promise<DeliveryProgress> {
    const id = await this.deps.videos.startDelivery(input);
    this.deps.sender.wake();
    return this.deps.videos.progress(id);
  }

  dataSubjectMessages(whatsapp: string): Promise<MessageRow[]> {
    return this.deps.log.forRecipient(requireRecipient(whatsapp));
  }

  eraseDataSubject(whatsapp: string): Promise<{ messages: number; optOuts: number }> {
    return this.deps.log.erase(requireRecipient(whatsapp));
  }

  /** The scheduled messages dropped. */
  revokeConsent(whatsapp: string): Promise<number> {
    return this.deps.consent.revoke(whatsapp);
  }
}
