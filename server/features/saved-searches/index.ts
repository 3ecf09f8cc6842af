// The saved-searches area's public module: other areas import from here only (docs/architecture.md).

export { SAVED_SEARCH_ALERT_JOBS, savedSearchAlertJobs } from './saved-search-alerts.ts';
export { savedSearchPolicies } from './saved-search-policies.ts';
export { savedSearchRoutes } from './saved-searches.routes.ts';
