import {
  type DataSubjectExport,
  type DataSubjectOrder,
  dataSubjectsApi,
  type MessageEntry,
} from '@ritual/contracts/http';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import { CSV_BOM, csvLine } from '@ritual/web/order-export-rows';
import type { Response, Router } from 'express';
import { requireMessaging } from '../clients/messaging.js';
import { adminOf } from '../http/auth.js';
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

/** One line per form field of each order, then one per photo, receipt and the consent: a table any sheet reads. */
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
          `aviso v${order.consent.notice_version} em ${order.consent.accepted_at} de ${order.consent.client_address}`,
        ),
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

/**
 * LGPD export and erasure of one person's data: orders, payments and messaging each handle what they own. Without
 * the messaging service (not configured, or down) both answer 503: a copy or an erasure never leaves it out.
 */
export function dataSubjectsRoutes(deps: RouteDeps): Router {
  const { orders, payments, identity } = deps.clients;
  const messaging = () => requireMessaging(deps.clients.messaging);
  const audit = (res: Response, action: string, subject: string, detail: string) =>
    identity.recordAudit({ id: 0, actor: adminOf(res)!.username, action, subject, detail, created_at: '' });
  const withReceipts = async (order: Order): Promise<DataSubjectOrder> => ({
    ...adminView(order),
    ritual_price: order.ritual_price,
    requires_payment: order.requires_payment,
    receipts: (await payments.listReceipts({ order_id: order.id })).receipts.map(receiptJson),
  });
  return implement(dataSubjectsApi, deps, {
    exportDataSubject: async ({ query, res }) => {
      const whatsapp = query.whatsapp ?? '';
      const messages = messaging();
      // Orders first: it judges the number (400 with its pt-BR detail).
      const found = await orders.findDataSubjectOrders({ whatsapp });
      const [withFiles, sent] = await Promise.all([
        Promise.all(found.orders.map(withReceipts)),
        messages.findDataSubjectMessages({ whatsapp }),
      ]);
      const data: DataSubjectExport = {
        whatsapp,
        exported_at: new Date().toISOString(),
        orders: withFiles,
        messages: sent.messages.map(messageEntryJson),
      };
      await audit(
        res,
        'data_subject.export',
        whatsapp,
        `${data.orders.length} pedidos, ${data.messages.length} mensagens (${query.format ?? 'json'})`,
      );
      res.setHeader('Cache-Control', 'no-store');
      if (query.format !== 'csv') return data;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="dados-pessoais.csv"');
      res.end(csvRows(data));
      return undefined;
    },
    eraseDataSubject: async ({ body, res }) => {
      const messages = messaging();
      // Receipts first: while the orders still carry the WhatsApp, a failed erasure can simply be asked again.
      const found = await orders.findDataSubjectOrders({ whatsapp: body.whatsapp });
      const receipts = await payments.eraseReceipts({ order_ids: found.orders.map((order) => order.id) });
      const erased = await orders.eraseDataSubject({ whatsapp: body.whatsapp });
      // Messages last: once the orders have no number, nothing new is sent to it; the log is found by the number
      // itself, so asking again after a failure here still erases it.
      const log = await messages.eraseDataSubject({ whatsapp: body.whatsapp });
      const count = erased.order_ids.length;
      await audit(
        res,
        'data_subject.erase',
        body.whatsapp,
        `pedidos ${erased.order_ids.join(', ') || 'nenhum'}; ${log.messages} mensagens`,
      );
      return {
        order_ids: erased.order_ids,
        deleted_photos: erased.deleted_photos.length,
        deleted_receipt_files: receipts.files_deleted,
        erased_messages: log.messages,
        erased: [
          ...(count ? ERASED : []),
          ...(log.messages ? [ERASED_MESSAGES] : []),
          ...(log.opt_outs ? [ERASED_OPT_OUT] : []),
        ],
        kept: [...(count ? KEPT : []), ...(log.messages ? [KEPT_MESSAGES] : [])],
        message: erasureMessage(count, log.messages),
      };
    },
    listAuditLog: async ({ query }) => {
      const page = await identity.listAudit({ limit: query.limit ?? 50, before_id: query.before_id ?? 0 });
      return { items: page.entries, next_before_id: page.next_before_id || null };
    },
  });
}

function erasureMessage(orders: number, messages: number): string {
  if (orders === 0 && messages === 0) return 'Nenhum pedido encontrado para este WhatsApp.';
  const parts = [
    ...(orders ? [`${orders} ${orders === 1 ? 'pedido' : 'pedidos'}`] : []),
    ...(messages ? [`${messages} ${messages === 1 ? 'mensagem de WhatsApp' : 'mensagens de WhatsApp'}`] : []),
  ];
  return `Dados pessoais apagados de ${parts.join(' e ')}.`;
}
