import { BrandEditor } from './brand-page';

/** The tab bar: the same draft as the brand page, opened on its tab bar, previewed on the home. */
export default function TabBarPage() {
  return <BrandEditor initialTab="menu" />;
}
