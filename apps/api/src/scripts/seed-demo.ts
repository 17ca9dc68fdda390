import { randomUUID } from 'node:crypto';
import { ROLE_STAFF, ROLE_SUPER_ADMIN, SHIPPING, type StaffRole, VARIANT_OPTION } from '@soko/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import {
  auditLog,
  bankAccounts,
  type Category,
  categories,
  identityVerifications,
  type NewProduct,
  productImages,
  productSubcategories,
  products,
  productVariants,
  users,
} from '../db/schema/index.ts';
import { encryptText } from '../lib/encryption.ts';
import { hashPassword } from '../lib/password.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { insertDocuments } from '../modules/account/account.repo.ts';
import { DOCUMENT_AREA } from '../modules/account/account.service.ts';
import {
  filesOf,
  PRODUCT_IMAGE_AREA,
  productImageUrl,
  type StoredImage,
  storeProductImages,
} from '../modules/products/products.images.ts';
import { enrolKnownTotp } from '../modules/second-factor/index.ts';
import { type RateValues, replaceRates } from '../modules/shipping-rates/shipping-rates.repo.ts';
import { upsertStore } from '../modules/stores/stores.repo.ts';
import { insertUser } from '../modules/users/users.repo.ts';
import { seedDemoCases } from './seed-demo-cases.ts';
import { seedDemoMoneyRules } from './seed-demo-money.ts';
import { seedDemoOrders } from './seed-demo-orders.ts';
import { seedDemoReviews } from './seed-demo-reviews.ts';

export const DEMO_PASSWORD = 'SokoDemo!2026';

interface DemoVendor {
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  abn: string;
  stage: 'active' | 'awaitingReview' | 'awaitingEmail';
}

/**
 * Where three of the active demo vendors are paid (made-up accounts at real banks' BSBs), so that
 * an ABA file can be made from the demo; Lagos Homeware has entered none, which the payouts show.
 */
const DEMO_BANK_ACCOUNTS = new Map<string, { accountName: string; bsb: string; accountNumber: string }>([
  ['ama@kentehouse.com.au', { accountName: 'Kente House', bsb: '062-000', accountNumber: '10234567' }],
  ['kofi@spicesofaccra.com.au', { accountName: 'Spices of Accra', bsb: '083-004', accountNumber: '203344556' }],
  ['zola@sheabeauty.com.au', { accountName: 'Shea Beauty Co', bsb: '033-002', accountNumber: '7788990' }],
]);

/**
 * What carriers' parcels cost in the demo: the marketplace's defaults for every carrier, and own
 * rates for two vendors (Kente House's is the one of issue 13's example), so that paid carrier
 * shipping charges real postage and a vendor without its own rate falls back to the default.
 */
export const DEMO_DEFAULT_SHIPPING_RATES: RateValues[] = [
  { provider: 'Australia Post', perParcelCents: 1095, perKgCents: 295, freeOverCents: null },
  { provider: 'Sendle', perParcelCents: 895, perKgCents: 220, freeOverCents: null },
  { provider: 'TransDirect', perParcelCents: 1250, perKgCents: 180, freeOverCents: null },
];
const DEMO_VENDOR_SHIPPING_RATES = new Map<string, RateValues[]>([
  [
    'ama@kentehouse.com.au',
    [{ provider: 'Australia Post', perParcelCents: 995, perKgCents: 250, freeOverCents: 15_000 }],
  ],
  ['amara@lagoshome.com.au', [{ provider: 'Sendle', perParcelCents: 1295, perKgCents: 195, freeOverCents: 20_000 }]],
]);

export const DEMO_VENDORS: DemoVendor[] = [
  {
    email: 'ama@kentehouse.com.au',
    firstName: 'Ama',
    lastName: 'Mensah',
    displayName: 'Kente House',
    address: '12 Smith St',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
    phone: '+61412345678',
    abn: '51824753556',
    stage: 'active',
  },
  {
    email: 'kofi@spicesofaccra.com.au',
    firstName: 'Kofi',
    lastName: 'Owusu',
    displayName: 'Spices of Accra',
    address: '8 Church St',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: '+61423456789',
    abn: '53004085616',
    stage: 'active',
  },
  {
    email: 'zola@sheabeauty.com.au',
    firstName: 'Zola',
    lastName: 'Dlamini',
    displayName: 'Shea & Baobab Beauty',
    address: '40 Brunswick St',
    suburb: 'Fortitude Valley',
    state: 'QLD',
    postcode: '4006',
    phone: '+61434567890',
    abn: '33102417032',
    stage: 'active',
  },
  {
    email: 'amara@lagoshome.com.au',
    firstName: 'Amara',
    lastName: 'Okafor',
    displayName: 'Lagos Homeware',
    address: '3 Hay St',
    suburb: 'Subiaco',
    state: 'WA',
    postcode: '6008',
    phone: '+61445678901',
    abn: '83914571673',
    stage: 'active',
  },
  {
    email: 'makeda@addiscakes.com.au',
    firstName: 'Makeda',
    lastName: 'Bekele',
    displayName: 'Addis Cakes',
    address: '21 Rundle St',
    suburb: 'Kent Town',
    state: 'SA',
    postcode: '5067',
    phone: '+61456789012',
    abn: '51824753556',
    stage: 'awaitingReview',
  },
  {
    email: 'tunde@yorubacrafts.com.au',
    firstName: 'Tunde',
    lastName: 'Adeyemi',
    displayName: 'Yoruba Crafts',
    address: '5 Elizabeth St',
    suburb: 'Hobart',
    state: 'TAS',
    postcode: '7000',
    phone: '+61467890123',
    abn: '53004085616',
    stage: 'awaitingEmail',
  },
];

// ---------- categories and catalogues ----------

interface DemoCategory {
  title: string;
  description: string;
  children?: DemoCategory[];
}

/** Each category's images share its colour, so a subcategory looks like part of its family. */
interface DemoRootCategory extends DemoCategory {
  colour: string;
  /** Basic food: its new products start GST-free (a category's default; subcategories have none). */
  gstFreeDefault?: true;
}

