// Global setup of the `containers` project: `make compose-up` of the whole product (its own project and env file),
// then the proxy's internal root CA is trusted by the test processes (they check HTTPS, no -k). Torn down with its
// volumes at the end unless KEEP_STACK=1.
import { writeFileSync } from 'node:fs';
import { CA_FILE, composeDown, composeUp, docker, replicas } from './compose-stack.js';

export default async function setup() {
  await composeUp();
  const [proxy] = await replicas('proxy');
  if (!proxy) throw new Error('the proxy container is not running');
  writeFileSync(CA_FILE, await docker('exec', proxy, 'cat', '/data/caddy/pki/authorities/local/root.crt'));
  process.env.NODE_EXTRA_CA_CERTS = CA_FILE;
  return async () => {
    if (process.env.KEEP_STACK !== '1') await composeDown();
  };
}
