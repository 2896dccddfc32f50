/**
 * Tenant selection (api.md: header Domain selects the tenant, falling back to Host). All tenants are held in
 * memory and reloaded every few seconds, so resolving a request costs no query; `requestTenant(request)`
 * resolves lazily, only for routes that need it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { tenants, type TTenantRow } from '../db/schema/index';
import { requestHost } from '../lib/host';
import fp from 'fastify-plugin';
import { matchTenant } from '../lib/tenant-match';

/** How stale an operator's tenant edit may be in another process. */
const RELOAD_AFTER_MS = 10_000;

export class TenantDirectory {
  private rows: TTenantRow[] = [];
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  private async reload(): Promise<void> {
    this.rows = await this.db.select().from(tenants);
    this.loadedAt = Date.now();
  }

  /** Forgets the cache (after a tenant is created or edited in this process). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  /** The tenant serving `host` (normalized). */
  async resolve(host: string): Promise<TTenantRow> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) {
      this.loading ??= this.reload().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    const tenant = matchTenant(this.rows, host);
    if (!tenant) throw new Error('no tenants: the seed did not run');
    return tenant;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantDirectory;
  }
  interface FastifyRequest {
    tenantCache: TTenantRow | null;
  }
}

/** The tenant the request is for (Domain header, else Host). */
export async function requestTenant(request: FastifyRequest): Promise<TTenantRow> {
  request.tenantCache ??= await request.server.tenants.resolve(requestHost(request.headers));
  return request.tenantCache;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tenants', new TenantDirectory(app.db));
    app.decorateRequest('tenantCache', null);
  },
  { name: 'lawdesk-tenants', fastify: '5.x' },
);
