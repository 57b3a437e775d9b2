export { jobsModule, type JobsModuleOptions } from './jobs.module';
export { BackgroundJobs } from './background-jobs';
