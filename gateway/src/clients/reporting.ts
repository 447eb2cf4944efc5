import { ReportingService } from '@ritual/proto/ritual/v1/reporting';
import { createClient } from '@ritual/runtime';

export const createReportingClient = (address: string) => createClient(ReportingService, address);
export type ReportingClient = ReturnType<typeof createReportingClient>;
