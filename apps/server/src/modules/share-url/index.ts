export { shareUrlRoutes } from './share-url.routes';
