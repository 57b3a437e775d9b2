import type { RecipeWriter } from './recipe-writer.service';
import type { SynthesisService } from './synthesis.service';

/** The synthesis module's decoration (`app.synthesis`). */
export interface SynthesisServices {
  synthesis: SynthesisService;
  recipes: RecipeWriter;
}
