// The routes discover-routes.ts adds on demand, in one lazily loaded module (with the catalogue).
export { publicApiDocRoutes } from '../api-docs/routes';
export { signedInRoutes } from './user-routes';
