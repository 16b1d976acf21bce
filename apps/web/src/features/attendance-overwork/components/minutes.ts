/** Minutes as hours:minutes ('2:30', '0:00'). */
export function hoursMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole minutes of a number of hours with at most two decimals, as the form asks for them. */
export const minutesOfHours = (hours: number): number => Math.round(hours * 60);
