// The rights that may be given, as the server answered them (businessAccessRightsList, filtered by
// `assignableRights`): provided by the company-access screen to every right picker and user row under it.
import { createContext, useContext } from 'react';

/** Nothing is offered until the server has said which rights may be given. */
export const AssignableRightsContext = createContext<readonly number[]>([]);

export const useAssignableRights = () => useContext(AssignableRightsContext);
