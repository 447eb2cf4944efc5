import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECEIPT_MAX_BYTES, VIDEO_MAX_BYTES } from '@ritual/contracts/limits';
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
  startupProbe?: Probe;
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
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean };
  containers: Container[];
  volumes?: { name: string; emptyDir?: unknown }[];
  topologySpreadConstraints?: {
    topologyKey: string;
    whenUnsatisfiable: string;
    maxSkew: number;
    labelSelector?: LabelSelector;
  }[];
}
interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist'; values?: string[] }[];
}
interface PolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}
interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: { protocol?: string; port?: number | string }[];
}
interface NetworkPolicySpec {
  podSelector: LabelSelector;
  policyTypes?: string[];
  ingress?: PolicyRule[];
  egress?: PolicyRule[];
}
interface ServicePort {
  name?: string;
  port: number;
  targetPort?: number | string;
  appProtocol?: string;
}
/** A Deployment, StatefulSet or Job, seen as the pods it makes. */
interface Workload {
  name: string;
  labels: Record<string, string>;
  annotations: Record<string, string>;
  container: Container;
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
const hasEnv = (workload: Workload, name: string) => workload.container.env?.some((env) => env.name === name) ?? false;
const grpcPort = (workload: Workload) => Number(envValue(workload.container, 'GRPC_PORT'));

function workloads(objects: K8sObject[]): Workload[] {
  return objects
    .filter((object) => ['Deployment', 'StatefulSet', 'Job'].includes(object.kind))
    .map((object) => {
      const { metadata } = (
        object.spec as {
          template: { metadata: { labels: Record<string, string>; annotations?: Record<string, string> } };
        }
      ).template;
      return {
        name: object.metadata.name,
        labels: metadata.labels,
        annotations: metadata.annotations ?? {},
        container: podSpec(object).containers[0]!,
      };
    });
}

function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    if (operator === 'Exists') return value !== undefined;
    if (operator === 'DoesNotExist') return value === undefined;
    const listed = value !== undefined && values.includes(value);
    return operator === 'In' ? listed : !listed;
  });
  return byLabels && byExpressions;
}

/** Whether a rule's ports let `port`/`protocol` through; a named port is looked up among `namedPorts`. */
function portAllowed(rule: PolicyRule, port: number, protocol: string, namedPorts: Container['ports'] = []): boolean {
  if (!rule.ports?.length) return true;
  return rule.ports.some(
    (allowed) =>
      (allowed.protocol ?? 'TCP') === protocol &&
      (allowed.port === undefined ||
        allowed.port === port ||
        namedPorts.some((named) => named.name === allowed.port && named.containerPort === port)),
  );
}

/** Who a peer list admits: workloads of the namespace by name, `namespace:<name>`, `ip:<cidr>` or `anywhere`. */
function peersOf(peers: PolicyPeer[] | undefined, all: Workload[]): string[] {
  if (!peers?.length) return ['anywhere'];
  return peers.flatMap((peer) => {
    if (peer.ipBlock) return [`ip:${peer.ipBlock.cidr}`];
    if (peer.namespaceSelector) {
      return [`namespace:${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name'] ?? 'any'}`];
    }
    return all.filter((workload) => selects(peer.podSelector ?? {}, workload.labels)).map((workload) => workload.name);
  });
}

function policiesFor(objects: K8sObject[], workload: Workload, type: 'Ingress' | 'Egress'): NetworkPolicySpec[] {
  return byKind(objects, 'NetworkPolicy')
    .map((policy) => policy.spec as unknown as NetworkPolicySpec)
    .filter((spec) => spec.policyTypes?.includes(type) && selects(spec.podSelector, workload.labels));
}

/** The sources the network policies let reach `target` on `port` (TCP), sorted. */
function ingressSources(objects: K8sObject[], target: Workload, port: number): string[] {
  const all = workloads(objects);
  const sources = policiesFor(objects, target, 'Ingress').flatMap((spec) =>
    (spec.ingress ?? [])
      .filter((rule) => portAllowed(rule, port, 'TCP', target.container.ports))
      .flatMap((rule) => peersOf(rule.from, all)),
  );
  return [...new Set(sources)].sort();
}

