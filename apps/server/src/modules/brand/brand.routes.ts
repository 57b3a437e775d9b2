import {
  consoleDashboard,
  consoleDiscardBrandDraft,
  consoleGetBrand,
  consoleLiveDrops,
  consoleSaveBrandDraft,
  getBrandPreview,
  consoleGetHomeDecoration,
  consoleSaveHomeDraft,
  consoleDiscardHomeDraft,
  getHomePreview,
  consoleGetTenantDocuments,
  consoleGetCreatorDecoration,
  consoleSaveCreatorDraft,
  consoleDiscardCreatorDraft,
  getCreatorPreview,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { BrandServices } from './brand.types';

/**
 * The console's dashboard and drafts (decisions 037, 040): read, save, discard, and the storefront's
 * preview by token. Publishing (and saving the documents, published at once) is `flows/publish-draft.ts`.
 */
export function brandRoutes(app: FastifyInstance, s: BrandServices): void {
  registerCall(app, consoleDashboard, (req) => s.dashboard.summary(req.tenant.id, req.tenant.timeZone, req.query));
  registerCall(app, consoleLiveDrops, (req) => s.dashboard.liveDrops(req.tenant.id, req.lang));
  // The brand (decision 037).
  registerCall(app, consoleGetBrand, (req) => s.brand.view(req.tenant.id));
  registerCall(app, consoleSaveBrandDraft, async (req) => {
    await s.brand.save(req.tenant.id, req.operator!.id, req.body, req.audit);
    return s.brand.view(req.tenant.id);
  });
  registerCall(app, consoleDiscardBrandDraft, async (req) => {
    await s.brand.discard(req.tenant.id, req.audit);
    return s.brand.view(req.tenant.id);
  });
  registerCall(app, getBrandPreview, (req) => s.brand.preview(req.tenant.id, req.query.token, req.lang));
  // The home decoration (decision 040).
  registerCall(app, consoleGetHomeDecoration, (req) => s.home.view(req.tenant.id));
  registerCall(app, consoleSaveHomeDraft, async (req) => {
    await s.home.save(req.tenant.id, req.operator!.id, req.body, req.audit);
    return s.home.view(req.tenant.id);
  });
  registerCall(app, consoleDiscardHomeDraft, async (req) => {
    await s.home.discard(req.tenant.id, req.audit);
    return s.home.view(req.tenant.id);
  });
  registerCall(app, getHomePreview, (req) => s.home.preview(req.tenant.id, req.query.token, req.lang));
  // The tenant's documents and languages (decision 040).
  registerCall(app, consoleGetTenantDocuments, (req) => s.documents.current(req.tenant.id));
  // The creator space's decoration (decision 040).
  registerCall(app, consoleGetCreatorDecoration, (req) => s.creatorView(req.tenant.id, req.lang, req.query.creatorId));
  registerCall(app, consoleSaveCreatorDraft, async (req) => {
    await s.creator.save(req.tenant.id, req.operator!.id, req.body, req.audit);
    return s.creatorView(req.tenant.id, req.lang, req.body.creatorId);
  });
  registerCall(app, consoleDiscardCreatorDraft, async (req) => {
    const discarded = await s.creator.discard(req.tenant.id, req.audit);
    return s.creatorView(req.tenant.id, req.lang, discarded?.creatorId);
  });
  registerCall(app, getCreatorPreview, (req) => s.creator.preview(req.tenant.id, req.query.token, req.lang));
}
