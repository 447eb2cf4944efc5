import {
  type DataSubjectExport,
  type DataSubjectOrder,
  dataSubjectsApi,
  type MessageEntry,
  ORDER_CORRECTION_FIELD_REQUIRED,
} from '@ritual/contracts/http';
import type { Order, OrderCorrectionEntry } from '@ritual/proto/ritual/v1/orders';
import { CSV_BOM, csvLine } from '@ritual/web/order-export-rows';
import type { Response, Router } from 'express';
import { requireMessaging } from '../clients/messaging.js';
import { declarationPdf } from '../exports/data-subject-declaration.js';
import { auditTo } from '../http/audit.js';
import { adminOf } from '../http/auth.js';
import { HttpError } from '../http/errors.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';
import { adminView } from './orders.js';
import { receiptJson } from './payments.js';
import { messageEntryJson } from './whatsapp.js';

const ERASED = [
  'Dados do formulário (nome, nome da pessoa amada, data de nascimento, textos livres)',
  'WhatsApp e endereço de IP do consentimento',
  'Fotos enviadas (arquivos apagados do armazenamento)',
  'Comprovantes (arquivos apagados) e o que foi lido deles além do pagamento',
];
const ERASED_MESSAGES =
  'Mensagens de WhatsApp enviadas pela loja: número e conteúdo (nome, ritual, valor, link) apagados do registro';
const ERASED_OPT_OUT = 'O pedido de não receber mais mensagens (SAIR) guardado para este número';
const KEPT_MESSAGES = 'Tipo, data e situação de cada mensagem de WhatsApp, sem número nem conteúdo';
const KEPT = [
  'Ritual, valor, data e situação de cada pedido: registro fiscal guardado por 5 anos (CTN art. 173; LGPD art. 16 I)',
  'Identificador do Pix, valor e data lidos do comprovante e o resultado da verificação: prova do pagamento recebido',
  'Versão e data do aviso de privacidade aceito: prova do consentimento (LGPD art. 8 §2)',
];

const CSV_COLUMNS = ['pedido', 'ritual', 'valor', 'situacao', 'criado_em', 'whatsapp', 'campo', 'valor_do_campo'];

/**
 * One line per form field of each order, then one per photo, receipt, the consent and each correction, then one per
 * WhatsApp message: a table any sheet reads.
 */
function csvRows(data: DataSubjectExport): string {
  const lines = [csvLine(CSV_COLUMNS)];
  for (const order of data.orders) {
    const line = (field: string, value: string) =>
      csvLine([
        order.id,
        order.ritual_name,
        order.ritual_price,
        order.payment_status,
        order.created_at,
        order.whatsapp,
        field,
        value,
      ]);
    for (const [field, value] of Object.entries(order.form_data)) lines.push(line(field, value));
    for (const photo of order.photos) lines.push(line('foto', photo));
    for (const receipt of order.receipts) {
      lines.push(
        line('comprovante', `${receipt.original_name} (${receipt.verification_status}) ${receipt.file_url ?? ''}`),
      );
    }
    if (order.consent) {
      lines.push(
        line(
          'consentimento',
          `aviso v${order.consent.notice_version} em ${order.consent.accepted_at} de ${order.consent.client_address}` +
            (order.consent.revoked_at ? `; revogado em ${order.consent.revoked_at}` : ''),
        ),
      );
    }
    for (const correction of order.corrections) {
      lines.push(
        line('correcao', `${correction.field} corrigido por ${correction.actor} em ${correction.corrected_at}`),
      );
    }
  }
  for (const message of data.messages) {
    const order = data.orders.find((candidate) => candidate.id === message.order_id);
    lines.push(
      csvLine([
        message.order_id ?? '',
        order?.ritual_name ?? '',
        order?.ritual_price ?? '',
        order?.payment_status ?? '',
        order?.created_at ?? '',
        message.recipient,
        'mensagem_whatsapp',
        messageLine(message),
      ]),
    );
  }
  return CSV_BOM + lines.join('');
}

/** "pix_lembrete 2 (read) enviada em …": what was sent, when, and what became of it. */
function messageLine(message: MessageEntry): string {
  const kind = message.step ? `${message.kind} ${message.step}` : message.kind;
  const when = message.sent_at ? `enviada em ${message.sent_at}` : `prevista para ${message.due_at}`;
  const why = message.error_title ? `: ${message.error_title}` : '';
  return `${kind} (${message.state}${why}) ${when}, modelo ${message.template_name}`;
}

