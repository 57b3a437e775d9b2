// The brand module's public face (decision 037): the console's brand drafts, their preview, the dashboard.
export { brandModule, type BrandModuleOptions, type BrandServices } from './brand.module';
export type { BrandDocument, BrandPorts, BrandView } from './brand.service';
