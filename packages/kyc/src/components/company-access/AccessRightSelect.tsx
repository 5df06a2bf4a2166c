import { useLingui } from '@lingui/react/macro';
import { ListOption, Select } from '@paydeck/ui';
import { accessRightName } from '../../model/assignable-rights';
import { accessRightText } from '../company/company-text';
import { useAssignableRights } from './assignable-rights-context';

/** The rights a company user may be given, as the server lists them, with a line on each (5 is never offered). */
export function AccessRightSelect({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: number | null;
  onChange: (right: number) => void;
  errorMessage?: string | undefined;
}) {
  const { i18n } = useLingui();
  const rights = useAssignableRights();
  const options = rights.map((id) => ({ id }));
  const name = value === null ? undefined : accessRightName(value);
  return (
    <Select
      label={label}
      items={options}
      value={value !== null && rights.includes(value) ? value : null}
      onChange={(key) => onChange(Number(key))}
      description={name ? i18n._(accessRightText[name].description) : undefined}
      isInvalid={!!errorMessage}
      errorMessage={errorMessage}
    >
      {(item) => {
        const text = accessRightText[accessRightName(item.id) ?? 'none'];
        return (
          <ListOption id={item.id} textValue={i18n._(text.label)}>
            {i18n._(text.label)}
          </ListOption>
        );
      }}
    </Select>
  );
}
