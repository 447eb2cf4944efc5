import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  composeImageReferences,
  dockerfileImageReferences,
  GONE_REPOSITORIES,
  type ImageReference,
  imageProblems,
  manifestImageReferences,
  nodeVersionProblems,
  parseImage,
} from './image-references.js';

// Issue #34: production runs on maintained, pinned parts. Every image docker-compose.yml, the Kubernetes manifests
// and the app Dockerfile name must still exist, carry an explicit tag (third-party ones at least major.minor), and
// the app images' Node.js must be the one package.json's engines and deploy/docker/node-version ask for.
const root = join(import.meta.dirname, '..', '..');
const k8s = join(root, 'deploy', 'k8s');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFiles(join(dir, entry.name)) : /\.ya?ml$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const parseDocuments = (text: string) => parseAllDocuments(text).map((doc) => doc.toJS() as unknown);

/** Every `image:` of every manifest file as written, and, with kubectl, of each kustomization as built (images:). */
function kubernetesImageReferences(): ImageReference[] {
  const raw = yamlFiles(k8s).flatMap((file) =>
    manifestImageReferences(parseDocuments(readFileSync(file, 'utf8')), relative(root, file)),
  );
  if (!hasKubectl) return raw;
  const built = ['base', 'overlays/dev', 'overlays/production'].flatMap((dir) => {
    const result = spawnSync('kubectl', ['kustomize', join(k8s, dir)], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${result.stderr}`);
    return manifestImageReferences(parseDocuments(result.stdout), `kustomize deploy/k8s/${dir}`);
  });
  return [...raw, ...built];
}

const dockerfile = read('deploy/docker/Dockerfile');
const nodeVersion = read('deploy/docker/node-version');
const enginesNode = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

describe('image references of docker-compose.yml, deploy/k8s and deploy/docker/Dockerfile', () => {
  const compose = composeImageReferences(read('docker-compose.yml'));
  const kubernetes = kubernetesImageReferences();
  const built = dockerfileImageReferences(dockerfile, 'deploy/docker/Dockerfile');

  it("finds the images: compose's infrastructure, every container of the manifests, the Dockerfile's Node.js", () => {
    expect(compose.map((ref) => ref.source)).toEqual(
      expect.arrayContaining(['postgres', 'nats', 's3', 'proxy'].map((name) => `docker-compose.yml services.${name}`)),
    );
    expect(kubernetes.map((ref) => parseImage(ref.image).repository)).toEqual(
      expect.arrayContaining(['postgres', 'nats', 'chrislusf/seaweedfs', 'ritual/gateway', 'ritual/catalog']),
    );
    expect([...new Set(built.map((ref) => parseImage(ref.image).repository))]).toEqual(['node']);
  });

  it('when any of them names a repository that is gone or unmaintained (MinIO), reports none', () => {
    const gone = [...compose, ...kubernetes, ...built].filter(({ image }) =>
      GONE_REPOSITORIES.includes(parseImage(image).repository),
    );
    expect(gone).toEqual([]);
  });

  it('when checked for a tag, finds each pinned: never latest, third-party images at least major.minor', () => {
    expect(imageProblems(compose), 'docker-compose.yml').toEqual([]);
    expect(imageProblems(kubernetes), 'deploy/k8s').toEqual([]);
    expect(imageProblems(built), 'deploy/docker/Dockerfile').toEqual([]);
  });

  it('when the app images are built, uses the Node.js of deploy/docker/node-version, a major engines admits', () => {
    expect(nodeVersion.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(nodeVersionProblems({ dockerfile, enginesNode, nodeVersion })).toEqual([]);
  });
});

describe('the image checks themselves', () => {
  const composeWith = (image: string) => `services:\n  s3:\n    image: ${image}\n  app:\n    build: .\n`;

  it('when compose names minio/minio:latest, report the gone repository and the latest tag', () => {
    const problems = imageProblems(composeImageReferences(composeWith('minio/minio:latest')));

    expect(problems).toEqual([
      expect.stringMatching(/services\.s3: minio\/minio:latest is gone/),
      expect.stringMatching(/services\.s3: minio\/minio:latest is tagged latest/),
    ]);
  });

  it.each([
    'minio/minio:RELEASE.2025-04-22T22-12-26Z',
    'docker.io/minio/mc:RELEASE.2025-04-16T18-13-26Z',
    'quay.io/minio/minio:RELEASE.2025-04-22T22-12-26Z',
    'bitnami/minio:2025.4.22',
  ])('when compose names %s, even pinned, report it gone', (image) => {
    expect(imageProblems(composeImageReferences(composeWith(image)))).toContainEqual(
      expect.stringContaining('is gone'),
    );
  });

  it.each(['caddy:2', 'postgres:17-alpine', 'nats:alpine', 'caddy'])(
    'when compose names %s (a floating or absent tag), report it',
    (image) => {
      expect(imageProblems(composeImageReferences(composeWith(image)))).toHaveLength(1);
    },
  );

  it('when a compose image takes its tag from a variable, check the default it falls back to', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose interpolation, not a template
    expect(imageProblems(composeImageReferences(composeWith('caddy:${CADDY_TAG:-2}')))).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose interpolation, not a template
    expect(imageProblems(composeImageReferences(composeWith('caddy:${CADDY_TAG:-2.11.4-alpine}')))).toEqual([]);
  });

  it("when images pin major.minor, or are this repository's own with an explicit tag, report nothing", () => {
    const references = [
      'postgres:17.12-alpine',
      'chrislusf/seaweedfs:4.44',
      'node:24.21.0-trixie-slim',
      'registry.example.com/ritual/catalog:1.0.0',
      'ritual/gateway:dev',
    ].map((image) => ({ source: 'test', image }));

    expect(imageProblems(references)).toEqual([]);
  });

  it('when a manifest runs ritual/catalog:latest or a container with no tag, report both', () => {
    const manifests = parseDocuments(
      [
        'kind: Deployment',
        'metadata: { name: catalog }',
        'spec: { template: { spec: { containers: [{ name: catalog, image: "ritual/catalog:latest" }] } } }',
        '---',
        'kind: Job',
        'metadata: { name: bucket }',
        'spec: { template: { spec: { initContainers: [{ name: mc, image: "minio/mc" }], containers: [] } } }',
      ].join('\n'),
    );

    expect(imageProblems(manifestImageReferences(manifests, 'test.yaml'))).toEqual([
      expect.stringMatching(/Deployment\/catalog.*ritual\/catalog:latest is tagged latest/),
      expect.stringMatching(/Job\/bucket.*minio\/mc is gone/),
      expect.stringMatching(/Job\/bucket.*minio\/mc has no tag/),
    ]);
  });

  it('when the Dockerfile builds on node:20-bookworm-slim, report it below engines and unlike node-version', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Dockerfile ARG reference, not a template
    const old = 'ARG NODE_IMAGE=node:20-bookworm-slim\nFROM ${NODE_IMAGE} AS build\nFROM build AS app\n';

    expect(dockerfileImageReferences(old).map((ref) => ref.image)).toEqual(['node:20-bookworm-slim']);
    expect(nodeVersionProblems({ dockerfile: old, enginesNode: '>=24', nodeVersion: '24.21.0\n' })).toEqual([
      expect.stringMatching(/is Node\.js 20, package\.json engines needs 24/),
      expect.stringMatching(/is Node\.js 20, deploy\/docker\/node-version says 24\.21\.0/),
    ]);
  });

  it('when the Dockerfile pins another 24.x than node-version, report the mismatch only', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Dockerfile ARG reference, not a template
    const other = 'ARG NODE_IMAGE=node:24.20.0-trixie-slim\nFROM ${NODE_IMAGE}\n';

    expect(nodeVersionProblems({ dockerfile: other, enginesNode: '>=24', nodeVersion: '24.21.0' })).toEqual([
      expect.stringMatching(/is Node\.js 24\.20\.0, deploy\/docker\/node-version says 24\.21\.0/),
    ]);
  });
});
