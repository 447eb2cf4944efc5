import pg from 'pg';

/** Where PostgreSQL is writing WAL, as the backup agent sees it between rounds. */
export interface WalPosition {
  /** The segment file being written. */
  segment: string;
  /** False right after a switch, until a record lands in the new segment. */
  written: boolean;
  /** archive_timeout; 0 when off. */
  archiveTimeoutMs: number;
}

export interface WalServer {
  /** Undefined while the server replays WAL (a restore): nothing to close. */
  position(): Promise<WalPosition | undefined>;
  /** pg_switch_wal(): the segment is closed and archive_command stages it. */
  switchSegment(): Promise<void>;
}

/** No round may wait on a stuck server: the next one asks again. */
const QUERY_TIMEOUT_MS = 15_000;

export function postgresWal(postgresUrl: string): WalServer {
  const query = async <Row>(sql: string): Promise<Row> => {
    const client = new pg.Client({
      connectionString: postgresUrl,
      application_name: 'ritual-backup',
      connectionTimeoutMillis: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    try {
      await client.connect();
      return (await client.query(sql)).rows[0] as Row;
    } catch (err) {
      throw new Error(`não consegui consultar o WAL do PostgreSQL: ${(err as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  };
  return {
    async position() {
      const row = await query<{ segment: string | null; offset: number | null; timeout_s: number }>(
        // pg_walfile_name_offset is strict: the NULL position of a replaying server never reaches it.
        `SELECT (pg_walfile_name_offset(lsn)).file_name AS segment, (pg_walfile_name_offset(lsn)).file_offset AS offset,
                timeout_s
           FROM (SELECT CASE WHEN pg_is_in_recovery() THEN NULL ELSE pg_current_wal_lsn() END AS lsn,
                        (SELECT setting::int FROM pg_settings WHERE name = 'archive_timeout') AS timeout_s) wal`,
      );
      if (!row.segment) return undefined;
      return { segment: row.segment, written: (row.offset ?? 0) > 0, archiveTimeoutMs: row.timeout_s * 1000 };
    },
    async switchSegment() {
      await query('SELECT pg_switch_wal()');
    },
  };
}

/**
 * Keeps archive_timeout's promise when PostgreSQL does not: after a crash its checkpointer sleeps until the next timed
 * checkpoint (checkpoint_timeout, 5 min by default) before it looks at archive_timeout again, so the WAL written
 * meanwhile stays in an open segment that no backup holds. A segment seen holding WAL for archive_timeout is closed
 * here. Returns the segment it closed, if any.
 */
export function staleSegmentCloser(server: WalServer, now: () => number = Date.now): () => Promise<string | undefined> {
  let open: { segment: string; seenAt: number } | undefined;
  return async () => {
    const position = await server.position();
    if (!position?.written || !position.archiveTimeoutMs) {
      open = undefined;
      return undefined;
    }
    if (open?.segment !== position.segment) {
      open = { segment: position.segment, seenAt: now() };
      return undefined;
    }
    if (now() - open.seenAt < position.archiveTimeoutMs) return undefined;
    await server.switchSegment();
    open = undefined;
    return position.segment;
  };
}
