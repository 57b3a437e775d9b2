import type { ReactNode } from 'react';
import { useCatalogueTexts } from '../texts';

/**
 * Renders `children` once the catalogue's texts are in (suspends until then). A page puts it below the
 * hooks that start its data, so the query does not wait for the texts.
 */
export function WithCatalogueTexts({ children }: { children: ReactNode }) {
  useCatalogueTexts();
  return <>{children}</>;
}
