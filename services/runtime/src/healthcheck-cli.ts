// Container healthcheck: exits 0 when this container's gRPC server reports SERVING (GRPC_PORT, else argv[2]).
import { createHealthClient, ServingStatus } from './index.js';

const port = process.argv[2] ?? process.env.GRPC_PORT;
const health = createHealthClient(`127.0.0.1:${port}`);
health
  .check('', 2000)
  .then((status) => process.exit(status === ServingStatus.SERVING ? 0 : 1))
  .catch(() => process.exit(1))
  .finally(() => health.close());
