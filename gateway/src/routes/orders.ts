import { type CreateOrderRequest, type Order, StatusActor } from '@ritual/proto/ritual/v1/orders';
import { type RequestHandler, Router } from 'express';
import { adminOf, requireOrderToken } from '../http/auth.js';
import { formBody, jsonBody, singleFile } from '../http/body.js';
import { HttpError } from '../http/errors.js';
import { pathId, text } from '../http/values.js';
import type { RouteDeps } from './index.js';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const ORDER_NOT_FOUND = 'Pedido não encontrado';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON of POST /clientes and /clientes/no-payment, shape-checked; the orders service checks the rules. */
function orderRequest(body: unknown): CreateOrderRequest {
  if (!isPlainObject(body)) throw new HttpError(400, 'Corpo da requisição deve ser um objeto JSON');
  const { ritual_id: ritualId, form_data: formData = {}, whatsapp, photos = [] } = body;
  if (ritualId === undefined || ritualId === null || ritualId === '') throw new HttpError(400, 'Ritual é obrigatório');
  if (typeof ritualId !== 'string' && typeof ritualId !== 'number') throw new HttpError(400, 'Ritual inválido');
  if (!isPlainObject(formData)) throw new HttpError(400, 'form_data deve ser um objeto com os campos do formulário');
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new HttpError(400, `O campo ${key} do formulário deve ser um texto`);
    }
    form[key] = String(value);
  }
  if (!Array.isArray(photos) || photos.some((photo) => typeof photo !== 'string')) {
    throw new HttpError(400, 'photos deve ser uma lista de nomes de arquivo');
  }
  return { ritual_id: String(ritualId), form_data: form, whatsapp: text(whatsapp), photos };
}

function clientView(order: Order) {
  return {
    id: order.id,
    ritual_id: order.ritual_id,
    ritual_name: order.ritual_name,
    form_data: order.form_data,
    whatsapp: order.whatsapp,
    payment_status: order.payment_status,
    created_at: order.created_at,
  };
}

function ritualFilter(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new HttpError(400, 'ritual_id inválido');
  }
  return Number(value);
}

/** Spec §7 orders calls: photo upload, order and registration, the admin list and payment status. */
export function ordersRoutes({ clients, auth }: RouteDeps): Router {
  const router = Router();
  const orders = clients.orders;
  const orderToken = requireOrderToken(orders);

  /** A Bearer token must be a valid admin's (else 401); without one, the order's own X-Order-Token (else 403). */
  const adminOrOrderOwner: RequestHandler = (req, res, next) =>
    /^Bearer\s/i.test(req.get('authorization') ?? '') ? auth.requireAdmin(req, res, next) : orderToken(req, res, next);

  router.post(
    '/upload-photo',
    singleFile('file', PHOTO_MAX_BYTES, 'Arquivo muito grande (máximo 5MB)'),
    async (req, res) => {
      if (!req.file) throw new HttpError(400, 'Nenhum arquivo enviado no campo "file"');
      const { filename } = await orders.storePhoto({ original_name: req.file.originalname, content: req.file.buffer });
      res.json({ filename });
    },
  );

  router.post('/clientes', jsonBody, async (req, res) => {
    const { order, order_token } = await orders.createOrder(orderRequest(req.body));
    res.status(201).json({ ...clientView(order!), order_token });
  });

  router.post('/clientes/no-payment', jsonBody, async (req, res) => {
    const { message, order } = await orders.registerWithoutPayment(orderRequest(req.body));
    res.status(201).json({ message, id: order!.id });
  });

  router.get('/clientes', auth.requireAdmin, async (req, res) => {
    const { orders: list } = await orders.listOrders({ ritual_id: ritualFilter(req.query.ritual_id) });
    res.json(list.map((order) => ({ ...clientView(order), photos: order.photos })));
  });

  router.put('/clientes/:id/payment', adminOrOrderOwner, ...formBody, async (req, res) => {
    const id = pathId(String(req.params.id), ORDER_NOT_FOUND);
    const actor = adminOf(res) ? StatusActor.STATUS_ACTOR_ADMIN : StatusActor.STATUS_ACTOR_CLIENT;
    const order = await orders.setPaymentStatus({ id, payment_status: text(req.body?.payment_status), actor });
    res.json({ id: order.id, payment_status: order.payment_status });
  });

  return router;
}
