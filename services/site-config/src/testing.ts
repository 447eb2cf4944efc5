import { PrivacyService } from '@ritual/proto/ritual/v1/privacy';
import { startFakeService } from '@ritual/runtime/testing';
import { DEFAULT_PRIVACY_NOTICE } from './domain/privacy-notice.js';

/** Privacy.GetPrivacyNotice answering the default notice (version 1), for tests that place orders through the gateway. */
export function startFakePrivacy() {
  return startFakeService('ritual.v1.Privacy', PrivacyService, {
    getPrivacyNotice: async () => DEFAULT_PRIVACY_NOTICE,
  });
}

/** The consent an order form sends for the default notice. */
export const DEFAULT_CONSENT = { accepted: true, notice_version: DEFAULT_PRIVACY_NOTICE.version } as const;
