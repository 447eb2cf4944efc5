// The image references of docker-compose.yml, the Kubernetes manifests and deploy/docker/Dockerfile, and the checks
// deploy/tests/images.test.ts holds them to. Pure functions over text and parsed objects, so the test can also feed
// them files that must fail.
import { parse } from 'yaml';

/**
 * Repositories that no longer pull or are no longer maintained: MinIO's images left Docker Hub (`minio/minio` and
 * `minio/mc` stopped being published there, and MinIO's community edition is unmaintained), quay.io/minio went the
 * same way, and Bitnami withdrew its free images, MinIO's among them (issue #34). SeaweedFS serves the S3 API now.
 */
export const GONE_REPOSITORIES = [
  'minio/minio',
  'minio/mc',
  'quay.io/minio/minio',
  'quay.io/minio/mc',
  'bitnami/minio',
];

/** Images this repository builds itself: any tag but `latest` will do (they carry the release, or `dev`). */
const APP_REPOSITORY = /^ritual\//;

export interface ImageReference {
  /** Where it was found, for the messages: `docker-compose.yml services.s3`. */
  source: string;
  image: string;
}

export interface ParsedImage {
  /** Registry and path, Docker Hub's implied `docker.io/` and `library/` left out: `caddy`, `quay.io/minio/mc`. */
  repository: string;
  tag?: string;
  digest?: string;
}

