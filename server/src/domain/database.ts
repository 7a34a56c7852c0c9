// The database as http/ and the composition root hold it: a handle they pass to the domain's use cases and never
// query themselves (no file of http/ imports db/, scripts/check-house-rules.ts).
export type { Database, DatabaseHandle } from '../db/client.js';
