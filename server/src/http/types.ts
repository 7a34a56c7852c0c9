import type { Language } from '@protea/shared/constants';
import type { AdminProfile } from '@protea/shared/schemas/admin-login';
import type { ThrottleStore } from '../adapters/throttle/throttle-store.js';
import type { Config } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  throttle: ThrottleStore;
  webDist: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    language: Language;
    admin?: AdminProfile;
    adminToken?: string;
  }
}
