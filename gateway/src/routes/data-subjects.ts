import { type DataSubjectExport, type DataSubjectOrder, dataSubjectsApi } from '@ritual/contracts/http';
import type { Order } from '@ritual/proto/ritual/v1/orders';
import { CSV_BOM, csvLine } from '@ritual/web/order-export-rows';
import type { Response, Router } from 'express';
import { adminOf } from '../http/auth.js';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';
import { adminView } from './orders.js';
import { receiptJson } from './payments.js';

const ERASED = [
  'Dados do formulário (nome, nome da pessoa amada, data de nascimento, textos livres)',
  'WhatsApp e endereço de IP do consentimento',
  'Fotos enviadas (arquivos apagados do armazenamento)',
  'Comprovantes (arquivos apagados) e o que foi lido deles além do pagamento',
];
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
  return CSV_BOM + lines.join('');
}

/** LGPD export and erasure of one person's data: orders and payments each handle what they own. */
export function dataSubjectsRoutes(deps: RouteDeps): Router {
  const { orders, payments, identity } = deps.clients;
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
      const found = await orders.findDataSubjectOrders({ whatsapp });
      const data: DataSubjectExport = {
        whatsapp,
        exported_at: new Date().toISOString(),
        orders: await Promise.all(found.orders.map(withReceipts)),
      };
      await audit(res, 'data_subject.export', whatsapp, `${data.orders.length} pedidos (${query.format ?? 'json'})`);
      res.setHeader('Cache-Control', 'no-store');
      if (query.format !== 'csv') return data;
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', 'attachment; filename="dados-pessoais.csv"');
      res.end(csvRows(data));
      return undefined;
    },
    eraseDataSubject: async ({ body, res }) => {
      // Receipts first: while the orders still carry the WhatsApp, a failed erasure can simply be asked again.
      const found = await orders.findDataSubjectOrders({ whatsapp: body.whatsapp });
      const receipts = await payments.eraseReceipts({ order_ids: found.orders.map((order) => order.id) });
      const erased = await orders.eraseDataSubject({ whatsapp: body.whatsapp });
      const count = erased.order_ids.length;
      await audit(res, 'data_subject.erase', body.whatsapp, `pedidos ${erased.order_ids.join(', ') || 'nenhum'}`);
      return {
        order_ids: erased.order_ids,
        deleted_photos: erased.deleted_photos.length,
        deleted_receipt_files: receipts.files_deleted,
        erased: count ? ERASED : [],
        kept: count ? KEPT : [],
        message:
          count === 0
            ? 'Nenhum pedido encontrado para este WhatsApp.'
            : `Dados pessoais apagados de ${count} ${count === 1 ? 'pedido' : 'pedidos'}.`,
      };
    },
    listAuditLog: async ({ query }) => {
      const page = await identity.listAudit({ limit: query.limit ?? 50, before_id: query.before_id ?? 0 });
      return { items: page.entries, next_before_id: page.next_before_id || null };
    },
  });
}
