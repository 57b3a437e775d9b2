export {
  CONSOLE_ROLES,
  fetchOperator,
  hasRole,
  ME_QUERY_KEY,
  useOperator,
  useSignedIn,
  useSignOut,
  type ConsoleOperator,
  type ConsoleRole,
} from './session';
