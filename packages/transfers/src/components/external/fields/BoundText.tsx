import { TextField } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { ExternalFormKit } from '../useExternalForm';
import type { ExternalField, ExternalValues } from '../values';

type TextKey = {
  [K in keyof ExternalValues]: ExternalValues[K] extends string ? K : never;
}[keyof ExternalValues];

export interface BoundTextProps {
  kit: ExternalFormKit;
  name: TextKey | `extras.${string}`;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

/** A text field bound to the form: its rule's message, else the server's refusal, at the field. */
export function BoundText({
  kit,
  name,
  label,
  description,
  isRequired,
  maxLength,
  autoComplete,
  inputMode,
}: BoundTextProps) {
  const { form, errorOf, forget } = kit;
  return (
    <form.Field name={name as TextKey}>
      {(field) => {
        const error = errorOf(name as ExternalField, field.state.meta.errors);
        return (
          <TextField
            label={label}
            value={String(field.state.value ?? '')}
            onChange={(text) => {
              field.handleChange(text as never);
              forget(name as ExternalField);
            }}
            onBlur={field.handleBlur}
            isRequired={isRequired}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
            isInvalid={!!error}
            errorMessage={error}
            description={description}
          />
        );
      }}
    </form.Field>
  );
}
