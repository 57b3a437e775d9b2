// Titles of the album pages (route table `title` key, under `nav`), loaded with the boot like the others.
export default {
  albumList: 'Albums',
  album: 'Album',
  albumTrend: 'Post',
} as const;
