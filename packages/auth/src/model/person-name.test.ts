// @vitest-environment node
import { personName } from './person-name';

test.each([
  [{ firstName: 'Anna', lastName: 'Personal', login: 'anna@x.test' }, 'Anna Personal'],
  [{ firstName: ' Boris ', lastName: '', login: 'boris@x.test' }, 'Boris'],
  [{ firstName: '', lastName: '', login: 'otto@x.test' }, 'otto@x.test'],
  [{ firstName: 'Mary  Ann', lastName: 'Smith', login: 'm@x.test' }, 'Mary Ann Smith'],
])('personName(%j) is %j', (person, expected) => {
  expect(personName(person)).toBe(expected);
});
