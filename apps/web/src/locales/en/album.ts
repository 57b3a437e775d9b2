// Project albums and their posts (issue 20): the list, an album, a post and the console's preview.
// One chunk per language, loaded with those pages (features/album/texts.ts).
export default {
  album: {
    empty: 'No albums yet',
    emptyHint: 'Project stories will appear here once they are published.',
    collectionCount_one: '{{count}} collection',
    collectionCount_other: '{{count}} collections',
    latestTrend: 'Updated {{date}}',
    collections: 'Collections in this album',
    trends: 'Posts',
    noTrends: 'No posts yet',
    draft: 'Draft',
    trend: {
      image: 'Image {{n}} of {{total}}',
      video: 'Video of the post',
      open: 'Open the post',
    },
    notFound: {
      album: 'Album not found',
      trend: 'Post not found',
      hint: 'It may have been unpublished or removed.',
    },
    preview: {
      note: 'Preview: drafts are shown and marked; users see only what is published.',
      invalid: 'This preview has expired',
      invalidHint: 'Open the preview again from the console.',
    },
  },
} as const;