const DEMO_CATEGORIES: DemoRootCategory[] = [
  {
    title: 'Textiles & Fashion',
    colour: '#9a3412',
    description: 'Handwoven cloth, wax prints and clothing from weavers and tailors in Ghana, Nigeria and beyond.',
    children: [
      {
        title: 'Kente',
        description: 'Strip-woven kente from Bonwire and the Volta Region of Ghana, in silk, rayon and cotton.',
        children: [
          { title: 'Kente Stoles', description: 'Stoles for graduations, weddings, church and naming ceremonies.' },
          { title: 'Kente Cloth', description: 'Full cloths of sewn strips, worn as a wrap or kept as an heirloom.' },
        ],
      },
      {
        title: 'Ankara & Wax Prints',
        description: 'Bold wax-resist cotton prints, the everyday and celebration fabric of West Africa.',
        children: [
          { title: 'Fabric by the Yard', description: 'Wax print cotton cut by the yard or sold as 6-yard pieces.' },
        ],
      },
      {
        title: 'Clothing',
        description: 'Ready-to-wear pieces sewn from kente, Ankara and adire cloth.',
        children: [
          {
            title: 'Women',
            description: 'Dresses, skirts and headwraps for women.',
            children: [
              { title: 'Dresses', description: 'Wrap, maxi and shift dresses in African prints.' },
              { title: 'Headwraps', description: 'Gele and everyday headwraps, pre-cut and hemmed.' },
            ],
          },
          {
            title: 'Men',
            description: 'Shirts, kaftans and agbada for men.',
            children: [{ title: 'Shirts', description: 'Dashiki and print shirts, short and long sleeved.' }],
          },
        ],
      },
    ],
  },
  {
    title: 'Spices & Pantry',
    colour: '#b91c1c',
    description: 'Spice blends and sauces for cooking West and East African dishes at home.',
    children: [
      {
        title: 'Spice Blends',
        description: 'Ground and roasted blends, mixed in small batches.',
        children: [
          {
            title: 'West African Blends',
            description: 'Blends from Ghana, Nigeria and Senegal.',
            children: [
              { title: 'Suya Spice', description: 'Yaji: ground peanut, chilli and ginger for grilled suya.' },
              { title: 'Jollof Seasoning', description: 'Everything a pot of jollof rice needs besides the rice.' },
            ],
          },
          {
            title: 'East African Blends',
            description: 'Blends from Ethiopia, Eritrea and the Swahili coast.',
            children: [{ title: 'Berbere', description: 'The chilli and fenugreek blend behind Ethiopian wats.' }],
          },
        ],
      },
      { title: 'Sauces & Pastes', description: 'Shito, pepper sauces and cooking pastes in jars.' },
    ],
  },
  {
    title: 'Pantry Staples',
    colour: '#4d7c0f',
    gstFreeDefault: true,
    description: 'Flours, grains and fresh produce: the basic food of West and East African kitchens.',
    children: [
      { title: 'Flours & Grains', description: 'Fonio, gari, fufu flour, teff and other staples.' },
      { title: 'Fresh Produce', description: 'Yams, plantains, cassava and garden eggs, sent fresh.' },
    ],
  },
  {
    title: 'Beauty',
    colour: '#854d0e',
    description: 'Skin and hair care made with shea, baobab, marula and other African plant oils.',
    children: [
      {
        title: 'Shea Butter',
        description: 'Shea butter from women-run cooperatives in northern Ghana and Burkina Faso.',
        children: [
          { title: 'Raw Shea Butter', description: 'Unrefined grade A shea butter, as it comes from the nut.' },
          { title: 'Whipped Shea Butter', description: 'Shea butter whipped light with oils and essential oils.' },
        ],
      },
      { title: 'Black Soap', description: 'Alata samina: soap of plantain skin ash, palm kernel oil and shea.' },
      { title: 'Oils', description: 'Cold-pressed baobab, marula and moringa oils for skin and hair.' },
    ],
  },
  {
    title: 'Homeware',
    colour: '#0f766e',
    description: 'Baskets, pottery and textiles for the home, made by hand across the continent.',
    children: [
      {
        title: 'Baskets',
        description: 'Woven baskets for shopping, storage and walls.',
        children: [
          { title: 'Bolga Baskets', description: 'Elephant grass baskets woven in Bolgatanga, Ghana.' },
          { title: 'Wall Baskets', description: 'Flat woven plates from Senegal, Rwanda and Zimbabwe to hang.' },
        ],
      },
      { title: 'Pottery', description: 'Terracotta and glazed pottery for the table and the garden.' },
      { title: 'Cushions & Throws', description: 'Mudcloth, kente and kuba cloth cushions and throws.' },
    ],
  },
  {
    title: 'Bakery',
    colour: '#be185d',
    description: 'Cakes, breads and snacks baked to order by African bakers near you.',
    children: [
      { title: 'Cake', description: 'Celebration cakes baked to order and picked up from the bakery.' },
      { title: 'Snacks', description: 'Chin chin, plantain chips, meat pies and puff puff.' },
    ],
  },
];

/** Fixed Delivery charges its set price, and ships free when that is 0; a carrier quotes from the parcel. */
type DemoShipping =
  | { provider: 'Fixed Delivery'; deliveryPriceCents: number }
  | { provider: 'Australia Post' | 'Sendle'; lengthCm: number; widthCm: number; heightCm: number };

interface DemoVariants {
  name: string;
  options: { size: string; stock: number; priceCents: number; weightKg: number; sku: string }[];
}

/** A product with variants holds what its variants hold. */
type DemoStock = { stock: number; variants?: undefined } | { stock?: undefined; variants: DemoVariants };

type DemoProduct = DemoStock & {
  name: string;
  /** Titles from the category down to the subcategory the product sits in. */
  category: string[];
  priceCents: number;
  shortDetails: string;
  /** HTML as the editor writes it; it is sanitised as the API would. */
  description: string;
  brand: string;
  keywords: string;
  sku: string;
  weightKg: number;
  shipping: DemoShipping;
  /** Sent from somewhere other than the vendor's address. */
  shipsFrom?: { address: string; suburb: string; postcode: string };
  salesPercentage?: 10 | 20 | 30;
  /** Approved and live unless stated. */
  state?: 'pending' | 'paused' | 'rejected';
  /** Why staff rejected it (a rejection always has one). */
  rejectionReason?: string;
  listedDaysAgo: number;
  /** One generated photo per colour. */
  photoColours: string[];
};

interface DemoCatalogue {
  bio: string;
  products: DemoProduct[];
}

const fixedDelivery = (deliveryPriceCents: number): DemoShipping => ({
  provider: 'Fixed Delivery',
  deliveryPriceCents,
});

