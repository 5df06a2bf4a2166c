// A kind of download (GET /api/files/<link>): the payload its links carry and how its file is made.
// Domains declare their kinds (`files` of the domain); files/routes.ts serves every kind of the list.
import type * as v from 'valibot';
import type { Db } from '../db/open.ts';

export interface DownloadFile {
  name: string;
  type: 'application/pdf' | 'text/csv; charset=utf-8';
  body: Uint8Array | string;
}

export const pdfFile = (name: string, body: Uint8Array): DownloadFile => ({ name, type: 'application/pdf', body });
export const csvFile = (name: string, body: string): DownloadFile => ({ name, type: 'text/csv; charset=utf-8', body });

export interface FileKind<S extends v.GenericSchema = v.GenericSchema> {
  /** The `k` of its links. */
  name: string;
  /** The link's payload, parsed again when the link is fetched. */
  request: S;
  /** The file, generated now from the database; undefined when it does not exist (404). */
  generate(db: Db, request: v.InferOutput<S>, now: Date): Promise<DownloadFile | undefined>;
}

export const fileKind = <S extends v.GenericSchema>(kind: FileKind<S>): FileKind => kind as unknown as FileKind;
