// Texts of the shared UI building blocks (components/ui). Merged by the app as the `ui` key of
// each language's resources, so components use `t('ui.empty')`. English is the fallback.
export default {
  empty: 'Nothing here yet',
  loading: 'Loading...',
  loadFailed: 'Failed to load',
  loadFailedHint: 'Please check your network and try again',
  retry: 'Retry',
  noMore: 'No more',
  loadMoreFailed: 'Failed to load, tap to retry',
  pull: {
    pulling: 'Pull down to refresh',
    release: 'Release to refresh',
    refreshing: 'Refreshing...',
    done: 'Refreshed',
  },
  countdown: {
    /** More than a day left: `time` is HH:MM:SS. */
    withDays: '{{days}}d {{time}}',
    days: 'd',
    hours: 'h',
    minutes: 'm',
    seconds: 's',
    ended: 'Ended',
  },
  chatAppPayment: 'Do not pay in the chat app, use the mobile browser',
  chatAppPaymentHint: 'Tap ··· at the top right and choose "Open in Browser"',
  imageViewer: {
    open: 'View full image',
  },
  swiper: {
    label: 'Banner',
    slide: '{{index}} of {{total}}',
  },
} as const;
