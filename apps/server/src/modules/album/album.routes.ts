import {
  consoleAlbumPreviewToken,
  consoleDeleteAlbum,
  consoleDeleteTrend,
  consoleGetAlbum,
  consoleListAlbums,
  consoleListTrends,
  consoleSaveAlbum,
  consoleSaveTrend,
  consoleSetAlbumStatus,
  getAlbum,
  getAlbumPreview,
  getTrend,
  listAlbums,
  listTrends,
} from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../plugins/register-call';
import type { AlbumServices } from './album.types';

/** The albums' calls (decision 047): the storefront's reads and the console's. */
export function albumRoutes(app: FastifyInstance, s: AlbumServices): void {
  registerCall(app, listAlbums, (req) => s.albums.list(req.tenant.id, req.query, req.lang));
  registerCall(app, getAlbum, (req) => s.albums.detail(req.tenant.id, req.params.id, req.lang));
  registerCall(app, listTrends, (req) => s.albums.trends(req.tenant.id, req.query));
  registerCall(app, getTrend, (req) => s.albums.trend(req.tenant.id, req.params.id, req.lang));
  registerCall(app, getAlbumPreview, (req) => s.albums.preview(req.tenant.id, req.query.token, req.lang));
  // The console: owner and editor write (audited); support and finance read.
  registerCall(app, consoleListAlbums, (req) => s.console.list(req.tenant.id, req.lang));
  registerCall(app, consoleGetAlbum, (req) => s.console.get(req.tenant.id, req.params.id));
  registerCall(app, consoleSaveAlbum, (req) => s.console.save(req.tenant.id, req.body, req.audit));
  registerCall(app, consoleSetAlbumStatus, (req) =>
    s.console.setStatus(req.tenant.id, req.params.id, req.body.status, req.audit),
  );
  registerCall(app, consoleDeleteAlbum, (req) => s.console.remove(req.tenant.id, req.params.id, req.audit));
  registerCall(app, consoleListTrends, (req) => s.console.trends(req.tenant.id, req.params.id));
  registerCall(app, consoleSaveTrend, (req) => s.console.saveTrend(req.tenant.id, req.params.id, req.body, req.audit));
  registerCall(app, consoleDeleteTrend, (req) => s.console.removeTrend(req.tenant.id, req.params.id, req.audit));
  registerCall(app, consoleAlbumPreviewToken, (req) => s.console.previewToken(req.tenant.id, req.params.id));
}
