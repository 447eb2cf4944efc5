import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { APP_SCHEMAS, knownKeys } from './app-schemas.js';

const k8s = join(import.meta.dirname, '..', 'k8s');
const SERVICES = Object.keys(APP_SCHEMAS).filter((name) => name !== 'gateway');

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}
interface Container {
  name: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface Probe {
  grpc?: { port: number };
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
  volumes?: { name: string; emptyDir?: unknown }[];
}

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

function parseObjects(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null)
    .map(unwrapSecretData);
}

/** kustomize wraps long base64 values over lines, which the API server's decoder ignores and the schema's doesn't. */
function unwrapSecretData(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, value.replace(/\s/g, '')]));
  return { ...object, data };
}

const renderCache = new Map<string, K8sObject[]>();

/** `kubectl kustomize` output; without kubectl, the plain manifests of the folder as they are. */
function render(dir: string): K8sObject[] {
  let objects = renderCache.get(dir);
  if (!objects) {
    objects = renderNow(dir);
    renderCache.set(dir, objects);
  }
  return structuredClone(objects);
}

function renderNow(dir: string): K8sObject[] {
  if (hasKubectl) {
    const result = spawnSync('kubectl', ['kustomize', join(k8s, dir)], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
    return parseObjects(result.stdout);
  }
  return readdirSync(join(k8s, dir))
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .flatMap((file) => parseObjects(readFileSync(join(k8s, dir, file), 'utf8')));
}

/** apiVersion "apps/v1" + kind "Deployment" → the kubernetes-models class, whose validate() checks the schema. */
async function validateAgainstSchema(object: K8sObject): Promise<void> {
  const group = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
  const module = (await import(`kubernetes-models/${group}/${object.kind}`)) as Record<
    string,
    new (
      data: unknown,
    ) => { validate(): void }
  >;
  const Model = module[object.kind];
  if (!Model) throw new Error(`kubernetes-models has no ${object.apiVersion} ${object.kind}`);
  new Model(object).validate();
}

const byKind = (objects: K8sObject[], kind: string) => objects.filter((object) => object.kind === kind);
const podSpec = (object: K8sObject) => (object.spec as { template: { spec: PodSpec } }).template.spec;
const envValue = (container: Container, name: string) => container.env?.find((env) => env.name === name)?.value;

describe.each(['base', 'overlays/production', 'overlays/dev'])('deploy/k8s/%s', (dir) => {
  const run = dir === 'base' || hasKubectl ? it : it.skip;
  const objects = () => render(dir);

  run('validates every object against the Kubernetes schemas', async () => {
    const rendered = objects();
    expect(rendered.length).toBeGreaterThan(0);
    for (const object of rendered) {
      await expect(validateAgainstSchema(object), `${object.kind}/${object.metadata.name}`).resolves.toBeUndefined();
    }
  });

  run('runs each app as a non-root Deployment with a read-only root, a writable /tmp and bounded resources', () => {
    const deployments = byKind(objects(), 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(Object.keys(APP_SCHEMAS).sort());
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const pod = podSpec(deployment);
      expect(pod.securityContext?.runAsNonRoot, `${name} runAsNonRoot`).toBe(true);
      const tmpVolumes = new Set(pod.volumes?.filter((v) => v.emptyDir !== undefined).map((v) => v.name));
      for (const container of pod.containers) {
        expect(container.securityContext?.readOnlyRootFilesystem, `${name} read-only root`).toBe(true);
        expect(container.securityContext?.allowPrivilegeEscalation, `${name} privilege escalation`).toBe(false);
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(tmp && tmpVolumes.has(tmp.name), `${name} emptyDir on /tmp`).toBe(true);
        for (const bound of ['requests', 'limits'] as const) {
          expect(Object.keys(container.resources?.[bound] ?? {}).sort(), `${name} ${bound}`).toEqual(['cpu', 'memory']);
        }
      }
    }
  });

  run('probes each service over gRPC health on its GRPC_PORT, and the gateway over HTTP', () => {
    const deployments = byKind(objects(), 'Deployment');
    for (const name of SERVICES) {
      const container = podSpec(deployments.find((d) => d.metadata.name === name)!).containers[0]!;
      const port = Number(envValue(container, 'GRPC_PORT'));
      expect(
        container.ports?.map((p) => p.containerPort),
        name,
      ).toContain(port);
      expect(container.readinessProbe?.grpc?.port, `${name} readiness`).toBe(port);
      expect(container.livenessProbe?.grpc?.port, `${name} liveness`).toBe(port);
    }
    const gateway = podSpec(deployments.find((d) => d.metadata.name === 'gateway')!).containers[0]!;
    expect(gateway.readinessProbe?.httpGet?.path).toBe('/api/health');
    expect(gateway.livenessProbe).toBeDefined();
  });

  run('gives the gateway the origin of the presigned links, from where its CSP lets the panel show receipts', () => {
    const deployments = byKind(objects(), 'Deployment');
    const filesOrigin = (name: string) =>
      podSpec(deployments.find((d) => d.metadata.name === name)!)
        .containers[0]!.env?.filter((env) => ['S3_ENDPOINT', 'S3_PUBLIC_URL'].includes(env.name))
        .sort((a, b) => a.name.localeCompare(b.name));

    expect(filesOrigin('gateway')).toHaveLength(2);
    for (const name of ['orders', 'payments']) expect(filesOrigin('gateway'), name).toEqual(filesOrigin(name));
  });

  run('passes each app only variables its config schema knows, and gives each Deployment a Service', () => {
    const rendered = objects();
    const services = byKind(rendered, 'Service');
    for (const deployment of byKind(rendered, 'Deployment')) {
      const name = deployment.metadata.name;
      const known = knownKeys(name);
      const container = podSpec(deployment).containers[0]!;
      expect(container.env?.map((env) => env.name).filter((key) => !known.has(key)) ?? [], name).toEqual([]);
      expect(envValue(container, 'NODE_ENV'), `${name} NODE_ENV`).toBe('production');
      const service = services.find((s) => s.metadata.name === name);
      expect(service, `Service ${name}`).toBeDefined();
      const labels = (deployment.spec as { template: { metadata: { labels: Record<string, string> } } }).template
        .metadata.labels;
      expect(labels).toMatchObject((service!.spec as { selector: Record<string, string> }).selector);
    }
  });

  if (dir === 'base') return;

  run('provides every ConfigMap key the Deployments need', () => {
    const rendered = objects();
    const configMaps = byKind(rendered, 'ConfigMap');
    expect(configMaps).toHaveLength(1);
    const data = configMaps[0]!.data ?? {};
    for (const deployment of byKind(rendered, 'Deployment')) {
      for (const env of podSpec(deployment).containers[0]!.env ?? []) {
        const ref = env.valueFrom?.configMapKeyRef;
        if (ref && !ref.optional) expect(data, `${deployment.metadata.name} ${env.name}`).toHaveProperty(ref.key);
        if (ref) expect(ref.name).toBe(configMaps[0]!.metadata.name);
      }
    }
  });

  if (dir === 'overlays/production') {
    run('autoscales the gateway and payments, reads an operator-made Secret and external infrastructure', () => {
      const rendered = objects();
      const hpas = byKind(rendered, 'HorizontalPodAutoscaler');
      expect(
        hpas.map((hpa) => (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name).sort(),
      ).toEqual(['gateway', 'payments']);
      expect(byKind(rendered, 'Secret')).toEqual([]);
      expect(byKind(rendered, 'StatefulSet')).toEqual([]);
      const secretRefs = byKind(rendered, 'Deployment').flatMap((d) =>
        (podSpec(d).containers[0]!.env ?? []).flatMap((env) => env.valueFrom?.secretKeyRef?.name ?? []),
      );
      expect(new Set(secretRefs)).toEqual(new Set(['ritual-secrets']));
      const data = byKind(rendered, 'ConfigMap')[0]!.data ?? {};
      expect(data.NATS_URL).toMatch(/^nats:\/\/.+\..+:\d+$/);
      expect(data.S3_ENDPOINT).toMatch(/^https?:\/\/.+\..+/);
      // Browsers open presigned links: a public HTTPS origin, not the in-cluster endpoint.
      expect(data.S3_PUBLIC_URL).toMatch(/^https:\/\/[^/]+\.[^/]+$/);
    });
  }

  if (dir === 'overlays/dev') {
    run(
      'runs PostgreSQL, NATS JetStream and MinIO in the cluster, creates the bucket, and has every secret key',
      () => {
        const rendered = objects();
        expect(
          byKind(rendered, 'StatefulSet')
            .map((s) => s.metadata.name)
            .sort(),
        ).toEqual(['minio', 'nats', 'postgres']);
        expect(byKind(rendered, 'Job').map((j) => j.metadata.name)).toEqual(['minio-bucket']);
        const nats = podSpec(byKind(rendered, 'StatefulSet').find((s) => s.metadata.name === 'nats')!).containers[0]!;
        expect((nats as { args?: string[] }).args).toContain('-js');
        const secrets = byKind(rendered, 'Secret');
        expect(secrets).toHaveLength(1);
        const keys = Object.keys(secrets[0]!.data ?? {});
        for (const object of [...byKind(rendered, 'Deployment'), ...byKind(rendered, 'StatefulSet')]) {
          for (const env of podSpec(object).containers[0]!.env ?? []) {
            const ref = env.valueFrom?.secretKeyRef;
            if (ref && !ref.optional) expect(keys, `${object.metadata.name} ${env.name}`).toContain(ref.key);
          }
        }
      },
    );
  }
});