/** The catalogue of each active vendor, by the vendor's email. */
export const DEMO_CATALOGUES = new Map<string, DemoCatalogue>([
  [
    'ama@kentehouse.com.au',
    {
      bio: 'Kente House brings handwoven kente from Bonwire and Agotime in Ghana to Melbourne. Every stole and cloth is woven on a narrow-strip loom by weavers we have worked with for over ten years, and they are paid before the cloth leaves the loom. Our Fitzroy studio also stocks Ankara wax prints and clothing sewn by Accra tailors.',
      products: [
        {
          name: 'Adwinasa Kente Stole',
          category: ['Textiles & Fashion', 'Kente', 'Kente Stoles'],
          priceCents: 8900,
          stock: 14,
          shortDetails: 'Handwoven silk-blend stole in the Adwinasa pattern, 180 cm long.',
          description:
            '<p>Adwinasa means <em>all motifs are used up</em>: the weaver fills every block with a different design. This stole is woven in Bonwire from rayon silk on a traditional narrow-strip loom.</p><ul><li>180 cm x 12 cm, fringed ends</li><li>Dry clean or hand wash cold</li></ul>',
          brand: 'Bonwire Weavers',
          keywords: 'kente, stole, adwinasa, graduation, wedding',
          sku: 'KH-STOLE-ADW',
          weightKg: 0.2,
          shipping: fixedDelivery(995),
          listedDaysAgo: 52,
          photoColours: ['#b45309', '#166534', '#7f1d1d'],
        },
        {
          name: 'Graduation Kente Stole, Gold and Green',
          category: ['Textiles & Fashion', 'Kente', 'Kente Stoles'],
          priceCents: 6500,
          stock: 40,
          shortDetails: 'Classic gold and green graduation stole, woven in cotton.',
          description:
            '<p>The stole our customers wear across the stage. Woven in cotton in the gold and green of prosperity and growth, with plain ends that can be embroidered with a name and year.</p><p><strong>Ordering for a class?</strong> Send us a message for group prices.</p>',
          brand: 'Bonwire Weavers',
          keywords: 'kente, graduation stole, gold, green',
          sku: 'KH-STOLE-GRAD',
          weightKg: 0.15,
          shipping: fixedDelivery(995),
          salesPercentage: 20,
          listedDaysAgo: 40,
          photoColours: ['#a16207', '#15803d'],
        },
        {
          name: 'Handwoven Kente Cloth, 12 Strips',
          category: ['Textiles & Fashion', 'Kente', 'Kente Cloth'],
          priceCents: 42000,
          stock: 3,
          shortDetails: 'A full men’s cloth of twelve sewn strips, about 2 m x 1.2 m.',
          description:
            '<p>A full cloth of twelve strips, each woven separately and sewn edge to edge by hand. Worn as a toga-style wrap for weddings and festivals, or hung as a wall piece.</p><ul><li>About 200 cm x 120 cm</li><li>Rayon and cotton</li><li>Each cloth is one of a kind; colours vary a little from the photos</li></ul>',
          brand: 'Bonwire Weavers',
          keywords: 'kente cloth, full cloth, wedding, handwoven',
          sku: 'KH-CLOTH-12',
          weightKg: 1.8,
          shipping: { provider: 'Australia Post', lengthCm: 40, widthCm: 30, heightCm: 10 },
          listedDaysAgo: 33,
          photoColours: ['#92400e', '#1e3a8a', '#14532d'],
        },
        {
          name: 'Ankara Wax Print Fabric, Hibiscus Blue',
          category: ['Textiles & Fashion', 'Ankara & Wax Prints', 'Fabric by the Yard'],
          priceCents: 1450,
          variants: {
            name: 'Length',
            options: [
              { size: '1 yard', stock: 30, priceCents: 1450, weightKg: 0.2, sku: 'KH-ANK-HIB-1' },
              { size: '3 yards', stock: 12, priceCents: 3900, weightKg: 0.55, sku: 'KH-ANK-HIB-3' },
              { size: '6 yards', stock: 8, priceCents: 7200, weightKg: 1.1, sku: 'KH-ANK-HIB-6' },
            ],
          },
          shortDetails: '100% cotton wax print, 115 cm wide, cut to order.',
          description:
            '<p>Blue hibiscus flowers on an indigo ground. Double-sided wax print on firm cotton that holds its shape for dresses, shirts and bags.</p><ul><li>115 cm wide</li><li>Wash cold before sewing; the colour is fast</li></ul>',
          brand: 'Tema Textiles',
          keywords: 'ankara, wax print, fabric, cotton, blue',
          sku: 'KH-ANK-HIB',
          weightKg: 0.2,
          shipping: fixedDelivery(795),
          salesPercentage: 10,
          listedDaysAgo: 26,
          photoColours: ['#1d4ed8', '#0e7490'],
        },
        {
          name: 'Ankara Wrap Dress',
          category: ['Textiles & Fashion', 'Clothing', 'Women', 'Dresses'],
          priceCents: 12900,
          variants: {
            name: 'Size',
            options: [
              { size: 'S (AU 8-10)', stock: 4, priceCents: 12900, weightKg: 0.45, sku: 'KH-DRS-WRAP-S' },
              { size: 'M (AU 12-14)', stock: 6, priceCents: 12900, weightKg: 0.5, sku: 'KH-DRS-WRAP-M' },
              { size: 'L (AU 16-18)', stock: 3, priceCents: 12900, weightKg: 0.55, sku: 'KH-DRS-WRAP-L' },
            ],
          },
          shortDetails: 'Midi wrap dress in orange and teal wax print, sewn in Accra.',
          description:
            '<p>A true wrap dress with a long tie that goes twice around the waist. Sewn in Accra from our own Ankara cotton, fully lined at the bodice.</p><ul><li>Midi length, about 115 cm</li><li>Pockets in both side seams</li></ul>',
          brand: 'Kente House',
          keywords: 'ankara dress, wrap dress, african print dress',
          sku: 'KH-DRS-WRAP',
          weightKg: 0.5,
          shipping: { provider: 'Sendle', lengthCm: 35, widthCm: 25, heightCm: 5 },
          listedDaysAgo: 12,
          photoColours: ['#c2410c', '#0f766e'],
        },
        {
          name: 'Kente Print Headwrap',
          category: ['Textiles & Fashion', 'Clothing', 'Women', 'Headwraps'],
          priceCents: 2900,
          stock: 25,
          shortDetails: 'Long hemmed headwrap in a kente-pattern print, 2 m x 50 cm.',
          description:
            '<p>Long enough for a tall gele or a simple everyday wrap. Printed cotton voile that is light to wear and easy to tie.</p>',
          brand: 'Kente House',
          keywords: 'headwrap, gele, head tie, kente print',
          sku: 'KH-HW-KP',
          weightKg: 0.1,
          shipping: fixedDelivery(0),
          state: 'pending',
          listedDaysAgo: 2,
          photoColours: ['#ca8a04'],
        },
        {
          name: "Men's Dashiki Shirt, Indigo",
          category: ['Textiles & Fashion', 'Clothing', 'Men', 'Shirts'],
          priceCents: 7900,
          variants: {
            name: 'Size',
            options: [
              { size: 'M', stock: 5, priceCents: 7900, weightKg: 0.3, sku: 'KH-DSK-IND-M' },
              { size: 'L', stock: 7, priceCents: 7900, weightKg: 0.32, sku: 'KH-DSK-IND-L' },
              { size: 'XL', stock: 4, priceCents: 8400, weightKg: 0.35, sku: 'KH-DSK-IND-XL' },
            ],
          },
          shortDetails: 'Short-sleeved dashiki with an embroidered neckline, hand-dyed indigo.',
          description:
            '<p>Hand-dyed in indigo by adire makers in Abeokuta and finished with white embroidery at the neck. A loose fit with side vents.</p><p>Indigo may mark light fabrics for the first few washes: wash it on its own.</p>',
          brand: 'Kente House',
          keywords: 'dashiki, shirt, indigo, adire, men',
          sku: 'KH-DSK-IND',
          weightKg: 0.32,
          shipping: fixedDelivery(995),
          state: 'paused',
          listedDaysAgo: 45,
          photoColours: ['#312e81', '#1e40af'],
        },
      ],
    },
  ],
  [
    'kofi@spicesofaccra.com.au',
    {
      bio: 'Family recipes from Accra, blended in small batches in Parramatta. We roast and grind our suya, jollof and kelewele blends every week, and buy berbere and grains straight from growers’ cooperatives in Ghana and Ethiopia.',
      products: [
        {
          name: 'Suya Spice (Yaji), 200 g',
          category: ['Spices & Pantry', 'Spice Blends', 'West African Blends', 'Suya Spice'],
          priceCents: 1250,
          stock: 60,
          shortDetails: 'Roasted peanut, chilli and ginger rub for suya and grilled meat.',
          description:
            '<p>Our yaji is made the northern Nigerian way: roasted peanuts ground with cayenne, ginger, onion and a little stock. Rub it on thin strips of beef or chicken before grilling, and sprinkle more on at the table.</p><p><strong>Contains peanuts.</strong></p>',
          brand: 'Spices of Accra',
          keywords: 'suya, yaji, spice, peanut, bbq rub',
          sku: 'SOA-SUYA-200',
          weightKg: 0.22,
          shipping: fixedDelivery(850),
          listedDaysAgo: 60,
          photoColours: ['#9a3412', '#78350f'],
        },
        {
          name: 'Jollof Seasoning Blend',
          category: ['Spices & Pantry', 'Spice Blends', 'West African Blends', 'Jollof Seasoning'],
          priceCents: 895,
          variants: {
            name: 'Size',
            options: [
              { size: '100 g', stock: 40, priceCents: 895, weightKg: 0.12, sku: 'SOA-JOL-100' },
              { size: '250 g', stock: 25, priceCents: 1795, weightKg: 0.28, sku: 'SOA-JOL-250' },
            ],
          },
          shortDetails: 'Smoked paprika, curry leaf, thyme and bay: Ghana-style jollof in one spoon.',
          description:
            '<p>Two tablespoons season a pot of jollof for six. Fry it with your tomato and pepper base before the rice goes in.</p><ul><li>No added MSG</li><li>Gluten free</li></ul>',
          brand: 'Spices of Accra',
          keywords: 'jollof, seasoning, rice, ghana',
          sku: 'SOA-JOL',
          weightKg: 0.12,
          shipping: fixedDelivery(850),
          salesPercentage: 10,
          listedDaysAgo: 38,
          photoColours: ['#c2410c', '#b91c1c'],
        },
        {
          name: 'Ethiopian Berbere, 250 g',
          category: ['Spices & Pantry', 'Spice Blends', 'East African Blends', 'Berbere'],
          priceCents: 1590,
          stock: 35,
          shortDetails: 'Sun-dried chilli, fenugreek and korarima, ground in Addis Ababa.',
          description:
            '<p>The base of doro wat and misir wat. Our berbere is blended by a women’s cooperative in Addis Ababa from chillies dried on their rooftops.</p>',
          brand: 'Selam Spice Co-op',
          keywords: 'berbere, ethiopian, chilli, wat',
          sku: 'SOA-BERB-250',
          weightKg: 0.27,
          shipping: { provider: 'Australia Post', lengthCm: 15, widthCm: 10, heightCm: 6 },
          salesPercentage: 30,
          listedDaysAgo: 21,
          photoColours: ['#991b1b'],
        },
        {
          name: 'Shito Hot Pepper Sauce, 350 ml',
          category: ['Spices & Pantry', 'Sauces & Pastes'],
          priceCents: 1350,
          stock: 48,
          shortDetails: 'Black pepper sauce of dried fish, prawns and chilli slow-cooked in oil.',
          description:
            '<p>Ghana’s favourite condiment, cooked for three hours in our Parramatta kitchen. Eat it with kenkey, rice, eggs or anything at all.</p><ul><li>Hot</li><li>Contains fish and crustaceans</li><li>Refrigerate after opening</li></ul>',
          brand: 'Spices of Accra',
          keywords: 'shito, pepper sauce, ghana, chilli',
          sku: 'SOA-SHITO-350',
          weightKg: 0.5,
          shipping: fixedDelivery(850),
          listedDaysAgo: 9,
          photoColours: ['#292524', '#7f1d1d'],
        },
        {
          name: 'Fonio Grain, 1 kg',
          category: ['Pantry Staples', 'Flours & Grains'],
          priceCents: 1695,
          stock: 30,
          shortDetails: 'Quick-cooking ancient grain from Senegal, ready in five minutes.',
          description:
            '<p>Fonio is a tiny, gluten-free grain grown in the Sahel for thousands of years. Cook it like couscous, or use it in porridge and salads.</p>',
          brand: 'Sahel Harvest',
          keywords: 'fonio, grain, gluten free, senegal',
          sku: 'SOA-FONIO-1KG',
          weightKg: 1.05,
          shipping: { provider: 'Sendle', lengthCm: 20, widthCm: 15, heightCm: 8 },
          listedDaysAgo: 30,
          photoColours: ['#a16207'],
        },
        {
          name: 'Gari (Cassava Granules), 2 kg',
          category: ['Pantry Staples', 'Flours & Grains'],
          priceCents: 1100,
          stock: 22,
          shortDetails: 'Crisp white gari from Ghana for eba, soakings and gari foto.',
          description:
            '<p>Fine white gari, roasted dry and crisp. Soak it with cold water, sugar and groundnuts, or stir it into hot water for eba.</p>',
          brand: 'Spices of Accra',
          keywords: 'gari, cassava, eba, ghana',
          sku: 'SOA-GARI-2KG',
          weightKg: 2.05,
          shipping: fixedDelivery(1200),
          state: 'pending',
          listedDaysAgo: 1,
          photoColours: ['#57534e'],
        },
        {
          name: 'Kelewele Spice Mix',
          category: ['Spices & Pantry', 'Spice Blends', 'West African Blends'],
          priceCents: 950,
          stock: 18,
          shortDetails: 'Ginger, chilli and anise for spiced fried plantain.',
          description:
            '<p>Toss ripe plantain cubes in the mix with a little water, leave for ten minutes and fry. The street snack of Accra at home.</p>',
          brand: 'Spices of Accra',
          keywords: 'kelewele, plantain, spice',
          sku: 'SOA-KELE-100',
          weightKg: 0.12,
          shipping: fixedDelivery(850),
          state: 'rejected',
          rejectionReason:
            'The photo shows a plain orange square, not the spice mix: please upload a photo of the product.',
          listedDaysAgo: 18,
          photoColours: ['#ea580c'],
        },
      ],
    },
  ],
  [
    'zola@sheabeauty.com.au',
    {
      bio: 'Skin care made with unrefined shea butter from women’s cooperatives in northern Ghana and cold-pressed baobab oil from Zimbabwe. No fillers and no synthetic fragrance, packed by hand in Fortitude Valley.',
      products: [
        {
          name: 'Raw Unrefined Shea Butter, 500 g',
          category: ['Beauty', 'Shea Butter', 'Raw Shea Butter'],
          priceCents: 2495,
          stock: 45,
          shortDetails: 'Grade A ivory shea butter, hand-made in Tamale.',
          description:
            '<p>Pure shea butter as it comes from the nut: nothing added, nothing taken away. Melt a little between your palms for skin, hair and lips.</p><ul><li>Grade A, unrefined</li><li>Natural nutty scent</li><li>Softens in the Queensland summer: keep it somewhere cool</li></ul>',
          brand: 'Shea & Baobab',
          keywords: 'shea butter, raw, unrefined, moisturiser',
          sku: 'SBB-SHEA-RAW-500',
          weightKg: 0.55,
          shipping: fixedDelivery(900),
          listedDaysAgo: 70,
          photoColours: ['#a8a29e', '#854d0e'],
        },
        {
          name: 'Whipped Shea Butter, Lemongrass',
          category: ['Beauty', 'Shea Butter', 'Whipped Shea Butter'],
          priceCents: 1600,
          variants: {
            name: 'Size',
            options: [
              { size: '100 ml', stock: 30, priceCents: 1600, weightKg: 0.15, sku: 'SBB-WHIP-LG-100' },
              { size: '250 ml', stock: 18, priceCents: 2900, weightKg: 0.32, sku: 'SBB-WHIP-LG-250' },
            ],
          },
          shortDetails: 'Shea whipped with baobab oil and lemongrass, light enough for every day.',
          description:
            '<p>Our raw shea whipped with baobab and sweet almond oils until it is as light as mousse, scented with lemongrass essential oil.</p><p>Sinks in quickly and leaves no greasy film.</p>',
          brand: 'Shea & Baobab',
          keywords: 'whipped shea, body butter, lemongrass',
          sku: 'SBB-WHIP-LG',
          weightKg: 0.15,
          shipping: fixedDelivery(900),
          salesPercentage: 20,
          listedDaysAgo: 15,
          photoColours: ['#65a30d', '#ca8a04', '#a16207'],
        },
        {
          name: 'African Black Soap Bar, 150 g',
          category: ['Beauty', 'Black Soap'],
          priceCents: 850,
          stock: 120,
          shortDetails: 'Traditional alata samina from Ghana, for face and body.',
          description:
            '<p>Made in the Ashanti Region from the ash of roasted plantain skins, palm kernel oil and shea butter. Gentle enough for the face, rich enough for the body.</p>',
          brand: 'Shea & Baobab',
          keywords: 'black soap, alata samina, natural soap',
          sku: 'SBB-BSOAP-150',
          weightKg: 0.16,
          shipping: fixedDelivery(650),
          listedDaysAgo: 66,
          photoColours: ['#44403c', '#57534e'],
        },
        {
          name: 'Liquid Black Soap with Honey, 500 ml',
          category: ['Beauty', 'Black Soap'],
          priceCents: 2200,
          stock: 26,
          shortDetails: 'Our black soap dissolved with raw honey, in a pump bottle.',
          description:
            '<p>The same black soap as our bars, made liquid with aloe and raw honey for an easy face and body wash.</p>',
          brand: 'Shea & Baobab',
          keywords: 'liquid black soap, honey, body wash',
          sku: 'SBB-LBSOAP-500',
          weightKg: 0.62,
          shipping: { provider: 'Australia Post', lengthCm: 22, widthCm: 9, heightCm: 9 },
          listedDaysAgo: 24,
          photoColours: ['#78350f'],
        },
        {
          name: 'Cold-Pressed Baobab Oil, 50 ml',
          category: ['Beauty', 'Oils'],
          priceCents: 2750,
          stock: 40,
          shortDetails: 'Golden baobab seed oil from Zimbabwe, for dry skin and hair ends.',
          description:
            '<p>Pressed cold from the seeds of wild baobab fruit collected by women in the Zambezi Valley. Rich in omega fatty acids and vitamin E.</p>',
          brand: 'Shea & Baobab',
          keywords: 'baobab oil, face oil, hair oil',
          sku: 'SBB-BAOB-50',
          weightKg: 0.12,
          shipping: fixedDelivery(0),
          state: 'pending',
          listedDaysAgo: 3,
          photoColours: ['#b45309', '#92400e'],
        },
        {
          name: 'Marula Facial Oil, 30 ml',
          category: ['Beauty', 'Oils'],
          priceCents: 3400,
          stock: 15,
          shortDetails: 'Light, fast-absorbing marula oil in a dropper bottle.',
          description:
            '<p>Marula oil from Namibia, light enough for oily skin and rich in antioxidants. Two or three drops at night.</p>',
          brand: 'Shea & Baobab',
          keywords: 'marula oil, facial oil, serum',
          sku: 'SBB-MAR-30',
          weightKg: 0.09,
          shipping: fixedDelivery(650),
          state: 'paused',
          listedDaysAgo: 48,
          photoColours: ['#a16207'],
        },
      ],
    },
  ],
  [
    'amara@lagoshome.com.au',
    {
      bio: 'Baskets, pottery and textiles for the home from makers in Ghana, Nigeria and Mali. Our Bolga baskets are woven from elephant grass in Bolgatanga, so each one is a little different. We ship from Perth to all of Australia.',
      products: [
        {
          name: 'Bolga Market Basket, Large',
          category: ['Homeware', 'Baskets', 'Bolga Baskets'],
          priceCents: 8900,
          stock: 12,
          shortDetails: 'Tightly woven elephant grass basket with a leather-wrapped handle, 40 cm across.',
          description:
            '<p>Woven by hand in Bolgatanga from elephant grass, dyed with natural and fabric dyes. Strong enough for a week of shopping and handsome enough to keep blankets in.</p><ul><li>About 40 cm across and 30 cm high, plus the handle</li><li>If it gets squashed, wet it and reshape it</li></ul>',
          brand: 'Bolga Weavers Association',
          keywords: 'bolga basket, market basket, woven, ghana',
          sku: 'LH-BOLGA-MKT-L',
          weightKg: 1.2,
          shipping: { provider: 'Australia Post', lengthCm: 45, widthCm: 45, heightCm: 35 },
          shipsFrom: { address: 'Unit 4, 18 Kewdale Rd', suburb: 'Welshpool', postcode: '6106' },
          listedDaysAgo: 75,
          photoColours: ['#b45309', '#0f766e', '#be123c'],
        },
        {
          name: 'Bolga Shopping Basket with Leather Handles',
          category: ['Homeware', 'Baskets', 'Bolga Baskets'],
          priceCents: 5900,
          variants: {
            name: 'Size',
            options: [
              { size: 'Small', stock: 6, priceCents: 5900, weightKg: 0.6, sku: 'LH-BOLGA-SHP-S' },
              { size: 'Medium', stock: 5, priceCents: 7500, weightKg: 0.8, sku: 'LH-BOLGA-SHP-M' },
              { size: 'Large', stock: 3, priceCents: 8900, weightKg: 1, sku: 'LH-BOLGA-SHP-L' },
            ],
          },
          shortDetails: 'Two-handled tote basket in natural and black elephant grass.',
          description:
            '<p>A tote-shaped basket with two goat-leather handles, made to carry over the shoulder. Woven in Bolgatanga in natural straw with black bands.</p>',
          brand: 'Bolga Weavers Association',
          keywords: 'bolga basket, tote, shopping basket',
          sku: 'LH-BOLGA-SHP',
          weightKg: 0.8,
          shipping: { provider: 'Sendle', lengthCm: 40, widthCm: 40, heightCm: 30 },
          salesPercentage: 10,
          listedDaysAgo: 35,
          photoColours: ['#a16207', '#1c1917'],
        },
        {
          name: 'Woven Wall Basket Set of 3',
          category: ['Homeware', 'Baskets', 'Wall Baskets'],
          priceCents: 14900,
          stock: 8,
          shortDetails: 'Three flat woven plates, 25, 30 and 40 cm, ready to hang.',
          description:
            '<p>Sisal and sweetgrass plates woven in Thiès, Senegal, in ochre, black and natural. Each has a loop on the back for a nail.</p>',
          brand: 'Thiès Basket Makers',
          keywords: 'wall basket, wall art, woven plates',
          sku: 'LH-WALL-SET3',
          weightKg: 0.9,
          shipping: fixedDelivery(1995),
          listedDaysAgo: 19,
          photoColours: ['#ca8a04', '#292524'],
        },
        {
          name: 'Terracotta Water Pot (Kolo)',
          category: ['Homeware', 'Pottery'],
          priceCents: 6800,
          stock: 6,
          shortDetails: 'Unglazed clay pot that keeps water cool, about 8 litres.',
          description:
            '<p>Coiled by hand and fired in an open kiln near Abuja. The unglazed clay sweats a little, which keeps the water inside cool, and it makes a fine planter too.</p>',
          brand: 'Ushafa Potters',
          keywords: 'terracotta, water pot, clay, planter',
          sku: 'LH-POT-KOLO',
          weightKg: 4.5,
          shipping: fixedDelivery(2495),
          listedDaysAgo: 28,
          photoColours: ['#9a3412', '#c2410c'],
        },
        {
          name: 'Hand-Painted Ceramic Serving Bowl',
          category: ['Homeware', 'Pottery'],
          priceCents: 4500,
          stock: 10,
          shortDetails: 'Wide stoneware bowl with an adinkra pattern, 28 cm.',
          description:
            '<p>Thrown and painted in Kumasi with the adinkra symbol <em>Sankofa</em>. Food safe and dishwasher safe.</p>',
          brand: 'Lagos Homeware',
          keywords: 'ceramic bowl, serving bowl, adinkra',
          sku: 'LH-BOWL-28',
          weightKg: 1.4,
          shipping: { provider: 'Sendle', lengthCm: 30, widthCm: 30, heightCm: 12 },
          listedDaysAgo: 7,
          photoColours: ['#115e59'],
        },
        {
          name: 'Mudcloth Cushion Cover, 45 cm',
          category: ['Homeware', 'Cushions & Throws'],
          priceCents: 5500,
          stock: 16,
          shortDetails: 'Bògòlanfini cushion cover from Mali with a hidden zip.',
          description:
            '<p>Cut from hand-dyed bògòlanfini cloth, painted with fermented mud in Ségou, and backed with plain cotton. Insert not included.</p>',
          brand: 'Ségou Mudcloth',
          keywords: 'mudcloth, cushion cover, bogolan',
          sku: 'LH-CUSH-MUD-45',
          weightKg: 0.25,
          shipping: fixedDelivery(795),
          listedDaysAgo: 57,
          photoColours: ['#44403c', '#78716c'],
        },
      ],
    },
  ],
]);

