// The brand module's public face (decisions 037, 057): the console's drafts of every kind, their preview, the dashboard.
export { brandModule, type BrandModuleOptions, type BrandServices } from './brand.module';
export type { BrandDocument, BrandPorts, CreatorLookDoc, DocumentsDoc, HomeDocument } from './draft-kinds';
export type { DraftKindDefinition, DraftService } from './draft.service';
export type { PreviewKind, PreviewTokens } from './preview-tokens';
