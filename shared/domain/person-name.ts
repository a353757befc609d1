export type NamedPerson = { firstName: string | null; lastName: string | null; username: string | null; email: string | null };

/** How a person is named to others: full name, else username, else email. */
export function personName(person: NamedPerson): string {
  const full = [person.firstName, person.lastName].filter(Boolean).join(" ");
  return full || person.username || person.email || "Account";
}
