// Global setup of the `containers` project: `make compose-up` of the whole product (its own project and env file, backups
// on into a folder of its own), then the proxy's internal root CA is trusted by the test processes (they check HTTPS,
// no -k). Torn down with its volumes at the end unless KEEP_STACK=1.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { newKeyPair } from '../local/src/backup/sealed.js';
import {
  BACKUP_DIR,
  BACKUP_KEY_FILE,
  CA_FILE,
  composeDown,
  composeUp,
  docker,
  removeLeftovers,
  replicas,
  STATE_DIR,
} from './compose-stack.js';

export default async function setup() {
  mkdirSync(STATE_DIR, { recursive: true });
  if (!existsSync(BACKUP_KEY_FILE)) {
    const { identity, recipient } = await newKeyPair();
    writeFileSync(BACKUP_KEY_FILE, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  }
  // A fresh stack (its volumes are removed at the end, or here when a run was cut short) backs up into a fresh folder.
  const left = await removeLeftovers();
  if (left.length) process.stdout.write(`[containers] removed what an interrupted run left: ${left.join(', ')}\n`);
  rmSync(BACKUP_DIR, { recursive: true, force: true });
  mkdirSync(BACKUP_DIR, { recursive: true });
  await composeUp();
  const [proxy] = await replicas('proxy');
  if (!proxy) throw new Error('the proxy container is not running');
  writeFileSync(CA_FILE, await docker('exec', proxy, 'cat', '/data/caddy/pki/authorities/local/root.crt'));
  process.env.NODE_EXTRA_CA_CERTS = CA_FILE;
  return async () => {
    if (process.env.KEEP_STACK !== '1') await composeDown();
  };
}
