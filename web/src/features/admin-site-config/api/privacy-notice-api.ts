import type { PrivacyNotice, PrivacyNoticeInput } from '@ritual/contracts/http';
import { adminApi } from '../../admin-common/api/admin-api';

export type PrivacyNoticeValues = Required<{ [Key in keyof PrivacyNoticeInput]: string }>;

export const fetchPrivacyNotice = (signal?: AbortSignal) => adminApi.get<PrivacyNotice>('/privacy-notice', { signal });

/** Every save is a new version of the notice: new orders must consent to it. */
export const savePrivacyNotice = (values: PrivacyNoticeValues) =>
  adminApi.putJson<PrivacyNotice>('/privacy-notice', values);

export const privacyNoticeValues = (notice: PrivacyNotice): PrivacyNoticeValues => ({
  text: notice.text,
  controller_name: notice.controller_name,
  controller_document: notice.controller_document,
  dpo_name: notice.dpo_name,
  dpo_contact: notice.dpo_contact,
});
