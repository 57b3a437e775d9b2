import type { TestProject } from 'vitest/node';
import { makeTemplateRun } from './template-db';

/** The `server-sqlite` project's migrated template, made once per run (decision 045). */
export default async function setup(project: TestProject) {
  const { remove, ...run } = await makeTemplateRun();
  project.provide('testTemplates', run);
  return remove;
}
