// Build alias for `use-sync-external-store/shim` (vite.config.ts). react-i18next imports the shim, which
// re-implements useSyncExternalStore for React before 18; React 19 has it, and the shim's production
// build only hands it over. The alias keeps its wrapper out of the boot.
export { useSyncExternalStore } from 'react';