/** What an erasure erases and keeps, and why: the one source of both the preview and the erasure's answer. */
function erasureLists(orders: number, messages: number, optOuts: number) {
  return {
    erased: [...(orders ? ERASED : []), ...(messages ? [ERASED_MESSAGES] : []), ...(optOuts ? [ERASED_OPT_OUT] : [])],
    kept: [...(orders ? KEPT : []), ...(messages ? [KEPT_MESSAGES] : [])],
  };
}

const consentJson = (consent: Order['consent']) =>
  consent
    ? {
        notice_version: consent.notice_version,
        accepted_at: consent.accepted_at,
        client_address: consent.client_address,
        revoked_at: consent.revoked_at || null,
      }
    : null;

/**
 * LGPD: one person's data, found by their WhatsApp: the desk's look-up, its export (JSON, CSV, the PDF declaration),
 * correction, consent withdrawal and erasure. Orders, payments and messaging each handle what they own. Without the
 * messaging service (not configured, or down) they answer 503: a copy or an erasure never leaves the messages out.
 * Each call is written to the audit log (who, from where, whose data, what).
 */
export function dataSubjectsRoutes(deps: RouteDeps): Router {
  const { orders, payments, identity, privacy, retention } = deps.clients;
  const messaging = () => requireMessaging(deps.clients.messaging);
  const audit = auditTo(identity);
  const actorOf = (res: Response) => adminOf(res)!.username;
  const withFiles = async (order: Order): Promise<DataSubjectOrder> => {
    const [receipts, corrections] = await Promise.all([
      payments.listReceipts({ order_id: order.id }),
      orders.listOrderCorrections({ id: order.id }),
    ]);
    return {
      ...adminView(order),
      ritual_price: order.ritual_price,
      requires_payment: order.requires_payment,
      consent: consentJson(order.consent),
      receipts: receipts.receipts.map(receiptJson),
      corrections: corrections.corrections.map(correctionJson),
    };
  };
  return implement(dataSubjectsApi, deps, {
    exportDataSubject: async ({ query, req, res }) => {
      const whatsapp = query.whatsapp ?? '';
      const format = query.format ?? 'json';
      const messages = messaging();
      // Orders first: it judges the number (400 with its pt-BR detail).
      const found = await orders.findDataSubjectOrders({ whatsapp });
      const [withReceipts, sent] = await Promise.all([
        Promise.all(found.orders.map(withFiles)),
        messages.findDataSubjectMessages({ whatsapp }),
      ]);
      const now = deps.clock();
      const data: DataSubjectExport = {
        whatsapp,
        exported_at: now.toISOString(),
        orders: withReceipts,
        messages: sent.messages.map(messageEntryJson),
      };
      const pdf =
        format === 'pdf'
          ? await declarationPdf({
              data,
              notice: await privacy.getPrivacyNotice({}),
              // The settings add the store's own periods; the notice's text says how long either way.
              retention: await retention.getRetentionSettings({}).catch(() => undefined),
              timeZone: deps.timeZone,
              now,
            })
          : undefined;
      const counts = `${data.orders.length} pedidos, ${data.messages.length} mensagens`;
      await audit(
        req,
        res,
        format === 'json'
          ? { action: 'data_subject.lookup', subject: whatsapp, detail: `Consulta no painel: ${counts}` }
          : { action: 'data_subject.export', subject: whatsapp, detail: `${counts} (${format.toUpperCase()})` },
      );
      res.setHeader('Cache-Control', 'no-store');
      if (format === 'json') return data;
      if (pdf) {
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader('Content-Disposition', 'attachment; filename="declaracao-dados-pessoais.pdf"');
        res.end(pdf);
        return undefined;
      }
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="dados-pessoais.csv"');
      res.end(csvRows(data));
      return undefined;
    },
    previewDataSubjectErasure: async ({ query }) => {
      const whatsapp = query.whatsapp ?? '';
      const messages = messaging();
      const found = await orders.findDataSubjectOrders({ whatsapp });
      const orderIds = found.orders.map((order) => order.id);
      const [sent, optedOut] = await Promise.all([
        messages.findDataSubjectMessages({ whatsapp }),
        // The SAIR a number sent is kept per number; the orders' message lists say whether this one sent it.
        orderIds.length
          ? messages
              .listOrderMessages({ order_ids: orderIds })
              .then((list) => list.orders.some((entry) => entry.opted_out))
          : false,
      ]);
      return {
        order_ids: orderIds,
        ...erasureLists(orderIds.length, sent.messages.length, optedOut ? 1 : 0),
        message: previewMessage(orderIds.length, sent.messages.length),
      };
    },
    eraseDataSubject: async ({ body, req, res }) => {
      const messages = messaging();
      // Receipts first: while the orders still carry the WhatsApp, a failed erasure can simply be asked again.
      const found = await orders.findDataSubjectOrders({ whatsapp: body.whatsapp });
      const receipts = await payments.eraseReceipts({ order_ids: found.orders.map((order) => order.id) });
      const erased = await orders.eraseDataSubject({ whatsapp: body.whatsapp });
      // Messages last: once the orders have no number, nothing new is sent to it; the log is found by the number
      // itself, so asking again after a failure here still erases it.
      const log = await messages.eraseDataSubject({ whatsapp: body.whatsapp });
      const count = erased.order_ids.length;
      await audit(req, res, {
        action: 'data_subject.erase',
        subject: body.whatsapp,
        detail: `pedidos ${erased.order_ids.join(', ') || 'nenhum'}; ${log.messages} mensagens`,
      });
      return {
        order_ids: erased.order_ids,
        deleted_photos: erased.deleted_photos.length,
        deleted_receipt_files: receipts.files_deleted,
        erased_messages: log.messages,
        ...erasureLists(count, log.messages, log.opt_outs),
        message: erasureMessage(count, log.messages),
      };
    },
    revokeDataSubjectConsent: async ({ body, req, res }) => {
      const messages = messaging();
      // Orders first: it judges the number; both calls can be asked again (a revoked consent stays revoked).
      const revoked = await orders.revokeConsent({ whatsapp: body.whatsapp, actor: actorOf(res) });
      const dropped = await messages.revokeConsent({ whatsapp: body.whatsapp });
      await audit(req, res, {
        action: 'data_subject.revoke_consent',
        subject: body.whatsapp,
        detail: `pedidos ${revoked.order_ids.join(', ') || 'nenhum'}; ${dropped.cancelled} mensagens agendadas canceladas`,
      });
      return {
        order_ids: revoked.order_ids,
        cancelled_messages: dropped.cancelled,
        message: revocationMessage(revoked.order_ids.length, dropped.cancelled),
      };
    },
    correctOrder: async ({ params, body, req, res }) => {
      if (!body.field.trim()) throw new HttpError(400, ORDER_CORRECTION_FIELD_REQUIRED);
      // The WhatsApp before the change names whose data it was, even when the WhatsApp is what gets corrected.
      const before = await orders.getOrder({ id: params.id });
      const corrected = await orders.correctOrder({
        order_id: params.id,
        field: body.field.trim(),
        value: body.value,
        actor: actorOf(res),
      });
      await audit(req, res, {
        action: 'order.correct',
        subject: before.whatsapp || `pedido ${params.id}`,
        detail: `pedido ${params.id}: campo ${body.field.trim()} corrigido`,
      });
      return adminView(corrected);
    },
    listOrderCorrections: async ({ params }) =>
      (await orders.listOrderCorrections({ id: params.id })).corrections.map(correctionJson),
  });
}