// ---------- generated images ----------

const PHOTO_PX = 1200;
const CATEGORY_IMAGE_WIDTH = 600;
const CATEGORY_IMAGE_HEIGHT = 400;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Breaks text at spaces into lines of at most `width` characters (a longer word gets a line of its own). */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function centredText(lines: string[], centreX: number, firstBaseline: number, fontSize: number): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${centreX}" y="${firstBaseline + index * fontSize * 1.25}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
}

/** A product's photos take these motifs in turn, so that no two of its photos look alike. */
const PHOTO_MOTIFS = [
  '<circle cx="600" cy="450" r="280"/>',
  '<polygon points="600,160 890,450 600,740 310,450"/>',
  '<rect x="250" y="190" width="700" height="90"/><rect x="250" y="405" width="700" height="90"/><rect x="250" y="620" width="700" height="90"/>',
];

/** A stand-in for a vendor's product photo: a camera-sized JPEG, as a phone would upload it. */
function productPhoto(name: string, colour: string, view: number): Promise<Buffer> {
  const motif = PHOTO_MOTIFS[view % PHOTO_MOTIFS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_PX}" height="${PHOTO_PX}"><rect width="${PHOTO_PX}" height="${PHOTO_PX}" fill="${colour}"/><g fill="#fff7ed" fill-opacity="0.85">${motif}</g>${centredText(wrapWords(name, 22), PHOTO_PX / 2, 900, 72)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

function categoryImage(title: string, colour: string): Promise<Buffer> {
  const lines = wrapWords(title, 20);
  const fontSize = 44;
  const firstBaseline = CATEGORY_IMAGE_HEIGHT / 2 - ((lines.length - 1) * fontSize * 1.25) / 2 + fontSize / 3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CATEGORY_IMAGE_WIDTH}" height="${CATEGORY_IMAGE_HEIGHT}"><rect width="${CATEGORY_IMAGE_WIDTH}" height="${CATEGORY_IMAGE_HEIGHT}" fill="${colour}"/><circle cx="520" cy="70" r="140" fill="#ffffff" fill-opacity="0.15"/><circle cx="70" cy="360" r="110" fill="#ffffff" fill-opacity="0.1"/>${centredText(lines, CATEGORY_IMAGE_WIDTH / 2, firstBaseline, fontSize)}</svg>`;
  return sharp(Buffer.from(svg)).webp().toBuffer();
}

