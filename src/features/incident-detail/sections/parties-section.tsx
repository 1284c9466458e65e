import type { InvolvedParty } from '@/lib/http/incidents';
import type { Loose } from '../loose';
import { defineSection } from './section';

/** Groups and individuals, with how each is involved. */
export const PartiesSection = defineSection(
  { title: 'Involved parties', id: 'parties' },
  function PartiesBody({ parties }: { parties: Loose<InvolvedParty[]> }) {
    const list = (parties ?? []).filter((party) => party != null);
    return (
      <>
        {list.length > 0 ? (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="py-1 font-medium">
                  Party
                </th>
                <th scope="col" className="py-1 pl-3 font-medium">
                  Kind
                </th>
                <th scope="col" className="py-1 pl-3 font-medium">
                  Involvement
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line border-y border-line">
              {list.map((party, index) => {
                const individual = party.type === 'individual' ? party.individual?.name : undefined;
                const group = party.group?.name;
                return (
                  <tr key={party.id ?? index}>
                    <td className="py-1.5">
                      {individual ? (
                        <>
                          {individual}
                          {group ? (
                            <span className="block text-xs text-muted">of {group}</span>
                          ) : null}
                        </>
                      ) : (
                        (group ?? <span className="text-muted">Unnamed party</span>)
                      )}
                    </td>
                    <td className="py-1.5 pl-3 capitalize">{party.type ?? '—'}</td>
                    <td className="py-1.5 pl-3">{party.involvement ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-muted">None recorded.</p>
        )}
      </>
    );
  },
);
