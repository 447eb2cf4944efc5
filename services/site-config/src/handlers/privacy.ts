import type { PrivacyService } from '@ritual/proto/ritual/v1/privacy';
import type { AsyncService } from '@ritual/runtime';
import { validatePrivacyNotice } from '../domain/privacy-notice.js';
import type { PrivacyNoticeStore } from '../domain/privacy-notice-store.js';

export function privacyHandlers(notices: PrivacyNoticeStore): AsyncService<typeof PrivacyService> {
  return {
    getPrivacyNotice: () => notices.current(),
    updatePrivacyNotice: (request) => notices.save(validatePrivacyNotice(request)),
  };
}