/** A generated stand-in for a scanned document, so the verification queue has something to open. */
function demoDocumentImage(title: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#f4efe6"/><rect x="20" y="20" width="760" height="460" fill="none" stroke="#7a5c2e" stroke-width="6"/><text x="60" y="120" font-family="sans-serif" font-size="44" fill="#3b2a12">${title}</text><text x="60" y="200" font-family="sans-serif" font-size="28" fill="#3b2a12">DEMO DOCUMENT - NOT A REAL ID</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------- files ----------

interface SavedFile {
  area: string;
  name: string;
}

/** Removes files that no row refers to. One that cannot be removed is logged: the seed's own error matters more. */
async function removeFiles(app: FastifyInstance, files: SavedFile[]): Promise<void> {
  await Promise.all(
    files.map(({ area, name }) =>
      app.storage.remove(area, name).catch((error: unknown) => {
        app.log.warn({ err: error, file: name }, 'could not remove a demo file');
      }),
    ),
  );
}

/** Like Promise.all, but settles every task before failing, so that no file is still being written during cleanup. */
async function settleAll<T>(tasks: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(tasks);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/**
 * Stores the photos through the resize of the product form, so the files and rows are like uploaded
 * ones. The upload checks are skipped: they guard against untrusted bytes, and these are made here.
 */
async function storeProductPhotos(app: FastifyInstance, product: DemoProduct): Promise<StoredImage[]> {
  const slug = product.sku.toLowerCase();
  const uploads = await Promise.all(
    product.photoColours.map(async (colour, view) => ({
      field: 'images',
      originalName: `${slug}-${view + 1}.jpg`,
      mimeType: 'image/jpeg',
      extension: 'jpg',
      bytes: await productPhoto(product.name, colour, view),
    })),
  );
  return storeProductImages(app.deps, uploads);
}

// ---------- categories ----------

interface PlannedCategory {
  /** Titles from the category down to this node. */
  titles: string[];
  description: string;
  colour: string;
  gstFreeDefault: boolean;
}

const pathKey = (titles: string[]) => titles.join(' > ');

/** Siblings have distinct titles, ignoring case (the categories_sibling_title_key index). */
const siblingKey = (node: { title: string; categoryId: string | null; parentId: string | null }) =>
  `${node.parentId ?? node.categoryId ?? ''}|${node.title.toLowerCase()}`;

/** The nodes from the category down to the one at the end of `titles`. */
function nodesOnPath(tree: Map<string, Category>, titles: string[]): Category[] {
  return titles.map((_, depth) => {
    const key = pathKey(titles.slice(0, depth + 1));
    const node = tree.get(key);
    if (!node) throw new Error(`no demo category ${key}`);
    return node;
  });
}

function plannedCategories(): PlannedCategory[] {
  const planned: PlannedCategory[] = [];
  const visit = (node: DemoCategory, parents: string[], colour: string, gstFreeDefault: boolean) => {
    const titles = [...parents, node.title];
    planned.push({ titles, description: node.description, colour, gstFreeDefault });
    for (const child of node.children ?? []) visit(child, titles, colour, false);
  };
  for (const root of DEMO_CATEGORIES) visit(root, [], root.colour, root.gstFreeDefault === true);
  return planned;
}

/** Inserts one level of the tree, keeping any node already in its place, and adds the level's nodes to `byPath`. */
async function insertCategoryLevel(
  db: Db,
  level: number,
  planned: { node: PlannedCategory; image: string }[],
  byPath: Map<string, Category>,
): Promise<void> {
  const rows = planned.map(({ node, image }) => {
    const ancestors = nodesOnPath(byPath, node.titles.slice(0, -1));
    const value = {
      title: node.titles.at(-1) ?? '',
      description: node.description,
      image,
      level,
      gstFreeDefault: node.gstFreeDefault,
      categoryId: ancestors[0]?.id ?? null,
      parentId: level > 1 ? (ancestors.at(-1)?.id ?? null) : null,
    };
    return { path: pathKey(node.titles), value };
  });
  await db
    .insert(categories)
    .values(rows.map((row) => row.value))
    .onConflictDoNothing();
  const rootIds = [...new Set(rows.flatMap(({ value }) => (value.categoryId ? [value.categoryId] : [])))];
  const levelRows = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.level, level),
        level === 0
          ? inArray(
              sql`lower(${categories.title})`,
              rows.map(({ value }) => value.title.toLowerCase()),
            )
          : inArray(categories.categoryId, rootIds),
      ),
    );
  const bySibling = new Map(levelRows.map((row) => [siblingKey(row), row]));
  for (const { path, value } of rows) {
    const node = bySibling.get(siblingKey(value));
    if (!node) throw new Error(`demo category was not saved: ${path}`);
    byPath.set(path, node);
  }
}

