/**
 * Demo blogs: the shop's articles on travel eSIMs, gift cards and device cover, in the
 * specification's four categories, mostly Published, dated over recent months. The first few
 * have a small picture drawn in code; the rest have none. Pictures are not shared between blogs:
 * deleting a blog deletes its image. The same anchor gives the same blogs, and a hundred thousand
 * take well under a second to make.
 */
import type { BlogCategory, BlogStatus } from '../../../../contract/blogs';
import { DAY_MS, dayRandom, oldestFirst, RECENT_DAYS, recentAge } from './calendar';
import { blogPicture, THEMES, type Theme } from './png';
import { STREAMS, type Choices } from './random';
import { choices, rows, words } from './text';

/** How many of the first blogs may have a picture (two in three of them do). */
const PICTURED_BLOGS = 24;

const COUNTRIES = words(`
  Japan Thailand Singapore Vietnam Indonesia Malaysia France Italy Spain Switzerland Greece
  Turkey Dubai Australia Canada Mexico Egypt Maldives Georgia Portugal
`);
const DEVICES = words(`iPhone Pixel Galaxy OnePlus iPad Watch`);

/** Title and description templates by category: `{place}`, `{device}` and `{n}` are filled in. */
const TEMPLATES = rows(`
  Travel | {place} on one eSIM: a {n}-day guide | Where the signal is strong, what a week of maps and messages costs, and when to top up.
  Travel | Landing in {place}: online before baggage claim | Install at home, switch on at arrival, skip the airport SIM queue.
  Travel | A gift card for a trip to {place} | How a travel gift card pays for data plans and add-ons on the way.
  eSIM | eSIM or roaming in {place}? | What {n} days of data cost each way, and why most travellers switch.
  eSIM | Installing a travel eSIM on your {device} | A step-by-step guide with the settings to check before you fly.
  eSIM | Sharing data from your eSIM in {place} | Hotspot limits, battery tips and what your plan allows.
  Tips | {n} tips to keep data costs low in {place} | Offline maps, Wi-Fi calling and the apps that use the most data.
  Tips | Gift cards for travellers: {n} ideas | Vouchers that work abroad, from eSIM credit to device cover.
  Tips | Before you fly: a checklist for your {device} | Backups, eSIM profiles and cover for a trip of {n} days.
  Technology | Does your {device} support eSIM? | Models, carriers and the settings that tell you in a minute.
  Technology | Device cover for your {device}: what it pays for | Screens, water damage and theft, and what a claim needs.
  Technology | Dual SIM on the {device}: home number and travel data | Keep calls on your own line while data runs on the eSIM.
`).map(([category, title, description]) => ({
  category: category as BlogCategory,
  title,
  description,
}));

const STATUSES = choices('Published 70, Draft 30') as Choices<BlogStatus>;

/** Each category's picture colours: from the centre to the corners. */
const COLOURS: Readonly<Record<BlogCategory, Pick<Theme, 'accent' | 'from'>>> = {
  Travel: { accent: [255, 224, 178], from: [230, 81, 0] },
  Technology: { accent: [209, 196, 233], from: [69, 39, 160] },
  eSIM: THEMES.ocean,
  Tips: { accent: [220, 237, 200], from: [51, 105, 30] },
};

/**
 * `count` blogs, oldest first, for the day `anchor` (midnight UTC, demoAnchor): each written on
 * its date, never after the anchor, its picture drawn when inserted (null for none).
 */
export function demoBlogs(count: number, anchor: Date) {
  const random = dayRandom(STREAMS.blogs, anchor);
  const blogs = Array.from({ length: count }, (_, index) => {
    const { category, title, description } = random.pick(TEMPLATES);
    const place = random.pick(COUNTRIES);
    const device = random.pick(DEVICES);
    const n = random.int(3, 15);
    const written = new Date(anchor.getTime() - recentAge(random, RECENT_DAYS * DAY_MS));
    const fill = (text: string) =>
      text.replace('{place}', place).replace('{device}', device).replaceAll('{n}', String(n));
    const pictured = index < PICTURED_BLOGS && index % 3 !== 2;
    return {
      title: fill(title),
      description: fill(description),
      category,
      status: random.weighted(STATUSES),
      date: written.toISOString().slice(0, 10),
      createdAt: written.toISOString(),
      picture: pictured ? () => blogPicture(COLOURS[category], index) : null,
    };
  });
  return oldestFirst(blogs, ({ createdAt }) => createdAt);
}
