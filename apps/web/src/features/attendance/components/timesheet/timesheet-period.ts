import { useAddressRange } from '../../../../components/date-range-picker/use-address-range.ts';

/** The period a timesheet page shows, kept in the address: this month by default. */
export const useTimesheetPeriod = () => useAddressRange('month');
