// Moved to src/seed/demo.ts; this re-export serves the sale's server-process fixture and is removed after the merge.
export { seedDemo } from '../../seed/demo';
