// The synthesis module's public face: its plugin, its services and the steps the synthesis flows run.
export { synthesisModule, recipeWriter, type SynthesisModuleOptions } from './synthesis.module';
export type { SynthesisServices } from './synthesis.types';
export {
  SynthesisService,
  blockCode,
  fragmentBlock,
  fragmentOf,
  recipeRefusal,
  recipeState,
  type FragmentItem,
  type FragmentRow,
  type RecipeWithFragments,
  type SynthesisCollectionBrief,
  type SynthesisPorts,
} from './synthesis.service';
export { RecipeWriter } from './recipe-writer.service';
export type { RecipeRow, RecipeFragmentRow, SynthesisRow, SynthesisInputRow } from './synthesis.repository';
// The catalogue file's recipes (issue 18): the import and export steps the catalogue's writer runs.
export { recipeCatalogue, RecipeCatalogue } from './recipe-catalogue.service';
