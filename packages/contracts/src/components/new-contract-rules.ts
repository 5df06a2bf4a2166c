// The new-contract form's values and their rules (payments.md 5), with the words given by the screen.
import * as v from 'valibot';
import type { ContractCreateBody } from '../model/create-rules';
import { NOTE_MAX, OBLIGATION_MAX, percentageRule, SIGNER_NAME_MAX, wirePercentage } from '../model/create-rules';

export interface NewContractValues {
  counterpartyEmail: string;
  role: 'PAY' | 'RECEIVE';
  companyId: string;
  percentage: string;
  activeFrom: string;
  activeTo: string;
  mySignerName: string;
  theirSignerName: string;
  myObligations: string[];
  theirObligations: string[];
  note: string;
}

export const emptyNewContract = (): NewContractValues => ({
  counterpartyEmail: '',
  role: 'RECEIVE',
  companyId: '',
  percentage: '',
  activeFrom: '',
  activeTo: '',
  mySignerName: '',
  theirSignerName: '',
  myObligations: [''],
  theirObligations: [''],
  note: '',
});

export type NewContractProblem =
  | 'email'
  | 'company'
  | 'percentage'
  | 'activeFrom'
  | 'activeTo'
  | 'signerRequired'
  | 'signerLong'
  | 'obligations'
  | 'obligationLong'
  | 'noteLong';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newContractSchema(word: (problem: NewContractProblem) => string) {
  const signer = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(word('signerRequired')),
    v.maxLength(SIGNER_NAME_MAX, word('signerLong')),
  );
  const obligations = v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(OBLIGATION_MAX, word('obligationLong')))),
    v.check((list) => list.some((item) => item.trim().length > 0), word('obligations')),
  );
  return v.pipe(
    v.object({
      counterpartyEmail: v.pipe(v.string(), v.trim(), v.regex(emailPattern, word('email'))),
      role: v.picklist(['PAY', 'RECEIVE']),
      companyId: v.pipe(v.string(), v.regex(/^\d+$/, word('company'))),
      percentage: v.pipe(
        v.string(),
        v.check((value) => v.safeParse(percentageRule, value).success, word('percentage')),
      ),
      activeFrom: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, word('activeFrom'))),
      activeTo: v.string(),
      mySignerName: signer,
      theirSignerName: signer,
      myObligations: obligations,
      theirObligations: obligations,
      note: v.pipe(v.string(), v.maxLength(NOTE_MAX, word('noteLong'))),
    }),
    v.forward(
      v.check((values) => !values.activeTo || values.activeTo > values.activeFrom, word('activeTo')),
      ['activeTo'],
    ),
  );
}

/** The PUT /contract payload: who pays is the sender; the typed percentage goes as the wire's number. */
export function newContractPayload(values: NewContractValues, me: number, counterpartyId: number): ContractCreateBody {
  const iPay = values.role === 'PAY';
  const clean = (list: string[]) => list.map((item) => item.trim()).filter(Boolean);
  return {
    companyId: Number(values.companyId),
    senderId: iPay ? me : counterpartyId,
    beneficiaryId: iPay ? counterpartyId : me,
    percentage: wirePercentage(v.parse(percentageRule, values.percentage)),
    activeFrom: values.activeFrom,
    activeTo: values.activeTo || null,
    note: values.note.trim(),
    senderSignerName: (iPay ? values.mySignerName : values.theirSignerName).trim(),
    beneficiarySignerName: (iPay ? values.theirSignerName : values.mySignerName).trim(),
    senderObligations: clean(iPay ? values.myObligations : values.theirObligations),
    beneficiaryObligations: clean(iPay ? values.theirObligations : values.myObligations),
  };
}
