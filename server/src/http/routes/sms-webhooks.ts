import type { FastifyInstance } from 'fastify';
import { SMS_PROVIDERS } from '../../adapters/sms/sms-sender.js';
import { AppError } from '../../domain/app-error.js';
import { recordDeliveryReports } from '../../domain/notifications/record-delivery-reports.js';
import { requireWebhookSecret } from '../plugins/webhook-secret.js';

/** `POST /webhooks/sms/{bulksms|clickatell}`: a gateway's delivery report (docs/operations.md). */
export async function smsWebhookRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;
  app.post<{ Params: { driver: string } }>(
    '/webhooks/sms/:driver',
    { onRequest: (request) => requireWebhookSecret(request, config.SMS_WEBHOOK_SECRET) },
    async (request) => {
      const provider = SMS_PROVIDERS.find((name) => name === request.params.driver);
      if (!provider) throw new AppError('not_found');
      const updated = await recordDeliveryReports(database.db, provider, request.body);
      return { success: true, updated };
    },
  );
}
