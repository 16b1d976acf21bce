/** A person's name as the product shows it: first name, then last name (either may be empty). */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
