import type { TestProject } from 'vitest/node';
import { sqliteTemplates } from './template-db';

/** The `server-sqlite` project's template databases, migrated (and seeded) once (decision 045). */
export default async function setup(project: TestProject) {
  const templates = await sqliteTemplates();
  project.provide('migratedTemplate', templates.migrated);
  project.provide('seededTemplate', templates.seeded);
  return () => templates.remove();
}
