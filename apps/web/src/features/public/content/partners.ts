// Platform spec §1: the registry is run in collaboration with a buyers alliance and two non-profit
// organisations. Their names live here alone, so a deployment for other partners changes one file.

export interface Partner {
  name: string;
  /** The letters of the text mark that stands in for the logo. */
  mark: string;
  kind: string;
  role: string;
}

export const PARTNERS: Partner[] = [
  {
    name: 'Sustainable Aviation Buyers Alliance',
    mark: 'SABA',
    kind: 'Buyers alliance',
    role: 'Companies that buy sustainable aviation fuel certificates to reduce the emissions of their flights and shipments, and that asked for one trusted registry to do so.',
  },
  {
    name: 'RMI',
    mark: 'RMI',
    kind: 'Non-profit organisation',
    role: 'A non-profit organisation working on the transition of the energy system, and one of the two organisations that run the registry.',
  },
  {
    name: 'Environmental Defense Fund',
    mark: 'EDF',
    kind: 'Non-profit organisation',
    role: 'A non-profit environmental organisation, and one of the two organisations that run the registry.',
  },
];
