// The business resolution (WIRE.md "Business resolution"): the chosen directors of the root company are asked to
// sign a board resolution authorising the account; it is generated, then fetched for its statusId and signers.
import { type Caller, read } from './caller';
import { ResolutionAnswerSchema } from './schemas';

export interface ResolutionRequest {
  company: { name: string; registrationNumber: string; registrationCountryCode: string };
  /** The chosen directors (draft persons), each with the e-mail the request to sign goes to. */
  directors: { personId: string; firstName: string; lastName: string; email: string }[];
}

/** `businessResolutionSend`: a new resolution, its signers e-mailed. */
export const sendResolution = async (api: Caller, request: ResolutionRequest) =>
  (await api.call('businessResolutionSend', request, { schema: ResolutionAnswerSchema })).resolution;

/** `businessResolutionGet`: the resolution now (status and each signer's). */
export const fetchResolution = async (api: Caller, id: string, signal?: AbortSignal) =>
  (await api.call('businessResolutionGet', { id }, { schema: ResolutionAnswerSchema, signal, ...read })).resolution;
