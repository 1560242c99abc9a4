/**
 * The demo catalogue: the specification's three categories, each with a 256×256 picture drawn in
 * code, and a few products in each, priced in rupees.
 */
import type { Image } from '../../repositories/media';
import type { StockStatus } from '../../../../contract/catalogue';
import { encodePng, mix, type Rgb } from './png';

// Looked up once: under jest's sandbox every read of the global Math costs about a microsecond.
const { floor, min, sqrt } = Math;

/** Concentric rounded squares from `inner` to `outer`: a tile for the category list. */
function categoryPicture(inner: Rgb, outer: Rgb): Image {
  const size = 256;
  const centre = size / 2;
  const bytes = encodePng(size, size, (x, y) => {
    const t = min(1, sqrt(((x - centre) / centre) ** 4 + ((y - centre) / centre) ** 4) ** 0.5);
    return mix(inner, outer, floor(t * 6) / 6);
  });
  return { contentType: 'image/png', bytes };
}

export interface DemoProduct {
  name: string;
  price: number;
  stock: StockStatus;
}

export interface DemoCategory {
  name: string;
  picture: () => Image;
  products: readonly DemoProduct[];
}

const inStock = (name: string, price: number): DemoProduct => ({ name, price, stock: 'In Stock' });
const soldOut = (name: string, price: number): DemoProduct => ({
  name,
  price,
  stock: 'Out of Stock',
});

export const DEMO_CATALOGUE: readonly DemoCategory[] = [
  {
    name: 'eSIM',
    picture: () => categoryPicture([202, 240, 248], [0, 119, 182]),
    products: [
      inStock('Europe 5 GB / 15 days', 999),
      inStock('Japan 3 GB / 7 days', 649),
      inStock('United States 10 GB / 30 days', 1799),
      inStock('Thailand Unlimited / 10 days', 1199),
      soldOut('Asia 20 GB / 30 days', 2499),
      inStock('Global 1 GB / 7 days', 899),
      inStock('United Arab Emirates 5 GB / 15 days', 1099),
      inStock('Singapore 3 GB / 7 days', 549),
    ],
  },
  {
    name: 'Gift Card',
    picture: () => categoryPicture([255, 236, 179], [183, 28, 28]),
    products: [
      inStock('Travel Gift Card ₹500', 500),
      inStock('Travel Gift Card ₹1,000', 1000),
      inStock('Travel Gift Card ₹2,500', 2500),
      soldOut('Festive Gift Card ₹5,000', 5000),
      inStock('Birthday Gift Card ₹1,500', 1500),
      inStock('Corporate Gift Card ₹10,000', 10000),
    ],
  },
  {
    name: 'Device Coverage',
    picture: () => categoryPicture([232, 245, 233], [27, 94, 32]),
    products: [
      inStock('Screen Protection, 1 year', 1299),
      inStock('Accidental Damage, 1 year', 2999),
      inStock('Extended Warranty, 2 years', 3499),
      soldOut('Theft Protection, 1 year', 3999),
      inStock('Liquid Damage, 1 year', 1999),
      inStock('Complete Care, 2 years', 5999),
    ],
  },
];
