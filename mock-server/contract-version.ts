/** The HAI API contracts the mock can serve: v2.5.1 (AGORA's servers today) or the v2.4.1 sessions-only surface. */
const contractVersions = ['2.5.1', '2.4.1'] as const;
export type ContractVersion = (typeof contractVersions)[number];

export const defaultContract: ContractVersion = '2.5.1';

export function parseContract(raw: string): ContractVersion {
  const wanted = raw.trim().replace(/^v/i, '');
  const found = contractVersions.find((version) => version === wanted);
  if (!found) throw new Error(`Invalid contract '${raw}': use ${contractVersions.join(' or ')}.`);
  return found;
}
