// The public landing pages' reads: a wrong link (404, 403 for a wrong token, 401 for a video job opened without
// its owner's session) is "not found", not a failure.
import { isApiError } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { queryOptions } from '@tanstack/react-query';
import { kycKeys } from '../api/keys';
import { fetchVideoJob, fetchWorkflowRun } from '../api/verification';

export async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && [401, 403, 404].includes(error.status ?? 0)) return null;
    throw error;
  }
}

export const workflowRunQuery = (workflowRunId: string, token: string) =>
  queryOptions({
    queryKey: kycKeys.workflowRun(workflowRunId),
    queryFn: ({ signal }) => orNotFound(fetchWorkflowRun(api, workflowRunId, token, signal)),
  });

export const videoJobQuery = (id: number) =>
  queryOptions({ queryKey: kycKeys.videoJob(id), queryFn: ({ signal }) => orNotFound(fetchVideoJob(api, id, signal)) });
