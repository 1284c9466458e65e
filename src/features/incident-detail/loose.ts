import type { Incident } from '@/lib/http/incidents';

/**
 * A record as a section must be ready to receive it: any field missing or null, any list
 * empty. The response validator normally guarantees the full shape, but the spec leaves parts
 * of it open (2.13) and a section must never take the page down with it, so every section
 * reads its part through this type and says "not recorded" where something is absent.
 */
export type Loose<T> = T extends readonly (infer Item)[]
  ? readonly (Loose<Item> | null)[] | null | undefined
  : T extends object
    ? { [Key in keyof T]?: Loose<T[Key]> | null }
    : T | null | undefined;

export type LooseIncident = Loose<Incident>;
