import { useLingui } from '@lingui/react/macro';
import { Button, NumberField } from '@paydeck/ui';
import { personShare, needsSourceDetails, shareholdersOf } from '../../model/draft-rules';
import { CompanyRules, isComplete, PersonRules } from '../../model/form-rules';
import { isValidShare, levelShareProblems, levelSumBasisPoints } from '../../model/shares';
import * as styles from '../business.css';
import { AddPerson } from './AddPerson';
import { addExistingPerson, addNewCompany, addNewPerson, entryKey, removeShareholder, setShare } from './hub-changes';
import { companyName, percentOfBasisPoints, personName, shareProblemText } from './hub-text';
import { type HubProps, levelParam } from './hub-types';
import { HubList } from './HubList';
import { OwnersPicker } from './OwnersPicker';

/**
 * shareholdersHub: the holders of one level (persons and companies) with their shares, the level's total and
 * what is wrong with it (each share above 0 and at most 100 percent, together 10 to 100 percent).
 */
export function ShareholdersHub({ draft, level, update, open, newId }: HubProps) {
  const { t, i18n } = useLingui();
  const entries = shareholdersOf(draft, level);
  const held = new Set(entries.map(entryKey));
  const problems = entries.length === 0 ? [] : levelShareProblems(entries).filter((p) => p.code !== 'shareOutOfRange');
  const editPerson = (person: string) =>
    open({ screen: 'personForm', role: 'shareholder', ...levelParam(level), person });
  const editCompany = (company: string) => open({ screen: 'companyForm', ...levelParam(level), company });
  const rows = entries.map((entry) => {
    const key = entryKey(entry);
    const person = entry.kind === 'person' ? draft.persons.find((one) => one.id === key) : undefined;
    const company = entry.kind === 'company' ? draft.companies.find((one) => one.id === key) : undefined;
    const name = entry.kind === 'person' ? personName(i18n, person) : companyName(i18n, company);
    const complete = entry.kind === 'person' ? isComplete(PersonRules, person) : isComplete(CompanyRules, company);
    const detailsMissing =
      person !== undefined &&
      needsSourceDetails(personShare(draft, person.id)) &&
      (person.sourceOfFunds.length === 0 ||
        person.sourceOfFunds.some((id) => !person.sourceDetails[String(id)]?.trim()));
    let problem: string | undefined;
    if (!isValidShare(entry.share)) problem = t`Enter a share above 0 and at most 100 percent.`;
    else if (!complete) problem = t`Some details are missing: open to complete them.`;
    else if (detailsMissing) problem = t`Above 25 percent: give the sources of funds and their details.`;
    return {
      key,
      name,
      detail: entry.kind === 'company' ? t`Company` : t`Person`,
      problem,
      controls: (
        <NumberField
          className={styles.shareField}
          label={t`Share of ${name}, %`}
          value={entry.share}
          minValue={0}
          maxValue={100}
          step={0.01}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(share) => update((draft) => setShare(draft, level, key, share))}
        />
      ),
    };
  });
  const total = percentOfBasisPoints(i18n, levelSumBasisPoints(entries));
  const kindOf = new Map(entries.map((entry) => [entryKey(entry), entry.kind]));
  return (
    <div className={styles.hub}>
      <HubList
        headingLevel={level === null ? 3 : 4}
        label={t`Shareholders`}
        rows={rows}
        emptyTitle={t`No shareholders yet`}
        emptyText={t`Add the people and companies that own this company, with their shares.`}
        onEdit={(key) => (kindOf.get(key) === 'company' ? editCompany(key) : editPerson(key))}
        onRemove={(key) => update((draft) => removeShareholder(draft, level, key))}
      />
      {entries.length > 0 && (
        <p className={styles.sum} role="status">
          {t`Together: ${total} percent`}
        </p>
      )}
      {problems.map((problem) => (
        <p key={problem.code} className={styles.error}>
          {shareProblemText(i18n, problem)}
        </p>
      ))}
      <AddPerson
        addLabel={t`Add a person as shareholder`}
        existingLabel={t`Or choose someone already entered`}
        candidates={draft.persons.filter((person) => !held.has(person.id))}
        onAddNew={() => {
          const id = newId();
          update((draft) => addNewPerson(draft, 'shareholder', level, id));
          editPerson(id);
        }}
        onAddExisting={(id) => update((draft) => addExistingPerson(draft, 'shareholder', level, id))}
      />
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            const id = newId();
            update((draft) => addNewCompany(draft, level, id));
            editCompany(id);
          }}
        >
          {t`Add a company as shareholder`}
        </Button>
      </div>
      {level === null && <OwnersPicker draft={draft} update={update} />}
    </div>
  );
}
