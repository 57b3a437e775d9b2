import type { Language } from '@curio/contract';
import type { DashboardService } from './dashboard.service';
import type {
  BrandDocument,
  BrandPreview,
  CreatorLookDoc,
  CreatorPreview,
  creatorView,
  DocumentsKind,
  HomeDocument,
  HomePreview,
} from './draft-kinds';
import type { DraftService } from './draft.service';
import type { PreviewTokens } from './preview-tokens';

/**
 * What the brand module offers its routes, the publish flow and the app (`app.brand`, decision 057): one
 * draft service per kind, all of one shape; the documents' kind (no draft: published at once by the flow);
 * the dashboard.
 */
export interface BrandServices {
  brand: DraftService<BrandDocument, BrandPreview, BrandDocument>;
  home: DraftService<HomeDocument, HomePreview, HomeDocument>;
  creator: DraftService<CreatorLookDoc, CreatorPreview, CreatorLookDoc | null>;
  /** The console's creator page (its creators, the chosen one's look, the draft). */
  creatorView(tenantId: number, lang: Language, creatorId?: number): ReturnType<typeof creatorView>;
  documents: DocumentsKind;
  /** The storefront's preview tokens, every kind's: the drafts' and the albums' (decision 057). */
  previews: PreviewTokens;
  dashboard: DashboardService;
}
