// Types for scripts/lib/postgres.mjs (used by the PostgreSQL test lane and bench:api).
export function freePort(): Promise<number>;

export interface PostgresCluster {
  port: number;
  /** Connection string for a database of this cluster (default `postgres`). */
  url(database?: string): string;
  startedInMs: number;
  /** Creates a database (a copy of `template` when given) and returns its URL. */
  createDatabase(name: string, options?: { template?: string }): Promise<string>;
  /** Runs one statement on the `postgres` database. */
  admin(statement: string): Promise<{ rows: Record<string, unknown>[] }>;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
  /** Stops the cluster (fast shutdown) and starts it again on the same files and port. */
  restart(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  stop(): Promise<void>;
}

/** Starts a throw-away cluster on `port`, else PG_PORT, else a free port. */
export function startPostgresCluster(options?: { port?: number; log?: (line: string) => void }): Promise<PostgresCluster>;

/** The folders above `file` that other users cannot enter (no `x` bit for others), nearest first. */
export function foldersClosedToOthers(file: string): string[];
