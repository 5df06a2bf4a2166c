import { useLingui } from '@lingui/react/macro';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useEffect, useRef } from 'react';
import type * as v from 'valibot';
import { type FieldErrors, formErrors, validatorResult } from './form-errors';
import type { ProblemOverrides } from './problem-text';
import { draftGeneration } from './saving';

/** How long typing pauses before what was typed is saved in the draft (a reload then keeps it). */
export const SAVE_PAUSE_MS = 300;

export interface DraftFormOptions<T> {
  /** The screen's part of the draft as it is now. */
  initial: T;
  /** The model's rules of the screen (model/form-rules.ts). */
  rules: v.GenericSchema;
  /** Fields holding an object (addresses, phones) whose parts' problems they show. */
  groups?: readonly string[];
  overrides?: ProblemOverrides;
  /** Problems the rules cannot see (e.g. a detail needed for a large share), as more field errors. */
  extraErrors?: (value: T) => FieldErrors;
  /** Writes the values into the draft (also when invalid: nothing typed is lost). */
  save: (value: T) => void;
  /** After "Next" found nothing wrong. */
  onDone: () => void;
}

/**
 * A screen's form over the draft: validated with the model's rules in the interface language (after the first
 * "Next", again on every change), saved as the person types (after a pause) and when the screen closes, and
 * "Next" moves on only when nothing is wrong (the first wrong field gets the focus).
 */
export function useDraftForm<T extends object>({
  initial,
  rules,
  groups,
  overrides,
  extraErrors,
  save,
  onDone,
}: DraftFormOptions<T>) {
  const { i18n } = useLingui();
  const opened = useRef(draftGeneration());
  const saveNow = (value: T) => {
    if (opened.current === draftGeneration()) save(value);
  };
  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }: { value: T }) =>
        validatorResult({
          ...formErrors(i18n, rules, value, { groups: groups ?? [], overrides: overrides ?? {} }),
          ...extraErrors?.(value),
        }),
    },
    listeners: {
      onChange: ({ formApi }) => saveNow(formApi.state.values),
      onChangeDebounceMs: SAVE_PAUSE_MS,
    },
    onSubmit: ({ value }) => {
      saveNow(value);
      onDone();
    },
  });
  // the screen closes (another step, a hub, a reload's unload is covered by the pause above): save what it holds
  const latest = useRef({ form, saveNow });
  latest.current = { form, saveNow };
  useEffect(
    () => () => {
      const { form: current, saveNow: write } = latest.current;
      write(current.state.values);
    },
    [],
  );
  return form;
}

/** Submits a screen's form from its <form> element, then focuses the first field found wrong, if any. */
export async function submitAndFocus(
  form: { handleSubmit: () => Promise<void> },
  element: HTMLFormElement | null,
): Promise<void> {
  await form.handleSubmit();
  // react-aria marks a wrong field's input aria-invalid, and a wrong select or radio group data-invalid; the errors
  // render in the same commit as the state. The first in the page's order gets the focus.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  element
    ?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid] > button, [data-invalid] input:not([aria-hidden])',
    )
    ?.focus();
}
