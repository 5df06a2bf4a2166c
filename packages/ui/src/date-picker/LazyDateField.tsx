import { lazy, Suspense } from 'react';
import { TextField } from '../text-field/TextField';

// The date picker is heavy (react-aria's date field and calendar code): it comes in its own chunk once a form shows
// it, so the screen's route stays light; until then the field shows its text, not a skeleton.
const IsoDateField = lazy(() => import('./IsoDateField').then((m) => ({ default: m.IsoDateField })));

export interface LazyDateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string | undefined;
}

/** A form's date in the app's language and the brand's region (not the browser's), kept as `YYYY-MM-DD` text. */
export function LazyDateField({ errorMessage, ...props }: LazyDateFieldProps) {
  const invalid = { isInvalid: errorMessage !== undefined, errorMessage };
  return (
    <Suspense fallback={<TextField {...props} {...invalid} isReadOnly />}>
      <IsoDateField {...props} {...invalid} />
    </Suspense>
  );
}
