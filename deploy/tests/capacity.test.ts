// README, Operations, "Capacity" is the source of the pool sizes, CPU requests and autoscaling targets: the compose file
// and the Kubernetes manifests must say what its table says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Row {
  service: string;
  pool: number | null;
  cpuRequest: string;
  hpa: { min: number; max: number; cpu: number } | null;
}

/** The rows of the README's capacity table (between its markers). */
function capacityTable(): Row[] {
  const readme = read('README.md');
  const table = readme.slice(readme.indexOf('<!-- capacity:start -->'), readme.indexOf('<!-- capacity:end -->'));
  return table
    .split('\n')
    .filter((line) => /^\| `[a-z-]+` \|/.test(line))
    .map((line) => {
      const [service, pool, , cpuRequest, hpa] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replaceAll('`', ''));
      const scaling = /^(\d+)–(\d+) at (\d+) %/.exec(hpa ?? '');
      return {
        service: service!,
        pool: /^\d+$/.test(pool!) ? Number(pool) : null,
        cpuRequest: cpuRequest!,
        hpa: scaling ? { min: Number(scaling[1]), max: Number(scaling[2]), cpu: Number(scaling[3]) } : null,
      };
    });
}

interface Deployment {
  kind: string;
  metadata: { name: string };
  spec: {
    template: {
      spec: {
        containers: { env?: { name: string; value?: string }[]; resources: { requests: { cpu: string } } }[];
      };
    };
  };
}
interface Hpa {
  kind: string;
  spec: {
    scaleTargetRef: { name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: { resource: { name: string; target: { averageUtilization: number } } }[];
  };
}

const deployment = (service: string) =>
  parseAllDocuments(read(`deploy/k8s/base/${service}.yaml`))
    .map((document) => document.toJS() as Deployment)
    .find((object) => object.kind === 'Deployment' && object.metadata.name === service)!;
const hpas = parseAllDocuments(read('deploy/k8s/overlays/production/hpa.yaml')).map(
  (document) => document.toJS() as Hpa,
);
const composeServices = (
  parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; command?: string[] }>;
  }
).services;

describe('capacity: README table, compose file and Kubernetes manifests agree', () => {
  const rows = capacityTable();

  it('lists the gateway and the seven services', () => {
    expect(rows.map((row) => row.service).sort()).toEqual(
      ['catalog', 'gateway', 'identity', 'messaging', 'orders', 'payments', 'reporting', 'site-config'].sort(),
    );
  });

  it('gives each service the pool size of the table, in compose and in Kubernetes', () => {
    for (const row of rows) {
      const container = deployment(row.service).spec.template.spec.containers[0]!;
      const k8sPool = container.env?.find((env) => env.name === 'DATABASE_POOL_SIZE')?.value;
      const composePool = composeServices[row.service]?.environment?.DATABASE_POOL_SIZE;

      expect(k8sPool === undefined ? null : Number(k8sPool), `${row.service} in Kubernetes`).toBe(row.pool);
      expect(composePool === undefined ? null : Number(composePool), `${row.service} in compose`).toBe(row.pool);
    }
  });

  it('requests the CPU of the table, against which the autoscalers measure', () => {
    for (const row of rows) {
      expect(deployment(row.service).spec.template.spec.containers[0]!.resources.requests.cpu, row.service).toBe(
        row.cpuRequest,
      );
    }
  });

  it('autoscales exactly the services the table says, between its bounds, at its CPU target', () => {
    const scaled = Object.fromEntries(
      hpas.map((hpa) => [
        hpa.spec.scaleTargetRef.name,
        {
          min: hpa.spec.minReplicas,
          max: hpa.spec.maxReplicas,
          cpu: hpa.spec.metrics.find((metric) => metric.resource.name === 'cpu')?.resource.target.averageUtilization,
        },
      ]),
    );

    expect(scaled).toEqual(Object.fromEntries(rows.filter((row) => row.hpa).map((row) => [row.service, row.hpa])));
  });

  it("fits the pools of 20 replicas of every service in the max_connections the README budgets, and compose's in its own", () => {
    const perReplicaSet = rows.reduce((sum, row) => sum + (row.pool ?? 0), 0);
    const readme = read('README.md');
    const budget = Number(/max_connections = (\d+)/.exec(readme)?.[1]);
    const composeMax = Number(
      composeServices.postgres?.command?.find((argument) => argument.startsWith('max_connections='))?.split('=')[1],
    );

    expect(readme).toContain(`${perReplicaSet} connections per replica of every service`);
    expect(20 * perReplicaSet).toBeLessThanOrEqual(budget - 20);
    // Compose: a few replicas of each on one host (README), with room for backups and an operator's psql.
    expect(8 * perReplicaSet).toBeLessThanOrEqual(composeMax - 10);
  });
});
