import { createHash } from 'node:crypto';

/** SHA-256 of the bytes as lower-case hex, as `sha256sum` prints it. */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
