import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  dir: string;
  ca: Buffer;
  server: { cert: Buffer; key: Buffer };
  client: { certFile: string; keyFile: string; pfxFile: string; passphrase: string };
  /** A client certificate from a CA the server does not trust. */
  stranger: { certFile: string; keyFile: string };
  remove(): void;
}

/** A throwaway CA, a server certificate for 127.0.0.1 and client certificates (PEM and PKCS#12), made with openssl. */
export function makeTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'psp-certs-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const selfSigned = (name: string, subject: string) =>
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      subject,
      '-keyout',
      at(`${name}.key`),
      '-out',
      at(`${name}.crt`),
    );
  const issued = (name: string, subject: string, ca: string, extensions?: string) => {
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      subject,
      '-keyout',
      at(`${name}.key`),
      '-out',
      at(`${name}.csr`),
    );
    const extra = extensions ? ['-extfile', at(`${name}.ext`)] : [];
    if (extensions) writeFileSync(at(`${name}.ext`), extensions);
    openssl(
      'x509',
      '-req',
      '-in',
      at(`${name}.csr`),
      '-CA',
      at(`${ca}.crt`),
      '-CAkey',
      at(`${ca}.key`),
      '-CAcreateserial',
      '-days',
      '2',
      '-out',
      at(`${name}.crt`),
      ...extra,
    );
  };
  selfSigned('ca', '/CN=PSP Test CA');
  selfSigned('other-ca', '/CN=Other CA');
  issued('server', '/CN=127.0.0.1', 'ca', 'subjectAltName=IP:127.0.0.1');
  issued('client', '/CN=loja', 'ca');
  issued('stranger', '/CN=intruso', 'other-ca');
  const passphrase = 'senha-do-certificado';
  openssl(
    'pkcs12',
    '-export',
    '-in',
    at('client.crt'),
    '-inkey',
    at('client.key'),
    '-out',
    at('client.p12'),
    '-passout',
    `pass:${passphrase}`,
  );
  return {
    dir,
    ca: readFileSync(at('ca.crt')),
    server: { cert: readFileSync(at('server.crt')), key: readFileSync(at('server.key')) },
    client: { certFile: at('client.crt'), keyFile: at('client.key'), pfxFile: at('client.p12'), passphrase },
    stranger: { certFile: at('stranger.crt'), keyFile: at('stranger.key') },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
