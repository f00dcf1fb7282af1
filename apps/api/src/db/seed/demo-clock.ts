/** Backdates the demo's history (issued two months ago, transferred last month...) from the seeding time. */
export interface DemoClock {
  now: Date;
  daysAgo(days: number): Date;
  hoursFromNow(hours: number): Date;
}

export function demoClock(now: Date): DemoClock {
  return {
    now,
    daysAgo: (days) => new Date(now.getTime() - days * 86_400_000),
    hoursFromNow: (hours) => new Date(now.getTime() + hours * 3_600_000),
  };
}
