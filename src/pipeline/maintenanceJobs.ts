/** The recurring jobs of the `maintenance` queue (also their job scheduler ids and job names). */
export const MAINTENANCE_JOBS = ['ttl-prune', 'decay', 'sweep', 'consolidate'] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];
