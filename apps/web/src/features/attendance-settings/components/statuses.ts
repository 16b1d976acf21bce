/** The colour of an assignment's status tag. */
export const STATUS_COLOURS = { past: 'default', current: 'green', scheduled: 'blue' } as const;
