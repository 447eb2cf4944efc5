import { createHash } from 'node:crypto';
import type { Database } from '@ritual/runtime';
import { invalidArgument } from '@ritual/runtime';
import { eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema.js';
import { isMessageKind, MESSAGE_KINDS, type MessageKind, validTemplateName } from './kinds.js';

export type Connection = 'not_configured' | 'connected' | 'invalid_token' | 'unreachable';

export interface KindSetting {
  kind: MessageKind;
  enabled: boolean;
  templateName: string;
}

export interface ConnectionView {
  connection: Connection;
  detail: string;
  checkedAt: Date | null;
}

const DETAILS: Record<Connection, string> = {
  not_configured:
    'Defina WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN no ambiente do serviço de mensagens para enviar pelo WhatsApp.',
  connected: '',
  invalid_token:
    'O WhatsApp recusou o token de acesso (erro 190): os envios estão parados. Troque WHATSAPP_ACCESS_TOKEN e reinicie o serviço, ou salve esta tela para tentar de novo.',
  unreachable: 'A Cloud API do WhatsApp não responde: as mensagens esperam e saem quando ela voltar.',
};

export const UNKNOWN_KIND = (kind: string) => `Tipo de mensagem desconhecido: ${kind}`;

/** A fingerprint of the token (never the token): lets a restart with the same refused token stay stopped. */
export const tokenFingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

/** The kinds' switches and template names, and the connection state every replica shares. */
export class SettingsStore {
  /** Last connection written by this process, so a steady state is not written on every send. */
  private lastWritten: { connection: Connection; at: number } | undefined;

  constructor(
    private readonly db: Database<typeof schema>,
    /** Undefined when WhatsApp is not configured. */
    private readonly token: string | undefined,
  ) {}

  async kinds(): Promise<KindSetting[]> {
    const rows = await this.db.select().from(schema.kindSettings);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return MESSAGE_KINDS.map((kind) => ({
      kind,
      enabled: byKind.get(kind)?.enabled ?? true,
      templateName: byKind.get(kind)?.templateName ?? kind,
    }));
  }

  async kind(kind: MessageKind): Promise<KindSetting> {
    const all = await this.kinds();
    return all.find((setting) => setting.kind === kind)!;
  }

  /** Saves the kinds given and clears a refused token: sending is tried again. */
  async update(changes: { kind: string; enabled: boolean; templateName: string }[]): Promise<void> {
    const valid = changes.map((change) => {
      if (!isMessageKind(change.kind)) throw invalidArgument(UNKNOWN_KIND(change.kind));
      return { kind: change.kind, enabled: change.enabled, templateName: validTemplateName(change.templateName) };
    });
    await this.db.transaction(async (tx) => {
      for (const change of valid) {
        await tx
          .insert(schema.kindSettings)
          .values({ ...change, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: schema.kindSettings.kind,
            set: { enabled: change.enabled, templateName: change.templateName, updatedAt: new Date() },
          });
      }
      await tx
        .update(schema.connectionState)
        .set({ connection: 'connected', detail: '', refusedToken: null, checkedAt: null })
        .where(eq(schema.connectionState.connection, 'invalid_token'));
    });
    this.lastWritten = undefined;
  }

  async connection(): Promise<ConnectionView> {
    if (!this.token) return { connection: 'not_configured', detail: DETAILS.not_configured, checkedAt: null };
    const [row] = await this.db.select().from(schema.connectionState);
    if (!row) return { connection: 'connected', detail: '', checkedAt: null };
    const connection = row.connection as Connection;
    return { connection, detail: row.detail || DETAILS[connection], checkedAt: row.checkedAt };
  }

  /** Whether the token this process holds was refused (190): nothing is sent until settings are saved or it changes. */
  async tokenRefused(): Promise<boolean> {
    if (!this.token) return true;
    const [row] = await this.db
      .select({ refusedToken: schema.connectionState.refusedToken })
      .from(schema.connectionState)
      .where(eq(schema.connectionState.connection, 'invalid_token'));
    return row?.refusedToken === tokenFingerprint(this.token);
  }

  /** A restart with another token than the refused one sends again. */
  async forgetRefusalOfOtherTokens(): Promise<void> {
    if (!this.token) return;
    await this.db
      .update(schema.connectionState)
      .set({ connection: 'connected', detail: '', refusedToken: null, checkedAt: null })
      .where(
        sql`${schema.connectionState.connection} = 'invalid_token' AND ${schema.connectionState.refusedToken} IS DISTINCT FROM ${tokenFingerprint(this.token)}`,
      );
  }

  /** Records what a Cloud API call said; a repeated steady state is written at most once a minute. */
  async observe(connection: Exclude<Connection, 'not_configured'>, detail = ''): Promise<void> {
    const now = Date.now();
    if (
      connection !== 'invalid_token' &&
      this.lastWritten?.connection === connection &&
      now - this.lastWritten.at < 60_000
    ) {
      return;
    }
    const refusedToken = connection === 'invalid_token' && this.token ? tokenFingerprint(this.token) : null;
    const values = { connection, detail, checkedAt: new Date(now), refusedToken };
    await this.db
      .insert(schema.connectionState)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({
        target: schema.connectionState.id,
        set: values,
        // A success of a call started before a refusal does not hide the refusal.
        setWhere:
          connection === 'invalid_token'
            ? undefined
            : sql`${schema.connectionState.connection} <> 'invalid_token' OR ${schema.connectionState.refusedToken} IS DISTINCT FROM ${tokenFingerprint(this.token ?? '')}`,
      });
    this.lastWritten = { connection, at: now };
  }
}
