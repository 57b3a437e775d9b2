// The shared UI kit. Pages that must stay small (the home route) should import from the individual
// files; every file imports only what it uses, and the image viewer loads antd-mobile on first use.
export { BottomBar, bottomBarAction, type BottomBarLayout, type BottomBarProps } from './bottom-bar';
export { ChatAppPaymentWarning, type ChatAppPaymentWarningProps } from './chat-app-payment-warning';
export { Chip, type ChipProps, type ChipTone } from './chip';
export { Countdown, useCountdown, type CountdownFormat, type CountdownProps, type CountdownState } from './countdown';
export { EmptyIllustration, EmptyState, type EmptyStateProps, type StateAction } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export { LazyErrorState } from './lazy-error-state';
export {
  openImageViewer,
  preloadImageViewer,
  ZoomableImage,
  type ImageViewerHandle,
  type ZoomableImageProps,
} from './image-viewer';
export { InfiniteList, type InfiniteListProps, type InfiniteListStatus } from './infinite-list';
export { ListCard, type ListCardProps } from './list-card';
export { MaskedIdCard, MaskedPhone } from './masked';
export { Price, type PriceProps, type PriceSize } from './price';
export { chartGeometry, PriceChart, type PriceChartLabels, type PriceChartProps, type PricePoint } from './price-chart';
export { PullRefresh, pullDistance, type PullRefreshProps } from './pull-refresh';
export { SkeletonBlock, SkeletonCard, SkeletonList, type SkeletonBlockProps, type SkeletonListProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Swiper, type SwiperItem, type SwiperProps } from './swiper';
export { tabPanelProps, Tabs, type TabItem, type TabKey, type TabsProps, type TabsVariant } from './tabs';
export { TileCard, type TileCardProps } from './tile-card';
export { WindowStatus, type WindowStage, type WindowStatusProps } from './window-status';
