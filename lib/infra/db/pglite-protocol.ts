/** The messages between the server's thread and the embedded database's (pglite-worker.mjs). */

export interface StartOptions {
  /** The database's folder; unset: in memory. */
  directory?: string;
  /** Added to PGlite's own start parameters (`-c name=value`…). */
  settings: string[];
}

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Type ids read as the text PostgreSQL sent (Drizzle's identity parsers). */
  rawTypes?: number[];
}

export type Request =
  | { id: number; op: 'ping' }
  | { id: number; op: 'query'; sql: string; params?: unknown[]; options?: QueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** An error as plain data: its name, message and PostgreSQL's fields (code, constraint, detail…). */
export interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** Id 0 answers the start: `ready`, or why PGlite could not open. */
export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

export interface ResultData {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}
