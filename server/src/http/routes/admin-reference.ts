import { MAX_DB_INTEGER } from '@protea/shared/constants';
import { IMPORT_EXAMPLES } from '@protea/shared/reference-examples';
import {
  changeComplexSchema,
  createComplexSchema,
  depositRulesSchema,
  IMPORT_REGISTERS,
  MAX_IMPORT_BYTES,
  referenceListQuerySchema,
  unitSchema,
} from '@protea/shared/schemas/reference-data';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../domain/app-error.js';
import {
  addUnit,
  changeComplex,
  changeUnit,
  createComplex,
  readComplexUnits,
} from '../../domain/reference/complexes.js';
import { importRegister } from '../../domain/reference/csv-import/import-register.js';
import { IMPORTABLE_REGISTERS } from '../../domain/reference/csv-import/registers.js';
import { depositRulesAnswer, setDepositRules } from '../../domain/reference/deposit-rules.js';
import { exportRegister } from '../../domain/reference/export-registers.js';
import { staffActor } from '../../domain/reference/reference-actor.js';
import { readAccountPage, readComplexPage } from '../../domain/reference/registers-read.js';
import { requireAdmin } from '../plugins/admin-auth.js';
import { guardedRoutes } from '../plugins/guarded-routes.js';
import { uploadReadError } from '../plugins/read-upload.js';
import { requireRole } from '../plugins/require-role.js';
import { sendCsv } from './send-csv.js';
import { contentDisposition } from './send-stored-file.js';

const dbId = z.coerce.number().int().positive().max(MAX_DB_INTEGER);
const complexParams = z.object({ id: dbId });
const unitParams = z.object({ id: dbId, unitId: dbId });
const registerParams = z.object({ register: z.enum(IMPORT_REGISTERS, { error: 'validation.invalid' }) });
const importQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .default('true')
    .transform((v) => v === 'true'),
});

const actorOf = (request: FastifyRequest) => staffActor(request.admin!, request.ip);

/** The reference data as every member of staff reads it (docs/api/reference-data.md). */
export const adminReferenceReadRoutes = guardedRoutes([requireAdmin], async (app: FastifyInstance) => {
  const { db } = app.deps.database;

  app.get('/admin/reference/complexes', async (request) =>
    readComplexPage(db, referenceListQuerySchema.parse(request.query ?? {})),
  );

  app.get('/admin/reference/complexes/:id', async (request) =>
    readComplexUnits(db, complexParams.parse(request.params).id),
  );

  app.get('/admin/reference/accounts', async (request) =>
    readAccountPage(db, referenceListQuerySchema.parse(request.query ?? {})),
  );

  app.get('/admin/reference/deposit-rules', async () => depositRulesAnswer(db));

  // Declared one by one: `complexes/:id` would otherwise take `complexes/export` for a complex's id.
  for (const register of IMPORT_REGISTERS) {
    app.get(`/admin/reference/${register}/export`, async (_request, reply) =>
      sendCsv(reply, register, exportRegister(db, register)),
    );
    app.get(`/admin/reference/${register}/example`, async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${register}-example.csv`))
        .send(IMPORT_EXAMPLES[register]),
    );
  }
});

/** Changes to the reference data: administrators only, each audited. */
export const adminReferenceChangeRoutes = guardedRoutes(
  [requireAdmin, requireRole('administrator')],
  async (app: FastifyInstance) => {
    const { db } = app.deps.database;

    app.post('/admin/reference/complexes', async (request, reply) => {
      const input = createComplexSchema.parse(request.body ?? {});
      reply.code(201);
      return createComplex(db, actorOf(request), input);
    });

    app.patch('/admin/reference/complexes/:id', async (request) => {
      const { id } = complexParams.parse(request.params);
      return changeComplex(db, actorOf(request), id, changeComplexSchema.parse(request.body ?? {}));
    });

    app.post('/admin/reference/complexes/:id/units', async (request, reply) => {
      const { id } = complexParams.parse(request.params);
      const input = unitSchema.parse(request.body ?? {});
      reply.code(201);
      return addUnit(db, actorOf(request), id, input);
    });

    app.patch('/admin/reference/complexes/:id/units/:unitId', async (request) => {
      const { id, unitId } = unitParams.parse(request.params);
      return changeUnit(db, actorOf(request), id, unitId, unitSchema.parse(request.body ?? {}));
    });

    app.put('/admin/reference/deposit-rules', async (request) =>
      setDepositRules(db, actorOf(request), depositRulesSchema.parse(request.body ?? {})),
    );
  },
);

const isFileTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** What a failure to read the upload answers: 400 with the import's own words when the file is too large. */
const importUploadError = (error: unknown) =>
  isFileTooLarge(error) ? new AppError('import_too_large') : uploadReadError(error);

/**
 * The file of a CSV import, as a stream: it is read as it arrives and never held whole. A body cut off half-way or
 * without its closing boundary fails here, mid-import: 400 like every other upload, never 500.
 */
async function* fileChunks(stream: AsyncIterable<Buffer> & { truncated?: boolean }): AsyncGenerator<Buffer> {
  try {
    yield* stream;
  } catch (error) {
    throw importUploadError(error);
  }
  // Past the limit the stream just ends early; its flag says so.
  if (stream.truncated) throw new AppError('import_too_large');
}

/**
 * `POST /admin/reference/{complexes|accounts}/import?dryRun=`: declared in the uploads context of api-routes.ts,
 * where multipart bodies are read. A dry run reports; a real import with a bad line writes nothing and answers 422.
 */
export const adminReferenceImportRoutes = guardedRoutes(
  [requireAdmin, requireRole('administrator')],
  async (app: FastifyInstance) => {
    const { db } = app.deps.database;

    app.post('/admin/reference/:register/import', async (request, reply) => {
      const { register } = registerParams.parse(request.params);
      const { dryRun } = importQuery.parse(request.query ?? {});
      if (!request.isMultipart()) throw new AppError('file_missing', { fields: { file: ['errors.fileMissing'] } });
      // A body announced larger than any file the import takes is refused before a byte of it is read.
      if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) {
        throw new AppError('import_too_large');
      }
      const part = await request
        .file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5 } })
        .catch((error: unknown) => {
          throw importUploadError(error);
        });
      if (part?.fieldname !== 'file') throw new AppError('file_missing', { fields: { file: ['errors.fileMissing'] } });
      const report = await importRegister(db, actorOf(request), IMPORTABLE_REGISTERS[register], fileChunks(part.file), {
        dryRun,
        language: request.language,
        fileName: part.filename,
      });
      if (!report.committed && !dryRun) reply.code(422);
      return report;
    });
  },
);
