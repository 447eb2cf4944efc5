import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { APP_SCHEMAS } from './app-schemas.js';

// docker-compose.yml and the Kubernetes manifests run the same eight apps: the same image, ports and variables per
// app. The infrastructure is each mode's own (production's is outside the cluster, compose has its TLS proxy and
// backup service), but what the dev overlay runs in the cluster (PostgreSQL, NATS, the S3 API) is compose's: the
// same images, commands and, for SeaweedFS, credentials and health check (last block below).
const root = join(import.meta.dirname, '..', '..');
const APPS = Object.keys(APP_SCHEMAS);

/**
 * Variables only one mode sets, each with the reason; every other variable name must be on both sides.
 * - gateway S3_ENDPOINT: in Kubernetes S3_PUBLIC_URL is optional in ritual-config, and the gateway's CSP then
 *   allows the S3_ENDPOINT origin the presigned links fall back to; compose always sets S3_PUBLIC_URL.
 * - gateway BACKUP_STATUS_FILE: compose's backup service writes it; in Kubernetes the operator's own backup tool
 *   (README, Backups) has its own monitoring.
 */
const MODE_SPECIFIC: Record<string, { composeOnly?: string[]; kubernetesOnly?: string[] }> = {
  gateway: { kubernetesOnly: ['S3_ENDPOINT'], composeOnly: ['BACKUP_STATUS_FILE'] },
};

interface ComposeService {
  image?: string;
  command?: string[];
  build?: { target?: string; args?: Record<string, string> };
  environment?: Record<string, string | number>;
  healthcheck?: { test?: string[] };
}
interface Container {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { key: string } } }[];
  readinessProbe?: { httpGet?: { path: string; port: number | string } };
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec?: {
    template?: { spec: { containers: Container[] } };
    ports?: { name: string; port: number; targetPort?: string | number }[];
  };
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

/** `kubectl kustomize` of a folder of deploy/k8s; without kubectl, base's plain files (the overlays need it). */
function render(dir: string): K8sObject[] {
  const folder = join(root, 'deploy', 'k8s', dir);
  const parsed = (text: string) => parseAllDocuments(text).map((doc) => doc.toJS() as K8sObject);
  if (!hasKubectl) {
    return readdirSync(folder)
      .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
      .flatMap((file) => parsed(readFileSync(join(folder, file), 'utf8')));
  }
  const result = spawnSync('kubectl', ['kustomize', folder], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
  return parsed(result.stdout);
}

const container = (objects: K8sObject[], app: string, kind = 'Deployment') =>
  objects.find((o) => o.kind === kind && o.metadata.name === app)!.spec!.template!.spec.containers[0]!;

/** The literal part of a compose value: `${VAR:-default}` gives its default, `${VAR}` nothing. */
const composeLiteral = (value: string | number) =>
  String(value).replace(/\$\{[A-Z0-9_]+(?::?-([^}]*))?[^}]*\}/g, (_match, fallback = '') => fallback);

/** An image reference without registry and tag: `registry.example.com:5000/ritual/catalog:1.0.0` → `ritual/catalog`. */
function imageName(image: string): string {
  const [first, ...rest] = image.replace(/:[^/]*$/, '').split('/');
  return rest.length > 0 && /[.:]|^localhost$/.test(first!) ? rest.join('/') : [first, ...rest].join('/');
}

