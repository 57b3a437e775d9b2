/**
 * Starts the download of a page's largest image as soon as its address is known (a route loader's data is
 * in), before the page renders the `<img>` that shows it: the image then waits for its data only, not for
 * the page's render as well. The `<img>` with the same address takes the preloaded file. Once per address.
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url || typeof document === 'undefined') return;
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  for (const l of links) if (l.getAttribute('href') === url) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('href', url);
  document.head.appendChild(link);
}
