/** The recurring jobs of the `maintenance` queue (also their job scheduler ids and job names); the last two are the background lane's. */
export const MAINTENANCE_JOBS = ['ttl-prune', 'decay', 'sweep', 'consolidate', 'events-prune', 'extract-idle'] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];
