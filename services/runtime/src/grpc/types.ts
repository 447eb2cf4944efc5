import type { MethodDefinition } from '@grpc/grpc-js';

/** A ts-proto service definition: method name → grpc-js method definition. */
// biome-ignore lint/suspicious/noExplicitAny: method types vary per method
export type ServiceDefinition = Record<string, MethodDefinition<any, any>>;

type RequestOf<M> = M extends { requestDeserialize: (bytes: Buffer) => infer Req } ? Req : never;
type ResponseOf<M> = M extends { responseDeserialize: (bytes: Buffer) => infer Res } ? Res : never;

export interface CallInfo {
  /** gRPC metadata values by lowercase key (first value only). */
  metadata: Record<string, string>;
}

/** Server side: each RPC as an async function that returns the response or throws a DomainError. */
export type AsyncService<D extends ServiceDefinition> = {
  [K in keyof D]: (request: RequestOf<D[K]>, call: CallInfo) => Promise<ResponseOf<D[K]>>;
};

/** Client side: each RPC as an async function. */
export type AsyncClient<D extends ServiceDefinition> = {
  [K in keyof D]: (
    request: RequestOf<D[K]>,
    options?: { deadlineMs?: number; waitForReady?: boolean },
  ) => Promise<ResponseOf<D[K]>>;
};
