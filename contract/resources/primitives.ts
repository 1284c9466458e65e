import { z } from 'zod';
import { HEX_COLOUR, INCIDENT_ID, LOCAL_TIME, THEME_ID, UUID } from '../formats.ts';

/** Building blocks every resource uses. `?` in the spec means nullable: `.nullable()`, never optional. */

export const uuid = () => z.string().regex(UUID);
export const unixSeconds = () => z.int().meta({ description: 'Unix seconds' });
export const count = () => z.int().min(0);
export const hexColour = () =>
  z.string().regex(HEX_COLOUR).meta({ description: 'Hex colour `#RRGGBB`', example: '#2F4F6F' });
export const incidentId = () => z.string().regex(INCIDENT_ID).meta({ example: 'IN-224368' });
export const themeId = () => z.string().regex(THEME_ID).meta({ example: 'TH-149' });
export const localTimeString = () =>
  z.string().regex(LOCAL_TIME).meta({
    description: '`YYYY-MM-DDThh:mm:ss` followed by the offset `±hhmm`',
    example: '2015-09-15T08:10:04+0000',
  });

/**
 * A string whose full set of values the spec leaves open (section 2.13). Any string is accepted,
 * so a value the vendor adds later never breaks a response; `known` lists the values seen, for
 * the UI. The OpenAPI document shows them as examples, not as an enum.
 */
export function openEnum(known: readonly string[], description: string) {
  return z.string().meta({
    description: `${description} The set is open; values seen: ${known.map((value) => `\`${value}\``).join(', ')}.`,
    examples: [...known],
  });
}

/** `{ id, name }`: the reference form of categories, types, media, sources, sectors, parties. */
export const NamedReference = z
  .object({ id: uuid(), name: z.string() })
  .meta({ id: 'NamedReference' });
export type NamedReference = z.infer<typeof NamedReference>;