export function parseImage(image: string): ParsedImage {
  const [nameAndTag = '', digest] = image.split('@');
  const slash = nameAndTag.lastIndexOf('/');
  const colon = nameAndTag.lastIndexOf(':');
  const hasTag = colon > slash;
  let repository = hasTag ? nameAndTag.slice(0, colon) : nameAndTag;
  repository = repository.replace(/^(?:docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
  repository = repository.replace(/^library\//, '');
  return { repository, tag: hasTag ? nameAndTag.slice(colon + 1) : undefined, digest };
}

/** Compose's `${VAR:-default}` / `${VAR-default}` give their default, any other `${VAR…}` nothing (as when unset). */
function composeDefaults(value: string): string {
  return value.replace(/\$\{[A-Za-z0-9_]+(?::?-([^}]*))?[^}]*\}/g, (_match, fallback = '') => fallback);
}

/** Each compose service's `image:`; services that only `build:` are this repository's apps and have none. */
export function composeImageReferences(text: string, file = 'docker-compose.yml'): ImageReference[] {
  const compose = parse(text, { merge: true }) as { services?: Record<string, { image?: unknown }> };
  return Object.entries(compose.services ?? {}).flatMap(([name, service]) =>
    typeof service?.image === 'string'
      ? [{ source: `${file} services.${name}`, image: composeDefaults(service.image) }]
      : [],
  );
}

/** Every `image:` of a container (containers, initContainers, ephemeralContainers) anywhere in the objects. */
export function manifestImageReferences(objects: unknown[], file: string): ImageReference[] {
  const found: ImageReference[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${path}[${index}]`);
      });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (['containers', 'initContainers', 'ephemeralContainers'].includes(key) && Array.isArray(child)) {
        for (const container of child as { name?: string; image?: unknown }[]) {
          found.push({
            source: `${file} ${path}.${key}[${container?.name ?? '?'}]`,
            image: typeof container?.image === 'string' ? container.image : '',
          });
        }
      }
      visit(child, path ? `${path}.${key}` : key);
    }
  };
  objects.forEach((object, index) => {
    const { kind, metadata } = (object ?? {}) as { kind?: string; metadata?: { name?: string } };
    visit(object, `${kind ?? 'document'}/${metadata?.name ?? index}`);
  });
  return found;
}

/** The defaults of the Dockerfile's global ARGs (those before the first FROM). */
export function dockerfileArgs(text: string): Record<string, string> {
  const args: Record<string, string> = {};
  for (const line of logicalLines(text)) {
    if (/^FROM\s/i.test(line)) break;
    const arg = /^ARG\s+([A-Za-z0-9_]+)=(\S+)/i.exec(line);
    if (arg) args[arg[1]!] = arg[2]!.replace(/^["']|["']$/g, '');
  }
  return args;
}

/** The images a Dockerfile's FROM lines pull (ARG defaults filled in), leaving out its own stage names. */
export function dockerfileImageReferences(text: string, file = 'Dockerfile'): ImageReference[] {
  const args = dockerfileArgs(text);
  const stages = new Set<string>();
  const found: ImageReference[] = [];
  for (const line of logicalLines(text)) {
    const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    const image = from[1]!.replace(/\$\{?([A-Za-z0-9_]+)\}?/g, (_match, name: string) => args[name] ?? '');
    if (!stages.has(image) && image !== 'scratch') {
      found.push({ source: `${file} ${line}`, image });
    }
    if (from[2]) stages.add(from[2]);
  }
  return found;
}

/** Dockerfile lines with `\` continuations joined and comments dropped. */
function logicalLines(text: string): string[] {
  return text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * What is wrong with each reference: a repository that is gone, no tag or `latest`, and for third-party images a
 * tag that floats over minor releases (`caddy:2`, `postgres:17-alpine`): they must pin at least major.minor.
 */
export function imageProblems(references: ImageReference[]): string[] {
  return references.flatMap(({ source, image }) => {
    if (!image) return [`${source}: no image`];
    const { repository, tag } = parseImage(image);
    const problems: string[] = [];
    if (GONE_REPOSITORIES.includes(repository)) {
      problems.push(`${source}: ${image} is gone or unmaintained (${repository})`);
    }
    if (!tag) {
      problems.push(`${source}: ${image} has no tag`);
    } else if (tag === 'latest') {
      problems.push(`${source}: ${image} is tagged latest`);
    } else if (!APP_REPOSITORY.test(repository.replace(/^[^/]*[.:][^/]*\//, '')) && !/^v?\d+\.\d+/.test(tag)) {
      problems.push(`${source}: ${image} does not pin major.minor`);
    }
    return problems;
  });
}

/** The lowest major an engines range such as `>=24`, `^24.1.0` or `24.x` admits. */
export function minimumMajor(range: string): number {
  const major = /(\d+)/.exec(range)?.[1];
  if (major === undefined) throw new Error(`no version in the engines range ${range}`);
  return Number(major);
}

/**
 * The Node.js image the Dockerfile builds on (its NODE_IMAGE default) against package.json's engines and
 * deploy/docker/node-version: a major engines admits, and exactly the version the file holds.
 */
export function nodeVersionProblems(input: { dockerfile: string; enginesNode: string; nodeVersion: string }): string[] {
  const nodeImage = dockerfileArgs(input.dockerfile).NODE_IMAGE;
  if (!nodeImage) return ['Dockerfile: no ARG NODE_IMAGE=<image> default'];
  const { repository, tag = '' } = parseImage(nodeImage);
  const problems: string[] = [];
  if (repository !== 'node') problems.push(`Dockerfile: NODE_IMAGE ${nodeImage} is not the node image`);
  const version = /^v?(\d+)(?:\.(\d+)\.(\d+))?/.exec(tag);
  if (!version) return [...problems, `Dockerfile: NODE_IMAGE ${nodeImage} names no Node.js version`];
  const minimum = minimumMajor(input.enginesNode);
  if (Number(version[1]) < minimum) {
    problems.push(
      `Dockerfile: NODE_IMAGE ${nodeImage} is Node.js ${version[1]}, package.json engines needs ${minimum}`,
    );
  }
  const wanted = input.nodeVersion.trim();
  const pinned = version[2] === undefined ? version[1] : `${version[1]}.${version[2]}.${version[3]}`;
  if (pinned !== wanted) {
    problems.push(
      `Dockerfile: NODE_IMAGE ${nodeImage} is Node.js ${pinned}, deploy/docker/node-version says ${wanted}`,
    );
  }
  return problems;
}
