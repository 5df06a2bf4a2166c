import { ArrivalNotice } from '../components/arrival/ArrivalNotice';
import { personName } from '../model/person-name';
import { logout } from '../session/clients';
import { useSessionStore } from '../session/store';

/**
 * After an entry link signed the person in, asks on arrival whether this is their account (kept across
 * reloads until answered); "not me" signs out at once.
 */
export function ArrivalCheck() {
  const customer = useSessionStore((state) => (state.confirmArrival ? state.customer : null));
  const confirmed = useSessionStore((state) => state.arrivalConfirmed);
  if (!customer) return null;
  return (
    <ArrivalNotice
      name={personName(customer)}
      login={customer.login}
      onContinue={confirmed}
      onNotMe={() => logout('user')}
    />
  );
}