/**
 * Adds the demo tree to any tree an admin has already made: a node whose title is taken at its
 * place is kept as it is, and the image made for it is removed. Returns every node by its path.
 */
async function seedCategories(app: FastifyInstance, db: Db, saved: SavedFile[]): Promise<Map<string, Category>> {
  // Category images are URLs by the spec; these are served by the product image route, and kept
  // as its path so that the API answers them on whatever host name the marketplace has.
  const imageUrl = (name: string) => productImageUrl(name);
  const planned = plannedCategories();
  const made: SavedFile[] = [];
  const names = await settleAll(
    planned.map(async (node) => {
      const bytes = await categoryImage(node.titles.at(-1) ?? '', node.colour);
      const name = await app.storage.save(PRODUCT_IMAGE_AREA, bytes, 'webp', 'image/webp');
      made.push({ area: PRODUCT_IMAGE_AREA, name });
      return name;
    }),
  ).finally(() => saved.push(...made));
  const byPath = new Map<string, Category>();
  const deepest = Math.max(...planned.map((node) => node.titles.length - 1));
  for (let level = 0; level <= deepest; level++) {
    const atLevel = planned.flatMap((node, index) =>
      node.titles.length - 1 === level ? [{ node, image: imageUrl(names[index] ?? '') }] : [],
    );
    await insertCategoryLevel(db, level, atLevel, byPath);
  }
  const imagesInUse = new Set([...byPath.values()].map((node) => node.image));
  const unused = made.filter((file) => !imagesInUse.has(imageUrl(file.name)));
  await removeFiles(app, unused);
  for (const file of unused) saved.splice(saved.indexOf(file), 1);
  return byPath;
}

