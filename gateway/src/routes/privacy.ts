import {
  AuditEntry,
  type DataRequest,
  type DataRequestStatus,
  privacyApi,
  type RetentionRuns,
  type RetentionSettings,
  TOO_MANY_DATA_REQUESTS,
  TOO_MANY_LOOKUPS,
} from '@ritual/contracts/http';
import type { AuditEntry as AuditEntryMessage } from '@ritual/proto/ritual/v1/identity';
import type {
  DataRequest as DataRequestMessage,
  RetentionSettings as RetentionSettingsMessage,
} from '@ritual/proto/ritual/v1/privacy';
import type { Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { auditTo } from '../http/audit.js';
import { adminOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

const HOUR_MS = 3600_000;
/** Requests accepted per hour from one client address: enough for a family on one connection, not for a flood. */
export const DATA_REQUESTS_PER_HOUR = 5;
/** Protocol look-ups per hour from one client address: a person checks often, a guesser is stopped early. */
export const DATA_REQUEST_LOOKUPS_PER_HOUR = 20;
/** The retention runs the panel shows (one audit entry per run and service). */
export const RETENTION_RUNS_SHOWN = 10;
/** How much of an answer the audit entry keeps. */
const AUDITED_ANSWER_CHARS = 200;

const requestJson = (request: DataRequestMessage): DataRequest => ({
  id: request.id,
  protocol: request.protocol,
  kind: request.kind as DataRequest['kind'],
  name: request.name,
  whatsapp: request.whatsapp,
  message: request.message,
  status: request.status as DataRequest['status'],
  created_at: request.created_at,
  due_at: request.due_at,
  answer: request.answer,
  answered_at: request.answered_at || null,
  answered_by: request.answered_by,
});

/** What the client sees of their own request: no name, WhatsApp, message or admin. */
const statusJson = (request: DataRequestMessage): DataRequestStatus => ({
  protocol: request.protocol,
  kind: request.kind as DataRequestStatus['kind'],
  status: request.status as DataRequestStatus['status'],
  created_at: request.created_at,
  due_at: request.due_at,
  answered_at: request.answered_at || null,
  answer: request.answer,
});

/** An unset setting (keep forever) as null. */
const retentionJson = (settings: RetentionSettingsMessage): RetentionSettings => ({
  unpaid_order_days: settings.unpaid_order_days ?? null,
  paid_order_months: settings.paid_order_months ?? null,
  receipt_file_days: settings.receipt_file_days ?? null,
  answered_request_years: settings.answered_request_years ?? null,
});

const keepsForever = (value: number | null, unit: string) => (value === null ? 'guardar sempre' : `${value} ${unit}`);

/** "pedidos não pagos 30 dias; pedidos pagos guardar sempre; …": the saved settings, as the audit log shows them. */
const retentionDetail = (settings: RetentionSettings) =>
  [
    `pedidos não pagos: ${keepsForever(settings.unpaid_order_days, 'dias')}`,
    `pedidos pagos: ${keepsForever(settings.paid_order_months, 'meses')}`,
    `arquivos de comprovantes: ${keepsForever(settings.receipt_file_days, 'dias')}`,
    `pedidos de titulares respondidos: ${keepsForever(settings.answered_request_years, 'anos')}`,
  ].join('; ');

/** An audit entry with the fields the /api schema documents (a field identity adds later stays out until listed). */
const auditEntryJson = (entry: AuditEntryMessage) =>
  Object.fromEntries(
    Object.keys(AuditEntry.shape).map((key) => [key, entry[key as keyof AuditEntryMessage]]),
  ) as RetentionRuns['items'][number];

const perHour = (limit: number, detail: string, store?: Store) =>
  rateLimit({
    windowMs: HOUR_MS,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { detail },
    ...(store && { store }),
  });

/**
 * LGPD: the privacy notice (site-config owns its versions), the requests of data subjects and their answers, and the
 * retention settings with the last runs (identity's audit log records each run).
 */
export function privacyRoutes(deps: RouteDeps): Router {
  const { privacy, dataRequests, retention, identity } = deps.clients;
  const audit = auditTo(identity);
  return implement(privacyApi, deps, {
    getPrivacyNotice: () => privacy.getPrivacyNotice({}),
    updatePrivacyNotice: ({ body }) => privacy.updatePrivacyNotice(body),
    createDataRequest: {
      middleware: [perHour(DATA_REQUESTS_PER_HOUR, TOO_MANY_DATA_REQUESTS)],
      handle: async ({ body }) => {
        const created = await dataRequests.createDataRequest(body);
        return {
          protocol: created.protocol,
          due_at: created.due_at,
          message: `Pedido recebido. Guarde o protocolo ${created.protocol}: vamos confirmar pelo WhatsApp que o pedido é seu e responder em até 15 dias.`,
        };
      },
    },
    listDataRequests: async () => (await dataRequests.listDataRequests({})).requests.map(requestJson),
    updateDataRequestStatus: async ({ params, body, req, res }) => {
      const updated = await dataRequests.updateDataRequestStatus({
        id: params.id,
        status: body.status,
        answer: body.answer,
        actor: adminOf(res)?.username ?? '',
      });
      await audit(req, res, {
        action: 'data_request.status',
        subject: updated.whatsapp,
        detail:
          updated.status === 'answered'
            ? `${updated.protocol} respondido: ${updated.answer.slice(0, AUDITED_ANSWER_CHARS)}`
            : `${updated.protocol} reaberto`,
      });
      return requestJson(updated);
    },
    lookupDataRequest: {
      // Shared between replicas when they share a store: protocol + WhatsApp must not be guessable by brute force.
      middleware: [
        perHour(DATA_REQUEST_LOOKUPS_PER_HOUR, TOO_MANY_LOOKUPS, deps.loginLimitStore?.('data-request-lookup')),
      ],
      handle: async ({ body, res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return statusJson(await dataRequests.lookupDataRequest(body));
      },
    },
    getRetentionSettings: async () => retentionJson(await retention.getRetentionSettings({})),
    updateRetentionSettings: async ({ body, req, res }) => {
      const saved = retentionJson(
        await retention.updateRetentionSettings({
          unpaid_order_days: body.unpaid_order_days ?? undefined,
          paid_order_months: body.paid_order_months ?? undefined,
          receipt_file_days: body.receipt_file_days ?? undefined,
          answered_request_years: body.answered_request_years ?? undefined,
        }),
      );
      await audit(req, res, {
        action: 'retention.settings',
        subject: 'retenção de dados',
        detail: retentionDetail(saved),
      });
      return saved;
    },
    listRetentionRuns: async () => {
      const page = await identity.listAudit({
        limit: RETENTION_RUNS_SHOWN,
        before_id: 0,
        actor: '',
        action: 'retention.run',
        subject: '',
        from: '',
        to: '',
      });
      return { items: page.entries.map(auditEntryJson) };
    },
  });
}
