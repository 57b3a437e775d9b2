import type { TestProject } from 'vitest/node';
import { provideTestS3 } from './s3-global';
import { makeTemplateRun } from './template-db';

/**
 * The `server-sqlite` project's migrated template, made once per run (decision 045), and the S3-compatible
 * server its tests share (decision 051).
 */
export default async function setup(project: TestProject) {
  const { remove, ...run } = await makeTemplateRun();
  project.provide('testTemplates', run);
  const stopS3 = await provideTestS3(project);
  return async () => {
    await remove();
    stopS3();
  };
}
