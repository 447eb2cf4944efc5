import { type DataRequest, privacyApi, TOO_MANY_DATA_REQUESTS } from '@ritual/contracts/http';
import type { DataRequest as DataRequestMessage } from '@ritual/proto/ritual/v1/privacy';
import type { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { implement } from '../http/route.js';
import type { RouteDeps } from './index.js';

const HOUR_MS = 3600_000;
/** Requests accepted per hour from one client address: enough for a family on one connection, not for a flood. */
export const DATA_REQUESTS_PER_HOUR = 5;

const requestJson = (request: DataRequestMessage): DataRequest => ({
  ...request,
  kind: request.kind as DataRequest['kind'],
  status: request.status as DataRequest['status'],
});

/** LGPD: the privacy notice (site-config owns its versions) and the requests of data subjects. */
export function privacyRoutes(deps: RouteDeps): Router {
  const { privacy, dataRequests } = deps.clients;
  return implement(privacyApi, deps, {
    getPrivacyNotice: () => privacy.getPrivacyNotice({}),
    updatePrivacyNotice: ({ body }) => privacy.updatePrivacyNotice(body),
    createDataRequest: {
      middleware: [
        rateLimit({
          windowMs: HOUR_MS,
          limit: DATA_REQUESTS_PER_HOUR,
          standardHeaders: 'draft-8',
          legacyHeaders: false,
          message: { detail: TOO_MANY_DATA_REQUESTS },
        }),
      ],
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
  });
}
