import type { DataRequestsService, PrivacyService } from '@ritual/proto/ritual/v1/privacy';
import type { AsyncService } from '@ritual/runtime';
import { type DataRequestStore, validateDataRequest } from '../domain/data-requests.js';
import { validatePrivacyNotice } from '../domain/privacy-notice.js';
import type { PrivacyNoticeStore } from '../domain/privacy-notice-store.js';

export function privacyHandlers(notices: PrivacyNoticeStore): AsyncService<typeof PrivacyService> {
  return {
    getPrivacyNotice: () => notices.current(),
    updatePrivacyNotice: (request) => notices.save(validatePrivacyNotice(request)),
  };
}

export function dataRequestHandlers(requests: DataRequestStore): AsyncService<typeof DataRequestsService> {
  return {
    createDataRequest: async (request) => requests.create(validateDataRequest(request)),
    listDataRequests: async () => ({ requests: await requests.list() }),
  };
}