const correctionJson = (entry: OrderCorrectionEntry) => ({
  field: entry.field,
  actor: entry.actor,
  corrected_at: entry.corrected_at,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function erasureMessage(orders: number, messages: number): string {
  if (orders === 0 && messages === 0) return 'Nenhum pedido encontrado para este WhatsApp.';
  const parts = [
    ...(orders ? [plural(orders, 'pedido', 'pedidos')] : []),
    ...(messages ? [plural(messages, 'mensagem de WhatsApp', 'mensagens de WhatsApp')] : []),
  ];
  return `Dados pessoais apagados de ${parts.join(' e ')}.`;
}

function previewMessage(orders: number, messages: number): string {
  if (orders === 0 && messages === 0) return 'Nenhum pedido nem mensagem encontrados para este WhatsApp.';
  const parts = [
    ...(orders ? [plural(orders, 'pedido', 'pedidos')] : []),
    ...(messages ? [plural(messages, 'mensagem de WhatsApp', 'mensagens de WhatsApp')] : []),
  ];
  return `Serão apagados os dados pessoais de ${parts.join(' e ')}. Esta ação não pode ser desfeita.`;
}

function revocationMessage(orders: number, cancelled: number): string {
  const marked = orders
    ? `Consentimento revogado em ${plural(orders, 'pedido', 'pedidos')}`
    : 'Nenhum pedido encontrado para este WhatsApp';
  const dropped = cancelled
    ? `; ${plural(cancelled, 'mensagem agendada cancelada', 'mensagens agendadas canceladas')}`
    : '';
  return `${marked}${dropped}. Nenhuma mensagem será enviada a este número.`;
}
