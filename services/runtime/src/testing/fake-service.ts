import { status } from '@grpc/grpc-js';
import { DomainError } from '../errors.js';
import { registration, startGrpcServer } from '../grpc/server.js';
import type { AsyncService, ServiceDefinition } from '../grpc/types.js';
import { createLogger } from '../logger.js';

/**
 * A throwaway gRPC server for tests that answers the given methods and UNIMPLEMENTED for the rest,
 * standing in for a service the code under test calls.
 */
export async function startFakeService<D extends ServiceDefinition>(
  name: string,
  definition: D,
  methods: Partial<AsyncService<D>>,
): Promise<{ address: string; stop(): Promise<void> }> {
  const implementation = Object.fromEntries(
    Object.keys(definition).map((method) => [
      method,
      methods[method] ??
        (async () => {
          throw new DomainError(status.UNIMPLEMENTED, `${name}.${method} is not faked`);
        }),
    ]),
  ) as AsyncService<D>;
  const server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger('fake', 'silent'),
    services: [registration(name, definition, implementation)],
  });
  return { address: `127.0.0.1:${server.port}`, stop: () => server.drain(100) };
}