describe.each(hasKubectl ? ['base', 'overlays/production', 'overlays/dev'] : ['base'])(
  'docker-compose.yml and deploy/k8s/%s',
  (dir) => {
    const objects = render(dir);

    it.each(APPS)('%s: builds and runs the same image', (app) => {
      const service = compose.services[app]!;
      const image = container(objects, app).image;
      expect(basename(service.build?.args?.APP ?? ''), 'compose builds the app of this name').toBe(app);
      expect(service.build?.target, 'Dockerfile target').toBe(app === 'gateway' ? 'gateway' : 'service');
      expect(imageName(image), 'the Kubernetes image').toBe(`ritual/${app}`);
      // Without `image:`, compose names what it builds after the project (ritual-storefront-<app>).
      if (service.image) expect(imageName(composeLiteral(service.image)), 'the compose image').toBe(imageName(image));
    });

    it.each(APPS)('%s: listens and calls on the same ports, and its Service exposes them', (app) => {
      const deployed = container(objects, app);
      const composeEnv = compose.services[app]!.environment ?? {};
      const listening =
        app === 'gateway' ? { variable: 'PORT', port: 'http' } : { variable: 'GRPC_PORT', port: 'grpc' };
      const port = Number(composeLiteral(composeEnv[listening.variable]!));
      expect(deployed.ports?.find((p) => p.name === listening.port)?.containerPort, 'container port').toBe(port);
      const servicePort = objects
        .find((o) => o.kind === 'Service' && o.metadata.name === app)!
        .spec?.ports?.find((p) => p.name === listening.port);
      expect(servicePort?.targetPort, 'Service target').toBe(listening.port);
      // The callers dial <service>:GRPC_PORT; the gateway sits behind the Ingress on its Service's own port.
      if (app !== 'gateway') expect(servicePort?.port, 'Service port').toBe(port);
      // Every variable both sides set literally (ports, *_ADDR, NODE_ENV) has the same value.
      for (const env of deployed.env ?? []) {
        if (env.value === undefined || !(env.name in composeEnv)) continue;
        expect(env.value, env.name).toBe(composeLiteral(composeEnv[env.name]!));
      }
    });

    it.each(APPS)('%s: receives the same variables, but for the documented mode-specific ones', (app) => {
      const { composeOnly = [], kubernetesOnly = [] } = MODE_SPECIFIC[app] ?? {};
      const composeNames = Object.keys(compose.services[app]!.environment ?? {}).filter(
        (n) => !composeOnly.includes(n),
      );
      const k8sNames = (container(objects, app).env ?? []).map((env) => env.name);
      expect(k8sNames.filter((name) => !kubernetesOnly.includes(name)).sort()).toEqual(composeNames.sort());
      for (const name of kubernetesOnly) expect(k8sNames, `${name} is still Kubernetes-only`).toContain(name);
      for (const name of composeOnly) expect(Object.keys(compose.services[app]!.environment ?? {})).toContain(name);
    });
  },
);

/** The .env variable a compose value reads: `${S3_ACCESS_KEY:?set it}` → `S3_ACCESS_KEY`. */
const dotEnvVariable = (value: string | number | undefined) => /^\$\{([A-Z0-9_]+)/.exec(String(value ?? ''))?.[1];

describe.runIf(hasKubectl)('docker-compose.yml and deploy/k8s/overlays/dev: the infrastructure in the cluster', () => {
  const objects = hasKubectl ? render('overlays/dev') : [];
  const statefulSet = (name: string) => container(objects, name, 'StatefulSet');

  it.each(['postgres', 'nats', 's3'])('%s: runs the image compose pins', (name) => {
    expect(statefulSet(name).image).toBe(compose.services[name]!.image);
  });

  it.each(['nats', 's3'])("%s: starts with the arguments of compose's command", (name) => {
    expect(statefulSet(name).args).toEqual(compose.services[name]!.command);
  });

  it('s3: SeaweedFS gets the same variables, holding the key pair orders and payments sign with', () => {
    const composeEnv = compose.services.s3!.environment ?? {};
    const deployed = statefulSet('s3').env ?? [];
    expect(deployed.map((env) => env.name).sort()).toEqual(Object.keys(composeEnv).sort());
    // compose: AWS_ACCESS_KEY_ID and the apps' S3_ACCESS_KEY read one .env variable; Kubernetes: one Secret key.
    for (const app of ['orders', 'payments']) {
      const appCompose = compose.services[app]!.environment ?? {};
      const appDeployed = container(objects, app).env ?? [];
      for (const [name, value] of Object.entries(composeEnv)) {
        const appVariable = Object.keys(appCompose).find(
          (key) => dotEnvVariable(appCompose[key]) === dotEnvVariable(value),
        );
        expect(appVariable, `${app} reads what s3's ${name} reads`).toBeDefined();
        const secretKey = (env: Container['env'], variable: string) =>
          env?.find((e) => e.name === variable)?.valueFrom?.secretKeyRef?.key;
        expect(secretKey(deployed, name), `${name} ↔ ${app} ${appVariable}`).toBe(secretKey(appDeployed, appVariable!));
        expect(secretKey(deployed, name), name).toBeDefined();
      }
    }
  });

  it("s3: Kubernetes probes the URL compose's health check asks", () => {
    const url = compose.services.s3!.healthcheck?.test?.find((word) => /^https?:\/\//.test(word));
    expect(url, 'compose health check URL').toBeDefined();
    const { pathname, port } = new URL(url!);
    const server = statefulSet('s3');
    const probe = server.readinessProbe?.httpGet;
    expect(probe?.path).toBe(pathname);
    const probePort =
      typeof probe?.port === 'number' ? probe.port : server.ports?.find((p) => p.name === probe?.port)?.containerPort;
    expect(probePort).toBe(Number(port));
  });
});
