import { cities } from '../../server/modules/reference/service';

/**
 * The demo's agents: who they are, where they live, when they joined and under whom. Fixed data
 * (no chance), so names, ages and states are the same in every demo.
 *
 * The five agents of the demo logins (agent1…agent5) are Aisyah's chain, which joined three months
 * ago; the rest of the network grew month by month over the year under three roots: Hafiz (Master
 * Stockist, Johor, the company's first agent), Mei Ling (Master Stockist, Penang) and Kavitha
 * (Stockist, Sabah). No name contains another demo name (the browser tests search by name).
 */

/** Tier index: 0 Master Stockist, 1 Stockist, 2 Dealer, 3 Agent (db/demo.ts TIER_NAMES). */
export type TierIndex = 0 | 1 | 2 | 3;

export interface DemoAgent {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  tier: TierIndex;
  upline: string | null;
  helper: string | null;
  /** Joined `back` months before the current one, on `day` (for the current month: a share of it, day/30). */
  back: number;
  day: number;
  state: string;
  city: string;
  birthDate: string | null;
  gender: 'male' | 'female' | null;
  /** The last month (counted back) it still buys in; 0 = active to this day. */
  activeUntil: number;
  /** One of the demo logins: its story is told by demo-history.ts, not generated. */
  login: boolean;
}

type Row = [
  key: string,
  first: string,
  last: string,
  tier: TierIndex,
  upline: string | null,
  back: number,
  day: number,
  state: string,
  city: string,
  birth: string | null,
  gender: 'm' | 'f' | null,
  helper?: string,
  activeUntil?: number,
];

// prettier-ignore
const GROWN: Row[] = [
  ['hafiz', 'Hafiz', 'Rahman', 0, null, 12, 2, 'Johor', 'Johor Bahru', '1982-04-11', 'm'],
  ['nurul', 'Nurul', 'Izzah', 1, 'hafiz', 12, 9, 'Johor', 'Batu Pahat', '1990-08-23', 'f'],
  ['rajesh', 'Rajesh', 'Kumar', 1, 'hafiz', 11, 6, 'Melaka', 'Melaka', '1985-01-30', 'm'],
  ['siewlan', 'Siew Lan', 'Tan', 2, 'nurul', 11, 15, 'Johor', 'Johor Bahru', '1994-06-02', 'f'],
  ['meiling', 'Mei Ling', 'Lim', 0, null, 10, 3, 'Pulau Pinang', 'Pulau Pinang', '1980-09-14', 'f'],
  ['kamal', 'Kamal', 'Ismail', 2, 'rajesh', 10, 4, 'Melaka', 'Melaka', '1979-11-17', 'm'],
  ['haziq', 'Haziq', 'Osman', 1, 'meiling', 10, 12, 'Pulau Pinang', 'Bukit Mertajam', '1992-12-05', 'm'],
  ['zarina', 'Zarina', 'Yusof', 3, 'siewlan', 10, 18, 'Johor', 'Batu Pahat', '1999-03-09', 'f', 'nurul', 5],
  ['priya', 'Priya', 'Nair', 2, 'haziq', 9, 7, 'Perak', 'Ipoh', '1996-02-27', 'f'],
  ['syafiq', 'Syafiq', 'Hamdan', 3, 'kamal', 9, 11, 'Melaka', 'Melaka', '2001-05-21', 'm', 'rajesh'],
  ['wanfaiz', 'Wan Faiz', 'Wan Ali', 2, 'meiling', 9, 20, 'Kedah', 'Alor Setar', '1988-07-19', 'm'],
  ['jiahui', 'Jia Hui', 'Ong', 3, 'priya', 8, 5, 'Perak', 'Ipoh', '2000-10-10', 'f'],
  ['mohan', 'Mohan', 'Pillai', 1, 'hafiz', 8, 14, 'Negeri Sembilan', 'Seremban', '1975-03-03', 'm'],
  ['liyana', 'Liyana', 'Hassan', 2, 'mohan', 8, 22, 'Negeri Sembilan', 'Seremban', '1993-09-29', 'f'],
  ['kavitha', 'Kavitha', 'Raman', 1, null, 7, 4, 'Sabah', 'Kota Kinabalu', '1987-12-12', 'f'],
  ['johan', 'Johan', 'Lee', 2, 'kavitha', 7, 16, 'Sabah', 'Kota Kinabalu', '1991-04-04', 'm'],
  ['rizal', 'Rizal', 'Ahmad', 3, 'wanfaiz', 7, 25, 'Kedah', 'Alor Setar', '1995-08-08', 'm'],
  ['sarah', 'Sarah', 'Wong', 3, 'johan', 6, 8, 'Sarawak', 'Kuching', '1998-01-15', 'f'],
  ['fatimah', 'Fatimah', 'Zahra', 3, 'liyana', 6, 3, 'Negeri Sembilan', 'Seremban', '1972-06-26', 'f', 'mohan'],
  ['huimin', 'Hui Min', 'Chan', 1, 'meiling', 6, 10, 'Pulau Pinang', 'Pulau Pinang', '1989-02-14', 'f'],
  ['ganesh', 'Ganesh', 'Muthu', 2, 'rajesh', 6, 19, 'Melaka', 'Melaka', '1984-10-31', 'm'],
  ['irfan', 'Irfan', 'Hakim', 3, 'ganesh', 5, 6, 'Melaka', 'Melaka', '2002-07-07', 'm'],
  ['suresh', 'Suresh', 'Menon', 2, 'huimin', 5, 13, 'Pahang', 'Kuantan', '1981-05-05', 'm'],
  ['weijie', 'Wei Jie', 'Yong', 3, 'suresh', 5, 21, 'Pahang', 'Kuantan', '1997-11-11', 'm'],
  ['nadia', 'Nadia', 'Karim', 2, 'nurul', 4, 9, 'Johor', 'Johor Bahru', '1990-01-20', 'f'],
  ['sitihajar', 'Siti Hajar', 'Musa', 3, 'nadia', 4, 17, 'Kelantan', 'Kota Bharu', '1986-03-18', 'f'],
  ['lokman', 'Lokman', 'Hakimi', 3, 'siewlan', 4, 24, 'Terengganu', 'Kuala Terengganu', '1969-12-01', 'm', undefined, 2],
  ['melissa', 'Melissa', 'Goh', 2, 'huimin', 3, 8, 'Selangor', 'Petaling Jaya', '1995-05-25', 'f'],
  ['omar', 'Omar', 'Bakri', 3, 'melissa', 3, 20, 'Selangor', 'Klang', '1993-07-14', 'm', 'huimin'],
  ['ravi', 'Ravi', 'Shankar', 3, 'priya', 3, 26, 'Perak', 'Ipoh', '1983-04-22', 'm'],
  ['yasmin', 'Yasmin', 'Idris', 1, 'hafiz', 2, 5, 'Selangor', 'Kajang', '1991-10-03', 'f'],
  ['danial', 'Danial', 'Azman', 2, 'yasmin', 2, 15, 'Wp Kuala Lumpur', 'Kuala Lumpur', '1999-08-30', 'm'],
  ['grace', 'Grace', 'Lau', 3, 'johan', 2, 22, 'Sarawak', 'Kuching', '2003-02-08', 'f'],
  ['hakim', 'Hakim', 'Salleh', 3, 'danial', 1, 7, 'Wp Putrajaya', 'Putrajaya', '1994-12-24', 'm'],
  ['shalini', 'Shalini', 'Nathan', 3, 'ganesh', 1, 16, 'Melaka', 'Melaka', '1992-03-16', 'f'],
  ['faizal', 'Faizal', 'Rosli', 2, 'mohan', 1, 23, 'Perlis', 'Kangar', '1977-09-09', 'm'],
  ['mira', 'Mira', 'Kassim', 3, 'faizal', 0, 8, 'Perlis', 'Kangar', '2004-06-18', 'f'],
  ['kelvin', 'Kelvin', 'Tan', 3, 'melissa', 0, 20, 'Selangor', 'Shah Alam', '1996-04-01', 'm'],
];