// ---------- vendors ----------

const DAY_MS = 24 * 60 * 60 * 1000;
/** Active demo vendors joined this long ago, before their oldest listing. */
const ACTIVE_VENDOR_DAYS = 90;

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

interface CatalogueRows {
  products: NewProduct[];
  images: (typeof productImages.$inferInsert)[];
  variants: (typeof productVariants.$inferInsert)[];
  subcategories: (typeof productSubcategories.$inferInsert)[];
}

/** The rows of a catalogue, with product ids made here so that each table takes one multi-row insert. */
function catalogueRows(
  vendorId: string,
  catalogue: DemoCatalogue,
  photos: StoredImage[][],
  tree: Map<string, Category>,
  now: Date,
): CatalogueRows {
  const rows: CatalogueRows = { products: [], images: [], variants: [], subcategories: [] };
  for (const [index, product] of catalogue.products.entries()) {
    const id = randomUUID();
    const [category, ...chain] = nodesOnPath(tree, product.category);
    if (!category) throw new Error(`${product.name} has no category`);
    const listedAt = daysBefore(now, product.listedDaysAgo);
    const { shipping } = product;
    const fixed = shipping.provider === 'Fixed Delivery' ? shipping : undefined;
    const parcel = shipping.provider === 'Fixed Delivery' ? undefined : shipping;
    const options = product.variants?.options ?? [];
    rows.products.push({
      id,
      vendorId,
      name: product.name,
      priceCents: product.priceCents,
      stock: product.variants ? options.reduce((sum, option) => sum + option.stock, 0) : product.stock,
      shortDetails: product.shortDetails,
      categoryId: category.id,
      // As the product form does: a new product takes its category's GST treatment.
      gstFree: category.gstFreeDefault,
      salesPercentage: product.salesPercentage ?? 0,
      shipping: fixed?.deliveryPriceCents === 0 ? SHIPPING.free : SHIPPING.paid,
      pickUp: false,
      brand: product.brand,
      keywords: product.keywords,
      description: sanitizeRichText(product.description),
      shippingProvider: shipping.provider,
      deliveryPriceCents: fixed?.deliveryPriceCents ?? 0,
      lengthCm: parcel?.lengthCm ?? 0,
      widthCm: parcel?.widthCm ?? 0,
      heightCm: parcel?.heightCm ?? 0,
      weightKg: product.weightKg,
      sameAddress: !product.shipsFrom,
      pickupAddress: product.shipsFrom?.address ?? '',
      pickupPostcode: product.shipsFrom?.postcode ?? '',
      pickupSuburb: product.shipsFrom?.suburb ?? '',
      variantOption: product.variants ? VARIANT_OPTION.yes : VARIANT_OPTION.no,
      variantName: product.variants?.name ?? '',
      sku: product.sku,
      status: product.state === 'paused' ? 'paused' : 'active',
      approval: product.state === 'pending' || product.state === 'rejected' ? product.state : 'approved',
      rejectionReason: product.state === 'rejected' ? (product.rejectionReason ?? '') : '',
      createdAt: listedAt,
      updatedAt: listedAt,
    });
    for (const [position, photo] of (photos[index] ?? []).entries()) {
      rows.images.push({ productId: id, ...photo, position, createdAt: listedAt });
    }
    for (const [position, option] of options.entries()) {
      rows.variants.push({
        productId: id,
        size: option.size,
        weightKg: option.weightKg,
        stock: option.stock,
        priceCents: option.priceCents,
        sku: option.sku,
        position,
      });
    }
    for (const node of chain) rows.subcategories.push({ productId: id, subcategoryId: node.id, level: node.level });
  }
  return rows;
}

async function insertCatalogue(db: Db, rows: CatalogueRows): Promise<void> {
  if (rows.products.length === 0) return;
  await db.insert(products).values(rows.products);
  if (rows.images.length > 0) await db.insert(productImages).values(rows.images);
  if (rows.variants.length > 0) await db.insert(productVariants).values(rows.variants);
  if (rows.subcategories.length > 0) await db.insert(productSubcategories).values(rows.subcategories);
}

