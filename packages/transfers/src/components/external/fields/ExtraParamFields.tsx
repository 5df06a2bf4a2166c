import type { ExtraParam, ExtraParamsAnswer } from '../../../api/external-lookups';
import { foreignExtras } from '../external-rules';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundSelect } from './BoundSelect';
import { BoundText } from './BoundText';

/** The extra fields a rail needs for the country (`transferExtraParams`), wherever the submit puts them. */
export function ExtraParamFields({ kit, answer }: { kit: ExternalFormKit; answer: ExtraParamsAnswer | null }) {
  const foreign = foreignExtras(answer);
  if (!foreign) return null;
  const params: ExtraParam[] = [...foreign.extraParams, ...foreign.options.extraParams].filter(
    (param, index, all) => all.findIndex((other) => other.name === param.name) === index,
  );
  return (
    <>
      {params.map((param) =>
        param.values.length > 0 ? (
          <BoundSelect
            key={param.name}
            kit={kit}
            name={`extras.${param.name}`}
            label={param.label}
            isRequired={param.required}
            options={param.values.map((choice) => ({ id: choice.value, label: choice.label }))}
          />
        ) : (
          <BoundText
            key={param.name}
            kit={kit}
            name={`extras.${param.name}`}
            label={param.label}
            isRequired={param.required}
            maxLength={param.maxLength ?? undefined}
          />
        ),
      )}
    </>
  );
}
