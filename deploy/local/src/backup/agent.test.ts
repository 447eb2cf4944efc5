import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBackupAgent } from './agent.js';
import type { BackupSource } from './backup.js';
import { embeddedBackupSource } from './config.js';
import { newKeyPair, unseal } from './sealed.js';
import { type BackupTarget, openTarget } from './target.js';
import { staleSegmentCloser, type WalPosition, type WalServer } from './wal-switch.js';

const SEGMENT = '000000010000000000000006';
const NEXT_SEGMENT = '000000010000000000000007';
const ARCHIVE_TIMEOUT_MS = 50_000;
/** Each round of the agent under test stands for this much of the clock it is given. */
const ROUND_MS = 10_000;

/** A PostgreSQL whose WAL position the test sets; a switch stages the closed segment as archive_command does. */
class FakeWal implements WalServer {
  position_: WalPosition | undefined;
  switches = 0;
  clock = 0;

  constructor(
    position: WalPosition | undefined,
    private readonly staging?: string,
  ) {
    this.position_ = position;
  }

  async position() {
    this.clock += ROUND_MS;
    return this.position_;
  }

  async switchSegment() {
    this.switches++;
    if (this.staging && this.position_)
      writeFileSync(join(this.staging, this.position_.segment), 'WAL da última aprovação');
    this.position_ = { segment: NEXT_SEGMENT, written: false, archiveTimeoutMs: ARCHIVE_TIMEOUT_MS };
  }
}

describe('the backup agent after a PostgreSQL crash', () => {
  let folder: string;
  let source: BackupSource;
  let identity: string;
  let stored: (key: string) => Promise<void>;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'ritual-backup-agent-'));
    const keys = await newKeyPair();
    identity = keys.identity;
    const target = await openTarget({ kind: 'dir', dir: join(folder, 'target') });
    // A base backup from now: the agent's rounds ship WAL and files instead of taking one.
    await target.put(
      'base/20261127T050000Z/manifest.json',
      Readable.from([JSON.stringify({ id: '20261127T050000Z', takenAt: new Date().toISOString() })]),
    );
    const waiting = new Map<string, () => void>();
    stored = (key) => new Promise((resolve) => waiting.set(key, resolve));
    const watched: BackupTarget = {
      description: target.description,
      get: (key) => target.get(key),
      list: (prefix) => target.list(prefix),
      remove: (keys) => target.remove(keys),
      async put(key, body) {
        const size = await target.put(key, body);
        waiting.get(key)?.();
        return size;
      },
    };
    source = embeddedBackupSource(join(folder, 'data'), {
      target: watched,
      recipient: keys.recipient,
      postgresUrl: '',
    });
    mkdirSync(source.walStaging, { recursive: true });
    mkdirSync(join(folder, 'data', 's3'), { recursive: true });
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('closes a segment PostgreSQL leaves open past archive_timeout, and ships it on its next round', async () => {
    // After a crash PostgreSQL's checkpointer sleeps up to checkpoint_timeout before it honours archive_timeout again.
    const wal = new FakeWal(
      { segment: SEGMENT, written: true, archiveTimeoutMs: ARCHIVE_TIMEOUT_MS },
      source.walStaging,
    );
    const said: string[] = [];
    const shipped = stored(`wal/${SEGMENT}.age`);

    const agent = startBackupAgent(
      source,
      { say: (line) => said.push(line), complain: (line) => said.push(line) },
      { wal, intervalMs: 1, now: () => wal.clock },
    );
    await shipped;
    await agent.stop();

    expect(await text(await unseal(await source.target.get(`wal/${SEGMENT}.age`), identity))).toBe(
      'WAL da última aprovação',
    );
    expect(wal.switches).toBe(1);
    expect(wal.clock).toBeLessThanOrEqual(ARCHIVE_TIMEOUT_MS + 3 * ROUND_MS);
    expect(said).toContainEqual(
      expect.stringMatching(`o PostgreSQL deixou o WAL ${SEGMENT} aberto além do archive_timeout`),
    );
  }, 10_000);
});

describe('closing a stale WAL segment', () => {
  const runRounds = async (wal: FakeWal, rounds: number, step?: (round: number) => void) => {
    const close = staleSegmentCloser(wal, () => wal.clock);
    for (let round = 0; round < rounds; round++) {
      step?.(round);
      await close();
    }
  };

  it('leaves the switching to PostgreSQL while it closes segments within archive_timeout', async () => {
    const wal = new FakeWal(undefined);
    let segment = 6;
    await runRounds(wal, 30, (round) => {
      // PostgreSQL's own archive_timeout: a new segment every 4 rounds (40 s) of steady writes.
      if (round % 4 === 0) segment++;
      wal.position_ = {
        segment: segment.toString(16).toUpperCase().padStart(24, '0'),
        written: true,
        archiveTimeoutMs: ARCHIVE_TIMEOUT_MS,
      };
    });

    expect(wal.switches).toBe(0);
  });

  it('switches nothing on an idle server, a replaying one, or one with archive_timeout off', async () => {
    for (const position of [
      { segment: SEGMENT, written: false, archiveTimeoutMs: ARCHIVE_TIMEOUT_MS },
      undefined,
      { segment: SEGMENT, written: true, archiveTimeoutMs: 0 },
    ]) {
      const wal = new FakeWal(position);
      await runRounds(wal, 20);
      expect(wal.switches).toBe(0);
    }
  });
});
