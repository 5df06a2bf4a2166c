/** How a signed-in person is named to themselves: first and last name, else the login. */
export function personName(person: { firstName: string; lastName: string; login: string }): string {
  const name = `${person.firstName} ${person.lastName}`.replace(/\s+/g, ' ').trim();
  return name === '' ? person.login : name;
}
