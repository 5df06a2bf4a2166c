import { useEffect, useState } from 'react';

/** The value once it stopped changing for `ms` (the payee check and the fee are asked as the person types). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
