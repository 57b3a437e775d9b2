import type { BrandService } from './brand.service';
import type { DashboardService } from './dashboard.service';

/** What the brand module offers its routes and the app (`app.brand`). */
export interface BrandServices {
  brand: BrandService;
  dashboard: DashboardService;
}