/** One staff account per staff role (issue 15), so that each role's screens can be tried. */
export const DEMO_STAFF: { email: string; firstName: string; lastName: string; staffRole: StaffRole }[] = [
  { email: 'support@soko.local', firstName: 'Abena', lastName: 'Support', staffRole: 'support' },
  { email: 'catalogue@soko.local', firstName: 'Chidi', lastName: 'Catalogue', staffRole: 'catalogue' },
  { email: 'finance@soko.local', firstName: 'Femi', lastName: 'Finance', staffRole: 'finance' },
  { email: 'verification@soko.local', firstName: 'Vusi', lastName: 'Verification', staffRole: 'verification' },
];

/**
 * The finance account's authenticator secret: add it to an authenticator app (or compute codes from
 * it) to try the second step of sign-in and the step-up that payouts ask for. Demo data only.
 */
export const DEMO_TOTP_SECRET = 'KNXWW3ZAMRSW233TMVRXEZLUEBTGS3TB';
export const DEMO_TOTP_EMAIL = 'finance@soko.local';

async function seedStaff(app: FastifyInstance, db: Db, passwordHash: string, now: Date): Promise<void> {
  for (const member of DEMO_STAFF) {
    const staff = await insertUser(db, {
      ...member,
      passwordHash,
      role: ROLE_STAFF,
      displayName: 'Soko Marketplace',
      emailVerifiedAt: now,
      activatedAt: now,
    });
    if (member.email === DEMO_TOTP_EMAIL) await enrolKnownTotp({ db, config: app.config }, staff.id, DEMO_TOTP_SECRET);
  }
}

/** The vendor's files are saved first (each one noted in `saved`), then the vendor's rows. */
async function seedVendor(
  app: FastifyInstance,
  db: Db,
  saved: SavedFile[],
  vendor: DemoVendor,
  passwordHash: string,
  tree: Map<string, Category>,
  now: Date,
): Promise<void> {
  const catalogue = DEMO_CATALOGUES.get(vendor.email);
  const joined = vendor.stage === 'active' ? daysBefore(now, ACTIVE_VENDOR_DAYS) : now;
  const documents =
    vendor.stage === 'awaitingReview'
      ? await settleAll(
          [
            { kind: 'id', title: `Drivers licence: ${vendor.firstName} ${vendor.lastName}` },
            { kind: 'residence', title: `Electricity bill: ${vendor.suburb}` },
          ].map(async (document) => {
            const bytes = await demoDocumentImage(document.title);
            const name = await app.storage.save(DOCUMENT_AREA, bytes, 'png', 'image/png');
            saved.push({ area: DOCUMENT_AREA, name });
            return { ...document, bytes, name };
          }),
        )
      : [];
  const photos = await settleAll(
    (catalogue?.products ?? []).map(async (product) => {
      const stored = await storeProductPhotos(app, product);
      saved.push(...filesOf(stored).map((name) => ({ area: PRODUCT_IMAGE_AREA, name })));
      return stored;
    }),
  );
  await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: vendor.email,
      passwordHash,
      firstName: vendor.firstName,
      lastName: vendor.lastName,
      displayName: vendor.displayName,
      address: vendor.address,
      suburb: vendor.suburb,
      state: vendor.state,
      postcode: vendor.postcode,
      phone: vendor.phone,
      abn: vendor.abn,
      emailVerifiedAt: vendor.stage === 'awaitingEmail' ? null : joined,
      activatedAt: vendor.stage === 'active' ? joined : null,
      createdAt: joined,
      updatedAt: joined,
    });
    await tx
      .update(identityVerifications)
      .set({
        identityStatus:
          vendor.stage === 'active' ? 'approved' : vendor.stage === 'awaitingReview' ? 'submitted' : 'none',
        identityReviewedAt: vendor.stage === 'active' ? joined : null,
      })
      .where(eq(identityVerifications.userId, created.id));
    if (documents.length > 0) {
      await insertDocuments(
        tx,
        documents.map((document) => ({
          userId: created.id,
          kind: document.kind,
          storedName: document.name,
          originalName: `${document.kind}-document.png`,
          mimeType: 'image/png',
          sizeBytes: document.bytes.length,
        })),
      );
    }
    if (vendor.stage === 'active') {
      // Staff approved their identity when they joined: the audit log shows it as it would have.
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, ROLE_SUPER_ADMIN)).limit(1);
      await tx.insert(auditLog).values({
        actorId: admin?.id ?? null,
        action: 'identity.approve',
        entityType: 'user',
        entityId: created.id,
        before: { identityStatus: 'submitted' },
        after: { identityStatus: 'approved', reason: null },
        createdAt: joined,
      });
    }
    const bank = vendor.stage === 'active' ? DEMO_BANK_ACCOUNTS.get(vendor.email) : undefined;
    if (bank) {
      await tx.insert(bankAccounts).values({
        vendorId: created.id,
        accountName: bank.accountName,
        bsb: bank.bsb,
        accountNumberEncrypted: encryptText(app.config.dataEncryptionKey, bank.accountNumber),
        accountNumberLast4: bank.accountNumber.slice(-4),
        createdAt: joined,
        updatedAt: joined,
      });
    }
    const rates = vendor.stage === 'active' ? DEMO_VENDOR_SHIPPING_RATES.get(vendor.email) : undefined;
    if (rates) await replaceRates(tx, created.id, rates, joined);
    if (catalogue) {
      await upsertStore(tx, created.id, catalogue.bio, null);
      await insertCatalogue(tx, catalogueRows(created.id, catalogue, photos, tree, now));
    }
  });
}

/**
 * The whole demo is one transaction: a first start killed half-way leaves no vendor behind, so the
 * next start (which seeds only a marketplace without vendors) seeds it again in full. A failure
 * removes the files saved so far; after a kill they stay on disk, unreferenced and harmless.
 */
export async function seedDemo(app: FastifyInstance): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const saved: SavedFile[] = [];
  try {
    await app.database.db.transaction(async (tx) => {
      const tree = await seedCategories(app, tx, saved);
      await replaceRates(tx, null, DEMO_DEFAULT_SHIPPING_RATES, now);
      for (const vendor of DEMO_VENDORS) await seedVendor(app, tx, saved, vendor, passwordHash, tree, now);
      await seedStaff(app, tx, passwordHash, now);
      await seedDemoOrders(tx, now, app.config.marketplace.gstRegistered);
      await seedDemoReviews(tx, now);
      await seedDemoCases(tx, now);
      await seedDemoMoneyRules(tx, tree, now);
    });
  } catch (error) {
    await removeFiles(app, saved);
    throw error;
  }
}

/** Seeds only a marketplace that has no vendors yet, so a restart never duplicates the demo. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.database.db.select({ vendors: count() }).from(users).where(eq(users.role, 1));
  if ((row?.vendors ?? 0) > 0) return false;
  await seedDemo(app);
  app.log.warn(
    `Demo data loaded. Vendor logins (password ${DEMO_PASSWORD}): ${DEMO_VENDORS.map((vendor) => `${vendor.email} (${vendor.stage})`).join(', ')}; staff: ${DEMO_STAFF.map((member) => `${member.email} (${member.staffRole})`).join(', ')}; ${DEMO_TOTP_EMAIL} also asks for a code from an authenticator app (its demo secret is in the README)`,
  );
  return true;
}
