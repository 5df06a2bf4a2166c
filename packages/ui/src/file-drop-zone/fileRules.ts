/** Why a chosen file is refused. */
export type FileProblem = 'type' | 'size';

export interface FileRules {
  /** MIME types ("application/pdf"), wildcards ("image/*") or extensions (".pdf"). Empty or absent: any. */
  accept?: readonly string[];
  /** Largest accepted size in bytes. */
  maxSize?: number;
}

/** Whether a file of this name and MIME type matches one of the accepted types. */
export function acceptsType(name: string, type: string, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const lowerName = name.toLowerCase();
  const lowerType = type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return lowerName.endsWith(r);
    if (r.endsWith('/*')) return lowerType.startsWith(r.slice(0, -1));
    return lowerType === r;
  });
}

/** The first rule a file breaks: its type, then its size; null when it is accepted. */
export function fileProblem(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): FileProblem | null {
  if (!acceptsType(file.name, file.type, rules.accept)) return 'type';
  if (rules.maxSize !== undefined && file.size > rules.maxSize) return 'size';
  return null;
}

/** The accepted types as people read them: "application/pdf" → "PDF", "image/*" → "IMAGE", ".heic" → "HEIC". */
export function acceptedTypeNames(accept: readonly string[]): string {
  const names = accept.map((rule) => {
    const r = rule.trim();
    if (r.startsWith('.')) return r.slice(1).toUpperCase();
    const [kind = '', subtype = ''] = r.split('/');
    return (subtype === '*' ? kind : subtype).toUpperCase();
  });
  return [...new Set(names)].join(', ');
}
