import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './send-stored-file.js';

/** A CSV download named after the list and today's date, e.g. applications-2026-11-23.csv. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${name}-${day}.csv`))
    .send(csv);
}
