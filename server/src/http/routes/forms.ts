import type { FastifyInstance } from 'fastify';
import { buildDebitOrderForm } from '../../adapters/pdf/debit-order-form.js';

export async function formRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  let debitOrderForm: Buffer | undefined;
  app.get('/forms/debit-order.pdf', async (_request, reply) => {
    debitOrderForm ??= Buffer.from(
      await buildDebitOrderForm({
        phone: config.CONTACT_PHONE,
        email: config.CONTACT_EMAIL,
        address: config.CONTACT_ADDRESS,
      }),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="debit-order-form.pdf"')
      .header('cache-control', 'public, max-age=3600')
      .send(debitOrderForm);
  });
}
