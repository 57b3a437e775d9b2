import {
  consoleDashboard,
  consoleDiscardBrandDraft,
  consoleGetBrand,
  consoleLiveDrops,
  consolePublishBrand,
  consoleSaveBrandDraft,
  getBrandPreview,
  consoleGetHomeDecoration,
  consoleSaveHomeDraft,
  consoleDiscardHomeDraft,
  consolePublishHome,
  getHomePreview,
  consoleGetTenantDocuments,
  consoleSaveTenantDocuments,
  consoleGetCreatorDecoration,
  consoleSaveCreatorDraft,
  consoleDiscardCreatorDraft,
  consolePublishCreator,
  getCreatorPreview,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { BrandServices } from './brand.types';

/** The console's dashboard and brand calls (decision 037), and the storefront's preview read. */
export function brandRoutes(app: FastifyInstance, s: BrandServices): void {
  registerCall(app, consoleDashboard, (req) => s.dashboard.summary(req.tenant.id, req.tenant.timeZone));
  registerCall(app, consoleLiveDrops, (req) => s.dashboard.liveDrops(req.tenant.id, req.lang));
  registerCall(app, consoleGetBrand, (req) => s.brand.view(req.tenant.id));
  registerCall(app, consoleSaveBrandDraft, (req) => s.brand.saveDraft(req.tenant.id, req.operator!.id, req.body, req.audit));
  registerCall(app, consoleDiscardBrandDraft, (req) => s.brand.discard(req.tenant.id, req.audit));
  registerCall(app, consolePublishBrand, (req) => s.brand.publish(req.tenant.id, req.audit));
  registerCall(app, getBrandPreview, (req) => s.brand.preview(req.tenant.id, req.query.token, req.lang));
  // The home decoration (decision 040).
  registerCall(app, consoleGetHomeDecoration, (req) => s.home.view(req.tenant.id));
  registerCall(app, consoleSaveHomeDraft, (req) => s.home.saveDraft(req.tenant.id, req.operator!.id, req.body, req.audit));
  registerCall(app, consoleDiscardHomeDraft, (req) => s.home.discard(req.tenant.id, req.audit));
  registerCall(app, consolePublishHome, (req) => s.home.publish(req.tenant.id, req.audit));
  registerCall(app, getHomePreview, (req) => s.home.preview(req.tenant.id, req.query.token, req.lang));
  // The tenant's documents and languages (decision 040).
  registerCall(app, consoleGetTenantDocuments, (req) => s.documents.view(req.tenant.id));
  registerCall(app, consoleSaveTenantDocuments, (req) => s.documents.save(req.tenant.id, req.body, req.audit));
  // The creator space's decoration (decision 040).
  registerCall(app, consoleGetCreatorDecoration, (req) => s.creator.view(req.tenant.id, req.lang, req.query.creatorId));
  registerCall(app, consoleSaveCreatorDraft, (req) =>
    s.creator.saveDraft(req.tenant.id, req.operator!.id, req.body, req.lang, req.audit),
  );
  registerCall(app, consoleDiscardCreatorDraft, (req) => s.creator.discard(req.tenant.id, req.lang, req.audit));
  registerCall(app, consolePublishCreator, (req) => s.creator.publish(req.tenant.id, req.lang, req.audit));
  registerCall(app, getCreatorPreview, (req) => s.creator.preview(req.tenant.id, req.query.token, req.lang));
}
