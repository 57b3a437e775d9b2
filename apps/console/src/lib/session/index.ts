export {
  CONSOLE_ROLES,
  fetchOperator,
  operatorOf,
  hasRole,
  ME_QUERY_KEY,
  useOperator,
  useSignedIn,
  useSignOut,
  type ConsoleOperator,
  type ConsoleRole,
  type ConsoleSessionAnswer,
} from './session';
