export {
  CONSOLE_ROLES,
  fetchOperator,
  hasRole,
  ME_QUERY_KEY,
  operatorOf,
  useOperator,
  useSignedIn,
  useSignOut,
  type ConsoleOperator,
  type ConsoleRole,
  type ConsoleSessionView,
} from './session';