/** The destinations the network policies let `source` reach on `port`, sorted. */
function egressDestinations(objects: K8sObject[], source: Workload, port: number, protocol = 'TCP'): string[] {
  const all = workloads(objects);
  const destinations = policiesFor(objects, source, 'Egress').flatMap((spec) =>
    (spec.egress ?? []).filter((rule) => portAllowed(rule, port, protocol)).flatMap((rule) => peersOf(rule.to, all)),
  );
  return [...new Set(destinations)].sort();
}

/** Host and port of a URL, with the scheme's default port. */
function endpointOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  const defaults: Record<string, number> = { 'https:': 443, 'http:': 80, 'postgres:': 5432, 'nats:': 4222 };
  return { host: parsed.hostname, port: Number(parsed.port || defaults[parsed.protocol]) };
}

/** "11m" (ingress-nginx's size notation) in bytes. */
function nginxSize(size: string): number {
  const [, amount, unit = ''] = /^(\d+)([kmg]?)$/i.exec(size) ?? [];
  return Number(amount) * 1024 ** ['', 'k', 'm', 'g'].indexOf(unit.toLowerCase());
}

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
      expect(container.startupProbe?.grpc?.port, `${name} startup`).toBe(port);
      expect(container.readinessProbe?.grpc?.port, `${name} readiness`).toBe(port);
      expect(container.livenessProbe?.grpc?.port, `${name} liveness`).toBe(port);
    }
    const gateway = podSpec(deployments.find((d) => d.metadata.name === 'gateway')!).containers[0]!;
    expect(gateway.startupProbe).toBeDefined();
    expect(gateway.readinessProbe?.httpGet?.path).toBe('/api/health');
    expect(gateway.livenessProbe).toBeDefined();
  });

  run('serves each gRPC Service headless on its GRPC_PORT, so DNS gives the clients every pod', () => {
    const rendered = objects();
    const apps = workloads(rendered);
    for (const name of SERVICES) {
      const service = byKind(rendered, 'Service').find((s) => s.metadata.name === name)!;
      const spec = service.spec as { clusterIP?: string; ports: ServicePort[] };
      expect(spec.clusterIP, `${name} clusterIP`).toBe('None');
      const grpc = spec.ports.find((port) => port.appProtocol === 'grpc');
      expect(grpc?.port, `${name} gRPC port`).toBe(grpcPort(apps.find((w) => w.name === name)!));
    }
  });

  run('spreads the replicas of each app over nodes without ever blocking scheduling', () => {
    const deployments = byKind(objects(), 'Deployment');
    const apps = workloads(objects());
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const spread = podSpec(deployment).topologySpreadConstraints?.find(
        (constraint) => constraint.topologyKey === 'kubernetes.io/hostname',
      );
      expect(spread?.whenUnsatisfiable, `${name} spread`).toBe('ScheduleAnyway');
      expect(spread?.labelSelector, `${name} spread selector`).toBeDefined();
      const counted = apps.filter((w) => selects(spread!.labelSelector!, w.labels));
      expect(
        counted.map((w) => w.name),
        `${name} spread counts its own pods`,
      ).toEqual([name]);
    }
  });

  run('lets node drains evict the gateway, payments and messaging, one pod at a time', () => {
    const rendered = objects();
    const budgets = byKind(rendered, 'PodDisruptionBudget');
    expect(budgets.map((b) => b.metadata.name).sort()).toEqual(['gateway', 'messaging', 'payments']);
    for (const budget of budgets) {
      const spec = budget.spec as { selector: LabelSelector; maxUnavailable?: number; minAvailable?: number };
      const guarded = workloads(rendered).filter((w) => selects(spec.selector, w.labels));
      expect(
        guarded.map((w) => w.name),
        `${budget.metadata.name} selects`,
      ).toEqual([budget.metadata.name]);
      const deployment = byKind(rendered, 'Deployment').find((d) => d.metadata.name === budget.metadata.name)!;
      const replicas = (deployment.spec as { replicas: number }).replicas;
      const evictable = spec.maxUnavailable ?? replicas - (spec.minAvailable ?? replicas);
      expect(evictable, `${budget.metadata.name} may lose one pod of ${replicas}`).toBe(1);
    }
  });

  run('denies every flow by default and lets every pod resolve names through kube-dns', () => {
    const rendered = objects();
    const defaultDeny = byKind(rendered, 'NetworkPolicy')
      .map((policy) => policy.spec as unknown as NetworkPolicySpec)
      .filter((spec) => Object.keys(spec.podSelector).length === 0 && !spec.ingress && !spec.egress);
    expect(defaultDeny.flatMap((spec) => spec.policyTypes ?? []).sort()).toEqual(['Egress', 'Ingress']);
    for (const workload of workloads(rendered)) {
      for (const protocol of ['UDP', 'TCP']) {
        expect(egressDestinations(rendered, workload, 53, protocol), `${workload.name} DNS ${protocol}`).toContain(
          'namespace:kube-system',
        );
      }
    }
  });

  run('lets each service be called on its gRPC port by exactly the apps that hold its address', () => {
    const rendered = objects();
    const apps = workloads(rendered).filter((w) => w.name in APP_SCHEMAS);
    const address = (name: string) => `${name}:${grpcPort(apps.find((w) => w.name === name)!)}`;
    const holds = (caller: Workload, name: string) =>
      caller.container.env?.some((env) => env.value === address(name)) ?? false;
    for (const name of SERVICES) {
      const callers = apps.filter((caller) => holds(caller, name)).map((caller) => caller.name);
      expect(callers, `${name} is called by the gateway`).toContain('gateway');
      const target = apps.find((w) => w.name === name)!;
      expect(ingressSources(rendered, target, grpcPort(target)), `${name} callers`).toEqual(callers.sort());
    }
    for (const caller of apps) {
      const reachable = SERVICES.filter((name) =>
        egressDestinations(rendered, caller, grpcPort(apps.find((w) => w.name === name)!)).includes(name),
      );
      expect(reachable, `${caller.name} calls`).toEqual(SERVICES.filter((name) => holds(caller, name)));
    }
  });

  run('lets the ingress controller reach the gateway, and Prometheus each annotated metrics port', () => {
    const rendered = objects();
    const apps = workloads(rendered).filter((w) => w.name in APP_SCHEMAS);
    const gateway = apps.find((w) => w.name === 'gateway')!;
    const http = gateway.container.ports!.find((port) => port.name === 'http')!.containerPort;
    expect(ingressSources(rendered, gateway, http)).toEqual(['namespace:ingress-nginx', 'namespace:monitoring']);
    for (const app of apps) {
      expect(app.annotations['prometheus.io/scrape'], app.name).toBe('true');
      const metricsPort = Number(app.annotations['prometheus.io/port']);
      expect(
        app.container.ports?.map((port) => port.containerPort),
        `${app.name} listens on its metrics port`,
      ).toContain(metricsPort);
      expect(ingressSources(rendered, app, metricsPort), `${app.name} metrics`).toContain('namespace:monitoring');
    }
  });

  run(
    'puts the gateway behind an Ingress with TLS for its host, taking receipts and ritual videos of the largest size',
    () => {
      const rendered = objects();
      const ingresses = byKind(rendered, 'Ingress');
      expect(ingresses).toHaveLength(1);
      const ingress = ingresses[0]!;
      const spec = ingress.spec as {
        tls: { hosts: string[]; secretName: string }[];
        rules: {
          host: string;
          http: { paths: { backend: { service: { name: string; port: { name?: string; number?: number } } } }[] };
        }[];
      };
      const tlsHosts = spec.tls.flatMap((tls) => tls.hosts);
      expect(spec.tls.every((tls) => tls.secretName)).toBe(true);
      const gatewayService = byKind(rendered, 'Service').find((s) => s.metadata.name === 'gateway')!;
      const servicePorts = (gatewayService.spec as { ports: ServicePort[] }).ports;
      for (const rule of spec.rules) {
        expect(tlsHosts, 'TLS for each host').toContain(rule.host);
        for (const { backend } of rule.http.paths) {
          expect(backend.service.name).toBe('gateway');
          expect(servicePorts.map((port) => port.name)).toContain(backend.service.port.name);
        }
      }
      const bodyLimit = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
      expect(nginxSize(bodyLimit)).toBeGreaterThan(Math.max(RECEIPT_MAX_BYTES, VIDEO_MAX_BYTES));
      if (dir === 'base') return;
      const siteDomain = byKind(rendered, 'ConfigMap')[0]!.data?.SITE_DOMAIN;
      expect(spec.rules.map((rule) => rule.host)).toEqual([siteDomain]);
    },
  );

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
    run('asks cert-manager for the certificate of the store domain', () => {
      const ingress = byKind(objects(), 'Ingress')[0]!;
      expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    });

    run('lets each app out to the external PostgreSQL, NATS and S3 only when it holds their address', () => {
      const rendered = objects();
      const config = byKind(rendered, 'ConfigMap')[0]!.data ?? {};
      const external = [
        { variable: 'DATABASE_URL', port: 5432 },
        { variable: 'NATS_URL', port: endpointOf(config.NATS_URL!).port },
        { variable: 'S3_ACCESS_KEY', port: endpointOf(config.S3_ENDPOINT!).port },
      ];
      for (const app of workloads(rendered)) {
        for (const { variable, port } of external) {
          const outside = egressDestinations(rendered, app, port).some((destination) => destination.startsWith('ip:'));
          expect(outside, `${app.name} → ${variable} port ${port}`).toBe(hasEnv(app, variable));
        }
      }
    });

    run(
      'autoscales the gateway, payments, orders and messaging, reads an operator-made Secret and external infrastructure',
      () => {
        const rendered = objects();
        const hpas = byKind(rendered, 'HorizontalPodAutoscaler');
        expect(
          hpas
            .map((hpa) => (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name)
            .sort(),
        ).toEqual(['gateway', 'messaging', 'orders', 'payments']);
        // The HPAs own the replica counts: each Deployment they scale starts at their minimum.
        for (const hpa of hpas) {
          const spec = hpa.spec as { scaleTargetRef: { name: string }; minReplicas: number };
          const deployment = byKind(rendered, 'Deployment').find((d) => d.metadata.name === spec.scaleTargetRef.name)!;
          expect((deployment.spec as { replicas: number }).replicas, spec.scaleTargetRef.name).toBe(spec.minReplicas);
        }
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
      },
    );
  }

  if (dir === 'overlays/dev') {
    run(
      'runs PostgreSQL, NATS JetStream and SeaweedFS in the cluster, with no bucket Job, and has every secret key',
      () => {
        const rendered = objects();
        expect(
          byKind(rendered, 'StatefulSet')
            .map((s) => s.metadata.name)
            .sort(),
        ).toEqual(['nats', 'postgres', 's3']);
        // orders and payments create their bucket at start (ensureBucket): nothing else makes it.
        expect(byKind(rendered, 'Job')).toEqual([]);
        expect(rendered.filter((object) => /bucket|minio/i.test(object.metadata.name))).toEqual([]);
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

    run("serves the S3 API from SeaweedFS on S3_ENDPOINT, healthy on /healthz, with the apps' credentials", () => {
      const rendered = objects();
      const config = byKind(rendered, 'ConfigMap')[0]!.data ?? {};
      const endpoint = endpointOf(config.S3_ENDPOINT!);
      expect(endpoint).toEqual({ host: 's3', port: 8333 });
      const statefulSet = byKind(rendered, 'StatefulSet').find((s) => s.metadata.name === endpoint.host)!;
      const pod = podSpec(statefulSet);
      const server = pod.containers[0]! as Container & { image: string; args?: string[] };
      expect(server.image).toMatch(/^chrislusf\/seaweedfs:\d+\.\d+/);
      expect(server.args?.slice(0, 2)).toEqual(['server', '-s3']);
      expect(server.args).toContain(`-s3.port=${endpoint.port}`);
      const s3Port = server.ports?.find((port) => port.containerPort === endpoint.port);
      expect(s3Port, 'container port').toBeDefined();
      for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
        expect(server[probe]?.httpGet?.path, probe).toBe('/healthz');
        expect([endpoint.port, s3Port!.name], `${probe} port`).toContain(server[probe]?.httpGet?.port);
      }
      const service = byKind(rendered, 'Service').find((s) => s.metadata.name === endpoint.host)!;
      const servicePort = (service.spec as { ports: ServicePort[] }).ports.find((p) => p.port === endpoint.port);
      expect([endpoint.port, s3Port!.name]).toContain(servicePort?.targetPort);
      // Its admin identity is the key pair orders and payments sign with.
      const secretKey = (container: Container, name: string) =>
        container.env?.find((env) => env.name === name)?.valueFrom?.secretKeyRef?.key;
      const orders = podSpec(byKind(rendered, 'Deployment').find((d) => d.metadata.name === 'orders')!).containers[0]!;
      expect(secretKey(server, 'AWS_ACCESS_KEY_ID')).toBe(secretKey(orders, 'S3_ACCESS_KEY'));
      expect(secretKey(server, 'AWS_SECRET_ACCESS_KEY')).toBe(secretKey(orders, 'S3_SECRET_KEY'));
      // Data on its own volume claim; the image's entrypoint drops to uid 1000, which fsGroup lets write it.
      const claims = (statefulSet.spec as { volumeClaimTemplates?: { metadata: { name: string } }[] })
        .volumeClaimTemplates;
      const data = server.volumeMounts?.find((mount) => mount.mountPath === '/data');
      expect(claims?.map((claim) => claim.metadata.name)).toContain(data?.name);
      const security = pod.securityContext as { runAsNonRoot?: boolean; runAsUser?: number; fsGroup?: number };
      expect(security).toMatchObject({ runAsNonRoot: true, runAsUser: 1000, fsGroup: 1000 });
      expect(server.securityContext?.allowPrivilegeEscalation).toBe(false);
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(server.resources?.[bound] ?? {}).sort(), bound).toEqual(['cpu', 'memory']);
      }
    });

    run(
      'lets each workload reach PostgreSQL, NATS and the S3 API in the namespace exactly when it holds their address',
      () => {
        const rendered = objects();
        const config = byKind(rendered, 'ConfigMap')[0]!.data ?? {};
        const secret = byKind(rendered, 'Secret')[0]!.data ?? {};
        const databases = Object.keys(secret)
          .filter((key) => key.endsWith('-database-url'))
          .map((key) => endpointOf(Buffer.from(secret[key]!, 'base64').toString('utf8')));
        expect(new Set(databases.map(({ host, port }) => `${host}:${port}`)).size, 'one PostgreSQL').toBe(1);
        const infrastructure = [
          { variable: 'DATABASE_URL', ...databases[0]! },
          { variable: 'NATS_URL', ...endpointOf(config.NATS_URL!) },
          { variable: 'S3_ACCESS_KEY', ...endpointOf(config.S3_ENDPOINT!) },
        ];
        const all = workloads(rendered);
        for (const { variable, host, port } of infrastructure) {
          const server = all.find((workload) => workload.name === host);
          expect(server, host).toBeDefined();
          const clients = all.filter((workload) => hasEnv(workload, variable)).map((workload) => workload.name);
          expect(ingressSources(rendered, server!, port), `${host} clients`).toEqual(clients.sort());
          for (const workload of all) {
            const reaches = egressDestinations(rendered, workload, port).includes(host);
            expect(reaches, `${workload.name} → ${host}`).toBe(hasEnv(workload, variable));
          }
        }
      },
    );
  }
});
