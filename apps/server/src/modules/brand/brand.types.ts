import type { BrandService } from './brand.service';
import type { DashboardService } from './dashboard.service';
import type { CreatorDraftService } from './creator-draft.service';
import type { DocumentsService } from './documents.service';
import type { HomeDraftService } from './home-draft.service';

/** What the brand module offers its routes and the app (`app.brand`). */
export interface BrandServices {
  brand: BrandService;
  dashboard: DashboardService;
  home: HomeDraftService;
  documents: DocumentsService;
  creator: CreatorDraftService;
}
