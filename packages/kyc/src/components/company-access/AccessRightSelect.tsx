import { useLingui } from '@lingui/react/macro';
import { ListOption, Select } from '@paydeck/ui';
import { accessRightName, selectableAccessRights } from '../../model/assignable-rights';
import { accessRightText } from '../company/company-text';

const options = selectableAccessRights.map((id) => ({ id }));

/** The rights a company user may be given: 0–4 with a line on each; 5 (uploading) is never offered (spec 3). */
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
  const name = value === null ? undefined : accessRightName(value);
  return (
    <Select
      label={label}
      items={options}
      value={value !== null && selectableAccessRights.includes(value) ? value : null}
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
