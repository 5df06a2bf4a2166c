// The external identity workflow (providers jmo and nfd) and the video identity job (WIRE.md "Identity
// verification"). The landing pages read them without a session.
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import type { Caller } from './profile';
import { Id } from './schemas';

type Rest = Pick<ApiClient, 'get' | 'send'>;

export const identityProviders = ['jmo', 'nfd'] as const;
export const verificationMethods = ['email', 'sms', 'camera'] as const;
export type IdentityProvider = (typeof identityProviders)[number];
export type VerificationMethod = (typeof verificationMethods)[number];

/** A started workflow run: its landing is `/identity-verification/{workflowRunId}/{token}`. */
export const WorkflowStartSchema = v.object({ workflowRunId: v.string(), token: v.string(), url: v.string() });

export const startIdentityVerification = (api: Rest, provider: IdentityProvider, method: VerificationMethod) =>
  api.send('POST', 'identity-verification', { provider, method }, { schema: WorkflowStartSchema });

export const workflowStatuses = ['started', 'completed', 'failed', 'expired'] as const;
export const WorkflowRunSchema = v.object({
  workflowRunId: v.string(),
  provider: v.picklist(identityProviders),
  status: v.picklist(workflowStatuses),
  customerFirstName: v.nullish(v.string(), null),
});
export type WorkflowRun = v.InferOutput<typeof WorkflowRunSchema>;

const runPath = (workflowRunId: string, token: string) =>
  `identity-verification/${encodeURIComponent(workflowRunId)}/${encodeURIComponent(token)}`;

export const fetchWorkflowRun = (api: Rest, workflowRunId: string, token: string, signal?: AbortSignal) =>
  api.get(runPath(workflowRunId, token), { schema: WorkflowRunSchema, signal });

/** The sandbox plays the provider: the person finishes (or fails) the provider's steps here. */
export const finishWorkflowRun = async (
  api: Rest,
  workflowRunId: string,
  token: string,
  result: 'completed' | 'failed',
) =>
  (
    await api.send(
      'POST',
      runPath(workflowRunId, token),
      { result },
      { schema: v.object({ status: v.picklist(workflowStatuses) }) },
    )
  ).status;

export const videoJobStatuses = ['created', 'inProgress', 'completed', 'rejected'] as const;
export const VideoJobSchema = v.object({
  id: Id,
  status: v.picklist(videoJobStatuses),
  scheduledAt: v.nullish(v.string(), null),
});
export type VideoJob = v.InferOutput<typeof VideoJobSchema>;

export const fetchVideoJob = (api: Rest, id: number, signal?: AbortSignal) =>
  api.get(`video-identity-job/${id}`, { schema: VideoJobSchema, signal });

const JobAnswer = v.object({ job: v.object({ id: Id, status: v.picklist(videoJobStatuses), url: v.string() }) });
export const createVideoJob = async (api: Caller) =>
  (await api.call('identityJobCreate', {}, { schema: JobAnswer })).job;
export const completeVideoJob = async (api: Caller, id: number) =>
  (await api.call('identityJobComplete', { id }, { schema: JobAnswer })).job;
