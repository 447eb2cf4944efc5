import type { DataRequestsService, PrivacyService, RetentionService } from '@ritual/proto/ritual/v1/privacy';
import type { AsyncService } from '@ritual/runtime';
import { type DataRequestStore, validateDataRequest, validateStatusUpdate } from '../domain/data-requests.js';
import { validatePrivacyNotice } from '../domain/privacy-notice.js';
import type { PrivacyNoticeStore } from '../domain/privacy-notice-store.js';
import {
  type RetentionSettingsStore,
  retentionMessage,
  validateRetentionSettings,
} from '../domain/retention-settings.js';

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
    updateDataRequestStatus: async (request) => requests.updateStatus(validateStatusUpdate(request)),
    lookupDataRequest: async (request) => requests.lookup(request),
  };
}

export function retentionHandlers(settings: RetentionSettingsStore): AsyncService<typeof RetentionService> {
  return {
    getRetentionSettings: async () => retentionMessage(await settings.get()),
    updateRetentionSettings: async (request) =>
      retentionMessage(await settings.save(validateRetentionSettings(request))),
  };
}
