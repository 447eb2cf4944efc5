import { status } from '@grpc/grpc-js';

/** A rule broken by the caller; `message` is the pt-BR text the client sees. */
export class DomainError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidArgument = (message: string) => new DomainError(status.INVALID_ARGUMENT, message);
export const notFound = (message: string) => new DomainError(status.NOT_FOUND, message);
export const alreadyExists = (message: string) => new DomainError(status.ALREADY_EXISTS, message);
export const permissionDenied = (message: string) => new DomainError(status.PERMISSION_DENIED, message);
export const unauthenticated = (message: string) => new DomainError(status.UNAUTHENTICATED, message);
export const tooManyRequests = (message: string) => new DomainError(status.RESOURCE_EXHAUSTED, message);
/** Mapped to HTTP 413 by the gateway. */
export const tooLarge = (message: string) => new DomainError(status.OUT_OF_RANGE, message);
