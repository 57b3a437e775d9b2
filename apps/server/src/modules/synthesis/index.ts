// The synthesis module's public face: its plugin, its services and the steps the synthesis flows run.
export { synthesisModule, recipeWriter, type SynthesisModuleOptions } from './synthesis.module';
export type { SynthesisServices } from './synthesis.types';
export {
  SynthesisService,
  blockCode,
  fragmentBlock,
  recipeRefusal,
  recipeState,
  type FragmentItem,
  type RecipeWithFragments,
  type SynthesisCollectionBrief,
  type SynthesisPorts,
} from './synthesis.service';
export { RecipeWriter, type RecipeAudit } from './recipe-writer.service';
export type { RecipeRow, RecipeFragmentRow, SynthesisRow, SynthesisInputRow } from './synthesis.repository';
