import type { NamedText } from './types';

export const vision: string =
  'A Kaveri delta in which every small and micro manufacturer can grow on fair terms: with reliable infrastructure, timely payment, affordable credit and skilled people, making products of a quality that competes anywhere, while offering dignified work to the families of the region and caring for the land and rivers on which the delta depends.';

export const mission: readonly string[] = [
  'Represent the interests of small and micro manufacturers before central, state and local government, banks, utilities and regulators.',
  'Give every member prompt, free and confidential guidance on finance, approvals, taxation, schemes and exports.',
  'Train owners, managers and workers through entrepreneurship, management and skill programmes run with technical institutions.',
  'Open new markets for members through trade fairs, buyer-seller meets, public procurement and export delegations.',
  'Help first-generation entrepreneurs, women and young people from the delta districts start and sustain manufacturing units.',
  'Promote quality, safety and cleaner production so that member firms meet the standards their customers expect.',
  'Work with government and members to improve roads, power, water and common facilities in the industrial estates.',
  'Keep the association transparent, democratic and financially sound, accountable to its members at every general meeting.',
];

export const coreValues: readonly NamedText[] = [
  {
    name: 'Service',
    description: 'We exist for our members, and the smallest firm receives the same attention as the largest.',
  },
  {
    name: 'Integrity',
    description:
      'We say the same thing to members, to government and to the public, and we account openly for every rupee.',
  },
  {
    name: 'Fairness',
    description: 'We seek fair terms for small industry and treat every member, worker and partner with equal respect.',
  },
  {
    name: 'Self-reliance',
    description: 'We help members build their own capabilities, so that their firms can stand on their own feet.',
  },
  {
    name: 'Responsibility',
    description: 'We believe industry must care for its workers, its neighbours and the delta that sustains us all.',
  },
];
