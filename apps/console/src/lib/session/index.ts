export {
  CONSOLE_ROLES,
  fetchOperator,
  operatorOf,
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
