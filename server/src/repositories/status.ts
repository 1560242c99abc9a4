/** Whether a notification or banner is shown: the same switch for both tables. */
export const STATUSES = ['active', 'inactive'] as const;
export type Status = (typeof STATUSES)[number];
