// Container healthcheck: exits 0 when this container's gRPC server reports SERVING (GRPC_PORT, else argv[2]).
// Node's http2 only (./healthcheck-probe.ts), not @grpc/grpc-js: Docker runs this every 10 s in every service.
import { isServing } from './healthcheck-probe.js';

const port = process.argv[2] ?? process.env.GRPC_PORT;
isServing({ port: port ?? '', timeoutMs: 2000 }).then((serving) => process.exit(serving ? 0 : 1));
