// Title of the favourites page (route table `title` key, under `nav`), loaded with the boot like the
// other titles: the navigation bar shows it before the page's chunk arrives.
export default {
  favourites: 'Favourites',
} as const;
