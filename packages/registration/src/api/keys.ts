// Query keys of the registration reads, from one factory (invalidation by prefix).
export const registrationKeys = {
  all: ['registration'] as const,
  emailCheck: (email: string) => [...registrationKeys.all, 'emailCheck', email.trim().toLowerCase()] as const,
  resolution: (id: string) => [...registrationKeys.all, 'resolution', id] as const,
  dictionaries: (lang: string) => [...registrationKeys.all, 'dictionary', lang] as const,
  dictionary: (lang: string, name: string, kind?: string) =>
    [...registrationKeys.dictionaries(lang), name, kind ?? ''] as const,
};
