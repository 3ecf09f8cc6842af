// The scheduled jobs' public module: other areas import from here only (docs/architecture.md).

export { jobRoutes } from './jobs.routes.ts';
export { registeredJobs, startJobs } from './jobs.ts';
