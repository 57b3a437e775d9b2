import {
  getTenantConfigEnable,
  getTenantInfoConfig,
  getTenantInternationalConfig,
  getTenantContent,
  getTenantPhoneArea,
  queryMenuSettingInfo,
  themeMobile,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { TenantServices } from './tenant.types';

export function tenantRoutes(app: FastifyInstance, s: TenantServices): void {
  const t = s.tenants;
  registerCall(app, getTenantInfoConfig, (req) => t.info(req.tenant));
  registerCall(app, themeMobile, (req) => t.theme(req.tenant));
  registerCall(app, queryMenuSettingInfo, (req) => t.menu(req.tenant, req.lang));
  registerCall(app, getTenantConfigEnable, (req) => t.configEnable(req.tenant));
  registerCall(app, getTenantInternationalConfig, (req) => t.international(req.tenant));
  registerCall(app, getTenantPhoneArea, (req) => t.phoneAreas(req.tenant, req.lang));
  registerCall(app, getTenantContent, (req) => t.content(req.tenant, req.query.kind, req.lang));
}
