/**
 * Demo customers of an Indian shop: names, e-mail addresses at the usual providers (staff at
 * the shop's own domain), and some users without a role, as the client must handle.
 */
import type { UserRecord } from '../../repositories/users';
import { DAY_MS, HISTORY_DAYS, oldestFirst, recentAge } from './calendar';
import { ALPHANUMERIC, Random, STREAMS } from './random';
import { choices, words } from './text';

const FIRST_NAMES = words(`
  Aarav Vivaan Aditya Vihaan Arjun Sai Reyansh Ayaan Krishna Ishaan Rohan Kabir Dhruv Karthik
  Rahul Siddharth Nikhil Pranav Varun Amit Rajesh Suresh Venkatesh Harpreet Manish Deepak
  Sanjay Imran Farhan Joseph Aadhya Ananya Diya Isha Kavya Priya Saanvi Meera Riya Sneha Pooja
  Neha Shreya Divya Lakshmi Anjali Nandini Tanvi Aishwarya Swati Fatima Zoya Ayesha Simran
  Harleen Deepika Radhika Keerthi Bhavana Sunita
`);

const LAST_NAMES = words(`
  Sharma Verma Gupta Patel Shah Mehta Iyer Nair Menon Pillai Reddy Rao Naidu Kulkarni
  Deshpande Joshi Patil Singh Kaur Gill Sandhu Chatterjee Banerjee Mukherjee Das Bose Ghosh
  Khan Qureshi Siddiqui D'Souza Fernandes Thomas Kurian Agarwal Jain Bansal Malhotra Kapoor
  Khanna Mishra Tiwari Pandey Yadav Chauhan Hegde Shetty Gowda
`);

const EMAIL_DOMAINS = choices(
  'gmail.com 60, yahoo.co.in 12, outlook.com 10, hotmail.com 6, rediffmail.com 6, icloud.com 6',
);

// Staff of the shop sign in with their work address.
const STAFF_DOMAIN = 'travelsim.in';
// One user in this many is an administrator of the shop.
const ADMIN_EVERY = 25;

const USER_ROLES = choices('customer 80, - 20');

/** ISO 8601 to the microsecond, as PostgreSQL stores it and Firestore's nanoseconds show it. */
function isoMicroseconds(ms: number, microseconds: number): string {
  return new Date(ms).toISOString().replace('Z', `${String(microseconds).padStart(3, '0')}Z`);
}

function emailLocalPart(random: Random, first: string, last: string): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  return random.pick([
    `${f}.${l}`,
    `${f}${l}`,
    `${f}_${l}`,
    `${f}.${l.charAt(0)}`,
    `${f}${random.int(1980, 2004)}`,
    `${l}.${f}`,
  ]);
}

export function demoUsers(count: number, anchor: Date): UserRecord[] {
  const random = new Random(STREAMS.users);
  const taken = new Set<string>();
  const users = Array.from({ length: count }, (_, index): UserRecord => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const isAdmin = index % ADMIN_EVERY === 0;
    const domain = isAdmin ? STAFF_DOMAIN : random.weighted(EMAIL_DOMAINS);
    const local = emailLocalPart(random, first, last);
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
    taken.add(email);
    return {
      id: random.string(28, ALPHANUMERIC),
      full_name: `${first} ${last}`,
      email,
      is_admin: isAdmin,
      created_at: isoMicroseconds(
        anchor.getTime() - recentAge(random, HISTORY_DAYS * DAY_MS),
        random.int(0, 999),
      ),
      role: isAdmin ? 'admin' : random.weighted(USER_ROLES),
    };
  });
  return oldestFirst(users, ({ created_at }) => created_at);
}
