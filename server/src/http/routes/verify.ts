import type { FastifyInstance } from 'fastify';
import { verifyIssuedDocument } from '../../domain/issued-documents/verify-issued-document.js';
import { limitPerAddress } from '../plugins/limit-per-address.js';

/** Public: whether a PDF's verification code is one we issued (docs/api/verify.md). */
export async function verifyRoutes(app: FastifyInstance) {
  const { database } = app.deps;
  app.get<{ Params: { code: string } }>('/verify/:code', async (request) => {
    // Every try counts, a malformed one too: codes cannot be guessed in bulk from one address.
    await limitPerAddress(request, 'lookup');
    return verifyIssuedDocument(database.db, request.params.code);
  });
}
