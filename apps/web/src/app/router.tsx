import { createHashRouter } from 'react-router';
import { RouteFrame } from './route-frame';
import { notFoundRoute, routes } from './routes/index';

export function createAppRouter() {
  return createHashRouter([
    ...routes.map((def) => ({ path: def.path, element: <RouteFrame def={def} /> })),
    { path: '*', element: <RouteFrame def={notFoundRoute} /> },
  ]);
}
