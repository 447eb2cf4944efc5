import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const script = join(root, 'scripts/compose-images.sh');

/** How the fake registry answers a pull of an image: pulled, a registry that says it has no such image, or none. */
type Answer = 'pulls' | 'missing' | 'unreachable';

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * scripts/compose-images.sh's decision in a copy of the repository's compose file and Dockerfile (`edit` changes the
 * compose file first), with a fake `docker` on PATH that has no image locally and answers pulls as `answer` says.
 */
function decide(answer: (image: string) => Answer, edit: (compose: string) => string = (text) => text) {
  work = mkdtempSync(join(tmpdir(), 'compose-images-'));
  mkdirSync(join(work, 'bin'));
  mkdirSync(join(work, 'deploy/docker'), { recursive: true });
  writeFileSync(join(work, 'docker-compose.yml'), edit(readFileSync(join(root, 'docker-compose.yml'), 'utf8')));
  cpSync(join(root, 'deploy/docker/Dockerfile'), join(work, 'deploy/docker/Dockerfile'));
  const answers = join(work, 'answers');
  writeFileSync(
    join(work, 'bin/docker'),
    `#!/usr/bin/env bash
[ "$1" = image ] && exit 1
image="\${@: -1}"
echo "$image" >>"${work}/pulled"
case "$(grep -F "$image=" "${answers}" | tail -1 | cut -d= -f2)" in
  missing) echo "Error response from daemon: pull access denied for \${image%%:*}, repository does not exist" >&2; exit 1 ;;
  unreachable) echo 'Error response from daemon: Get "https://registry-1.docker.io/v2/": dial tcp: no such host' >&2; exit 1 ;;
esac
`,
  );
  chmodSync(join(work, 'bin/docker'), 0o755);
  const images = spawnSync('bash', ['-c', `source '${script}'; official_images`], { cwd: work, encoding: 'utf8' })
    .stdout.trim()
    .split('\n');
  writeFileSync(answers, images.map((image) => `${image}=${answer(image)}\n`).join(''));
  const run = spawnSync('bash', ['-c', `set -euo pipefail; source '${script}'; decide_offline`], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(work, 'bin')}:${process.env.PATH}` },
  });
  const pulled = readFileSync(join(work, 'pulled'), 'utf8').trim().split('\n');
  return { images, pulled, status: run.status, stdout: run.stdout.trim(), stderr: run.stderr };
}

describe('compose-up: official images or local stand-ins', () => {
  it('asks the registry for every image the compose file and the Dockerfile name, and goes online when all pull', () => {
    const { images, pulled, status, stdout } = decide(() => 'pulls');

    expect(images).toEqual(expect.arrayContaining(['postgres:17.12-alpine', 'chrislusf/seaweedfs:4.44']));
    expect(images.some((image) => image.startsWith('node:'))).toBe(true);
    expect(pulled.sort()).toEqual([...images].sort());
    expect([status, stdout]).toEqual([0, '0']);
  });

  it('uses the stand-ins when the registry cannot be reached at all', () => {
    const { status, stdout } = decide(() => 'unreachable');

    expect([status, stdout]).toEqual([0, '1']);
  });

  it('stops before starting anything when the registry lacks an image, naming it and the fix', () => {
    const { status, stdout, stderr } = decide(
      (image) => (image.startsWith('minio/') ? 'missing' : 'pulls'),
      (compose) => compose.replace('image: chrislusf/seaweedfs:4.44', 'image: minio/minio:latest'),
    );

    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('  minio/minio:latest');
    expect(stderr).toMatch(/git pull/);
  });

  it('stops when the registry answers for some images and not for others, instead of mixing the two kinds', () => {
    const { status, stderr } = decide((image) => (image.startsWith('nats:') ? 'unreachable' : 'pulls'));

    expect(status).toBe(1);
    expect(stderr).toMatch(/OFFLINE=1/);
  });
});
