// The SWIFT and IBAN dictionaries fill the bank's details (payments.md 3 "Bank lookup"): asked once a code
// passes its checksum (a bad IBAN never leaves the browser), 400 ms after typing stops. When both answer, the IBAN's
// bank stands, whichever came last: an IBAN names the account's own bank, a BIC may be a head office or another
// branch (the spec is silent; the package README says so).
import { useEffect, useRef, useState } from 'react';
import type { IbanBank, SwiftBank } from '../../../api/external-lookups';
import { bicOnWire, bicProblem, ibanOnWire, ibanProblem } from '../../../model/formats';
import type { ExternalLookups } from '../types';
import type { ExternalFormKit } from '../useExternalForm';

export type LookupState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; bankName: string }
  | { kind: 'unknown' }
  | { kind: 'failed' };

const DELAY_MS = 400;

function useLookup<T>(code: string | null, ask: (code: string) => Promise<T | null>, fill: (answer: T) => string) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  // The latest callbacks, read when the answer comes: only a new code asks again.
  const calls = useRef({ ask, fill });
  calls.current = { ask, fill };
  useEffect(() => {
    if (code === null) {
      setState({ kind: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setState({ kind: 'loading' });
      calls.current.ask(code).then(
        (answer) => {
          if (!live) return;
          setState(answer === null ? { kind: 'unknown' } : { kind: 'found', bankName: calls.current.fill(answer) });
        },
        () => live && setState({ kind: 'failed' }),
      );
    }, DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code]);
  return state;
}

export function useBankLookups(kit: ExternalFormKit, lookups: ExternalLookups) {
  const { form, values } = kit;
  const set = (
    name: 'bankName' | 'bankAddress' | 'bankCity' | 'bankZipCode' | 'bankCountryCode' | 'swift',
    value: string | null,
  ) => {
    if (value) form.setFieldValue(name, value);
  };
  const swift = values.swift.trim() !== '' && bicProblem(values.swift) === null ? bicOnWire(values.swift) : null;
  const iban =
    values.accountKind === 'iban' && values.iban.trim() !== '' && ibanProblem(values.iban) === null
      ? ibanOnWire(values.iban)
      : null;
  // The IBAN whose bank filled the fields: a SWIFT answer then fills nothing while that IBAN is typed.
  const filledByIban = useRef<string | null>(null);
  const swiftState = useLookup<SwiftBank>(swift, lookups.swift, (bank) => {
    if (iban !== null && filledByIban.current === iban) return bank.bankName;
    set('bankName', bank.bankName);
    set('bankAddress', bank.address);
    set('bankCity', bank.city);
    set('bankZipCode', bank.zipCode);
    set('bankCountryCode', bank.countryIsoCode?.toUpperCase() ?? null);
    return bank.bankName;
  });
  const ibanState = useLookup<IbanBank>(iban, lookups.iban, (bank) => {
    filledByIban.current = iban;
    set('bankName', bank.bankName);
    set('bankAddress', bank.address);
    set('bankCity', bank.city);
    set('bankZipCode', bank.zipCode);
    set('bankCountryCode', bank.countryIsoCode?.toUpperCase() ?? null);
    if (bank.SWIFT && values.swift.trim() === '') set('swift', bank.SWIFT);
    return bank.bankName;
  });
  return { swiftState, ibanState };
}
