// The tax forms' TanStack Form hook: one form per page; its sections are `withTaxForm` components sharing the
// page's form options, its repeating parts (tax residences, controlling persons) field groups bound to a path
// of the page's form (`withTaxFieldGroup`).
import { createFormHook, createFormHookContexts } from '@tanstack/react-form';

const { fieldContext, formContext } = createFormHookContexts();

export const {
  useAppForm: useTaxForm,
  withForm: withTaxForm,
  withFieldGroup: withTaxFieldGroup,
} = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});
