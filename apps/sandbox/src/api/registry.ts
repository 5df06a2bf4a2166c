// The method registry: each domain registers its methods with a valibot payload schema, an auth
// requirement, whether an Idempotency-Key is required, and a handler over the database.
import type * as v from 'valibot';
import type { Session } from '../domains/identity/sessions.ts';
import type { Db } from '../db/open.ts';
import type { Lang } from '../lang.ts';
import type { Sandbox } from '../sandbox.ts';
import type { Answer } from './answers.ts';
import type { UploadedFiles } from './uploads.ts';

export interface MethodContext {
  /** The database; the idempotency store's transaction for a writing call with a key (effect and answer as one). */
  db: Db;
  sandbox: Sandbox;
  lang: Lang;
  ip: string;
  /** The checked file parts of a multipart upload (uploads.ts); empty for a JSON call. */
  files: UploadedFiles;
  /** The Idempotency-Key header, for a method that keeps its own idempotency (registration's account openings). */
  idempotencyKey?: string | undefined;
}

export interface SessionContext extends MethodContext {
  session: Session;
  /** The customer acted for: `fromCustomerId` when given (and allowed), else the user's own. */
  customerId: number;
  /** The user's access right on that customer (0..5; the own customer of an owner is 2). */
  accessRights: number;
}

interface BaseMethod<S extends v.GenericSchema> {
  name: string;
  payload: S;
  /**
   * Moves money or creates something: requires an Idempotency-Key. (Any writing method sent with one is stored and
   * replayed the same way: dispatch.ts runWriting.)
   */
  idempotent?: boolean;
  /**
   * Writes nothing and answers only from the database: the answer may be cached until the next
   * write. Every method without it counts as a write and empties that cache.
   */
  readOnly?: boolean;
  /** One of the spec's admin actions (access-policy.ts kind `admin`: admins only, acting for any customer). */
  adminAction?: boolean;
  /** The file parts it takes as `multipart/form-data` (uploads.ts); without it, JSON only. */
  files?: readonly string[];
  /** Its file parts are data files (CSV or XLSX; uploads.ts), whose content the method itself checks. */
  dataFiles?: boolean;
}

export interface SessionMethod<S extends v.GenericSchema> extends BaseMethod<S> {
  auth: 'session';
  handle(ctx: SessionContext, payload: v.InferOutput<S>): Promise<Answer>;
}

export interface PublicMethod<S extends v.GenericSchema> extends BaseMethod<S> {
  auth: 'public';
  handle(ctx: MethodContext, payload: v.InferOutput<S>): Promise<Answer>;
}

/**
 * A session method that the holder of a representative's auth secret (`authSecret` in the body) may call without
 * a session (identity spec 6): with a secret the handler gets no session and checks the secret itself.
 */
export interface SessionOrSecretMethod<S extends v.GenericSchema> extends BaseMethod<S> {
  auth: 'sessionOrSecret';
  handle(ctx: SessionContext | MethodContext, payload: v.InferOutput<S>): Promise<Answer>;
}

export type MethodDefinition =
  | SessionMethod<v.GenericSchema>
  | PublicMethod<v.GenericSchema>
  | SessionOrSecretMethod<v.GenericSchema>;

export const sessionMethod = <S extends v.GenericSchema>(def: Omit<SessionMethod<S>, 'auth'>): MethodDefinition =>
  ({ ...def, auth: 'session' }) as MethodDefinition;

export const publicMethod = <S extends v.GenericSchema>(def: Omit<PublicMethod<S>, 'auth'>): MethodDefinition =>
  ({ ...def, auth: 'public' }) as MethodDefinition;

export const sessionOrSecretMethod = <S extends v.GenericSchema>(
  def: Omit<SessionOrSecretMethod<S>, 'auth'>,
): MethodDefinition => ({ ...def, auth: 'sessionOrSecret' }) as MethodDefinition;

/** A call made with an auth secret instead of a session (SessionOrSecretMethod). */
export const hasAuthSecret = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { authSecret?: unknown }).authSecret === 'string' &&
  (body as { authSecret: string }).authSecret !== '';

export class MethodRegistry {
  readonly #methods = new Map<string, MethodDefinition>();

  register(...definitions: MethodDefinition[]): this {
    for (const definition of definitions) {
      if (this.#methods.has(definition.name)) throw new Error(`Method ${definition.name} registered twice`);
      this.#methods.set(definition.name, definition);
    }
    return this;
  }

  get(name: string): MethodDefinition | undefined {
    return this.#methods.get(name);
  }

  names(): string[] {
    return [...this.#methods.keys()].sort();
  }
}
