/** The named route employeeProfile (spec §2), optionally at one of its sections. */
export function profilePath(id: string, section?: 'personalDetail' | 'jobDetail' | 'paymentDetail'): string {
  return `/employee/${encodeURIComponent(id)}/profile${section ? `#${section}` : ''}`;
}
