import type { Casualties } from '@/lib/http/incidents';

/** The ten casualty counters (spec 2.10) as deaths and injuries per group, in reading order. */
export const CASUALTY_GROUPS = [
  ['Civilian', 'civilianDeaths', 'civilianInjuries'],
  ['Military', 'militaryDeaths', 'militaryInjuries'],
  ['Police', 'policeDeaths', 'policeInjuries'],
  ['Emergency services', 'emergencyDeaths', 'emergencyInjuries'],
  ['Criminal', 'criminalDeaths', 'criminalInjuries'],
] as const satisfies readonly (readonly [string, keyof Casualties, keyof Casualties])[];