// The demo logins: agent1 ← agent2 ← agent3 ← agent4, agent5 (placement chain); agent2 helped recruit agent4.
// A Selangor address and no phone (the agent app shows its missing-contact message; agent5 has one, see year.ts), no birth date.
const LOGINS: Row[] = [
  ['agent1', 'Aisyah', 'Agent', 0, null, 3, 1, 'Selangor', 'Shah Alam', null, null],
  ['agent2', 'Budi', 'Agent', 1, 'agent1', 3, 1, 'Selangor', 'Shah Alam', null, null],
  ['agent3', 'Chong', 'Agent', 2, 'agent2', 3, 1, 'Selangor', 'Shah Alam', null, null],
  ['agent4', 'Devi', 'Agent', 3, 'agent3', 3, 2, 'Selangor', 'Shah Alam', null, null, 'agent2'],
  ['agent5', 'Eng', 'Agent', 3, 'agent3', 3, 2, 'Selangor', 'Shah Alam', null, null],
];

const agentOf =
  (login: boolean) =>
  ([key, firstName, lastName, tier, upline, back, day, state, city, birth, gender, helper, activeUntil]: Row): DemoAgent => ({
    key,
    email: `${key}@demo.test`,
    firstName,
    lastName,
    tier,
    upline,
    helper: helper ?? null,
    back,
    day,
    state,
    city,
    birthDate: birth,
    gender: gender === null ? null : gender === 'm' ? 'male' : 'female',
    activeUntil: activeUntil ?? 0,
    login,
  });

export const DEMO_AGENTS: DemoAgent[] = [...LOGINS.map(agentOf(true)), ...GROWN.map(agentOf(false))];

/** The first postcode of the city (reference data), so the address passes the account checks. */
export function postcodeOf(state: string, city: string): string {
  const found = cities(state).find((c) => c.city === city);
  if (!found) throw new Error(`demo: no city ${city} in ${state}`);
  return found.postcodes[0]!;
}

/** A MyKad-shaped identity number from the birth date, unique by the agent's place in the list. */
export function identityOf(agent: DemoAgent, index: number): string {
  const birth = (agent.birthDate ?? '1990-01-01').replaceAll('-', '').slice(2);
  return `${birth}-${String(10 + (index % 4)).padStart(2, '0')}-${String(5100 + index)}`;
}

// Customers of the agents' own stores: first names and surnames combined by the agent's place in the list.
const CUSTOMER_FIRST = ['Nora', 'Hana', 'Mei', 'Ong', 'Zul', 'Lina', 'Yusri', 'Jenny', 'Kumar', 'Salmah', 'Wei', 'Rosnah', 'Tasha', 'Iqbal', 'Kiran', 'Suzana'];
const CUSTOMER_LAST = ['Abdullah', 'Lim', 'Raj', 'Ho', 'Mahmud', 'Teo', 'Samy', 'Ibrahim'];

export function customerName(agentIndex: number, n: number): { firstName: string; lastName: string } {
  const i = agentIndex * 3 + n;
  return { firstName: CUSTOMER_FIRST[i % CUSTOMER_FIRST.length]!, lastName: CUSTOMER_LAST[(i * 5 + 1) % CUSTOMER_LAST.length]! };
}
