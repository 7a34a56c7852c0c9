import { MAX_DB_INTEGER } from '@protea/shared/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { unitsOfComplex } from '../../domain/premises/complex-units.js';
import { searchComplexes } from '../../domain/premises/search-complexes.js';

const searchQuery = z.object({ search: z.string().max(100, 'validation.tooLong').optional().default('') });
const complexParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DB_INTEGER) });

export async function premisesRoutes(app: FastifyInstance) {
  const { db } = app.deps.database;

  app.get('/premises/complexes', async (request) => {
    const { search } = searchQuery.parse(request.query ?? {});
    return searchComplexes(db, search);
  });

  app.get('/premises/complexes/:id/units', async (request) => {
    const { id } = complexParams.parse(request.params);
    return { premises: await unitsOfComplex(db, id) };
  });
}
