/** Whole minutes of a number of hours with at most two decimals, as the form asks for them. */
export const minutesOfHours = (hours: number): number => Math.round(hours * 60);
