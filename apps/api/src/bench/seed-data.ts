/**
 * Word lists and the small tables (vendors, categories) of the benchmark marketplace. The large
 * tables are generated in SQL from these lists (seed-sql.ts); what is made here is a few thousand rows.
 */

/** The busy vendor the benchmark signs in as (`npm run bench:seed` prints it). */
export const BENCH_VENDOR_EMAIL = 'bench-vendor@soko.test';
export const BENCH_VENDOR_PASSWORD = 'BenchVendor!2026';

/** Customers and vendors come from many backgrounds, as Soko's buyers do; search then finds a realistic few. */
// biome-ignore format: a word list reads better as a table
export const FIRST_NAMES = [
  'Chloe', 'Kwame', 'Olivia', 'Abebe', 'Grace', 'Liam', 'Fatima', 'Noah', 'Amina', 'Sophie',
  'Chidi', 'Mia', 'Tendai', 'Jack', 'Zainab', 'Isabella', 'Yaw', 'Emily', 'Nia', 'Lucas',
  'Adaeze', 'Harper', 'Samuel', 'Ava', 'Kofi', 'Charlotte', 'Amara', 'William', 'Makeda', 'James',
  'Thandiwe', 'Oliver', 'Folasade', 'Ethan', 'Wanjiru', 'Ruby', 'Emeka', 'Matilda', 'Ayodele', 'Henry',
  'Nomvula', 'Thomas', 'Selam', 'Zoe', 'Tunde', 'Georgia', 'Aisha', 'Leo', 'Kiptoo', 'Ella',
  'Ngozi', 'Oscar', 'Efua', 'Lily', 'Babajide', 'Hannah', 'Mulu', 'Jasmine', 'Sipho', 'Archie',
  'Linh', 'Priya', 'Wei', 'Arjun', 'Mei', 'Rahul', 'Hiroshi', 'Sakura', 'Minh', 'Ananya',
  'Daniel', 'Sarah', 'Michael', 'Jessica', 'David', 'Emma', 'Joshua', 'Laura', 'Benjamin', 'Rachel',
  'Ifeoma', 'Kojo', 'Rutendo', 'Bongani', 'Asha', 'Dawit', 'Imani', 'Jabari', 'Lerato', 'Musa',
  'Nala', 'Obinna', 'Rehema', 'Senait', 'Themba', 'Zuri', 'Akosua', 'Chiamaka', 'Desta', 'Esi',
];

// biome-ignore format: a word list reads better as a table
export const LAST_NAMES = [
  'Nguyen', 'Boateng', 'Smith', 'Tesfaye', 'Okafor', 'Walker', 'Diallo', 'Brown', 'Yusuf', 'Taylor',
  'Eze', 'Wilson', 'Moyo', 'Thompson', 'Hassan', 'Martin', 'Mensah', 'Clarke', 'Kamau', 'Anderson',
  'Nwosu', 'Lee', 'Asante', 'Robinson', 'Owusu', 'White', 'Adeyemi', 'Harris', 'Bekele', 'Jones',
  'Ndlovu', 'King', 'Okonkwo', 'Wright', 'Mwangi', 'Green', 'Balogun', 'Hall', 'Haile', 'Young',
  'Dlamini', 'Scott', 'Appiah', 'Mitchell', 'Chukwu', 'Campbell', 'Otieno', 'Kelly', 'Abdi', 'Murphy',
  'Tran', 'Patel', 'Chen', 'Singh', 'Wang', 'Sharma', 'Tanaka', 'Pham', 'Kumar', 'Li',
  'Williams', 'Johnson', 'Davies', 'Evans', 'Roberts', 'Edwards', 'Hughes', 'Green', 'Lewis', "O'Brien",
  'Achebe', 'Addo', 'Banda', 'Chikwanha', 'Darko', 'Gebre', 'Juma', 'Kariuki', 'Mahlangu', 'Mutua',
  'Nkosi', 'Obi', 'Ogunleye', 'Ouma', 'Phiri', 'Sithole', 'Tadesse', 'Wolde', 'Zulu', 'Zewde',
];

export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'bigpond.com', 'yahoo.com.au', 'icloud.com', 'hotmail.com'];

// biome-ignore format: a word list reads better as a table
export const STREET_NAMES = [
  'Wattle', 'Rose', 'Harbour', 'Kent', 'Prospect', 'Ocean', 'Mountain', 'Elizabeth', 'Station', 'Beach',
  'Ridge', 'King William', 'Hay', 'Bridge', 'Lakeview', 'Macquarie', 'Banksia', 'Sandy Bay', 'Gouger', 'Albany',
  'Sydney', 'Jacaranda', 'Logan', 'Northbourne', 'George', 'Victoria', 'Church', 'High', 'Park', 'Railway',
];

export const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Crescent', 'Place', 'Drive', 'Lane', 'Court'];

/** Suburb, state and postcode, real triples so that the postcode matches the state. */
export const LOCALITIES: readonly (readonly [string, string, string])[] = [
  ['Fitzroy', 'VIC', '3065'],
  ['Blacktown', 'NSW', '2148'],
  ['Hamilton', 'QLD', '4007'],
  ['Footscray', 'VIC', '3011'],
  ['Prospect', 'SA', '5082'],
  ['Scarborough', 'WA', '6019'],
  ['Belconnen', 'ACT', '2617'],
  ['Hobart', 'TAS', '7000'],
  ['Parramatta', 'NSW', '2150'],
  ['St Kilda', 'VIC', '3182'],
  ['Toowong', 'QLD', '4066'],
  ['Adelaide', 'SA', '5000'],
  ['Subiaco', 'WA', '6008'],
  ['Richmond', 'VIC', '3121'],
  ['Gungahlin', 'ACT', '2912'],
  ['Liverpool', 'NSW', '2170'],
  ['Sunnybank', 'QLD', '4109'],
  ['Sandy Bay', 'TAS', '7005'],
  ['Victoria Park', 'WA', '6100'],
  ['Brunswick', 'VIC', '3056'],
  ['Castle Hill', 'NSW', '2154'],
  ['Woolloongabba', 'QLD', '4102'],
  ['Braddon', 'ACT', '2612'],
  ['Darwin', 'NT', '0800'],
  ['Dandenong', 'VIC', '3175'],
  ['Auburn', 'NSW', '2144'],
  ['Logan Central', 'QLD', '4114'],
  ['Salisbury', 'SA', '5108'],
  ['Mirrabooka', 'WA', '6061'],
  ['Launceston', 'TAS', '7250'],
  ['Werribee', 'VIC', '3030'],
  ['Campsie', 'NSW', '2194'],
];

export const PAYMENT_METHODS = ['Card', 'Card', 'Card', 'PayPal', 'Afterpay'];

// biome-ignore format: a word list reads better as a table
export const PRODUCT_ADJECTIVES = [
  'Handwoven', 'Organic', 'Hand-carved', 'Beaded', 'Spiced', 'Smoked', 'Raw', 'Whipped', 'Printed', 'Classic',
  'Premium', 'Traditional', 'Vintage', 'Artisan', 'Family-size', 'Mini', 'Deluxe', 'Everyday', 'Festive', 'Hand-dyed',
];

// biome-ignore format: a word list reads better as a table
export const PRODUCT_NOUNS = [
  'Kente Scarf', 'Shea Butter', 'Ankara Dress', 'Jollof Spice Mix', 'Suya Pepper', 'Black Soap',
  'Dashiki Shirt', 'Mudcloth Cushion', 'Baobab Oil', 'Rooibos Tea', 'Ethiopian Coffee Beans', 'Berbere Spice',
  'Maasai Necklace', 'Adire Tote Bag', 'Plantain Chips', 'Fufu Flour', 'Egusi Seeds', 'Zobo Hibiscus Tea',
  'Kilim Rug', 'Wooden Mask', 'Djembe Drum', 'Bolga Basket', 'Moringa Powder', 'Argan Oil',
  'Teff Flour', 'Chin Chin', 'Kitenge Headwrap', 'Cowrie Earrings', 'Palm Oil', 'Peri-Peri Sauce',
  'Biltong', 'Chakalaka Relish', 'Injera Mix', 'Kola Nuts', 'Batik Table Runner', 'Soapstone Bowl',
  'Raffia Hat', 'Leather Sandals', 'Coconut Candy', 'Cassava Flour',
];

export const VARIANT_SETS: readonly (readonly [string, string, string])[] = [
  ['S', 'M', 'L'],
  ['250 g', '500 g', '1 kg'],
  ['Red', 'Gold', 'Green'],
];

// biome-ignore format: a word list reads better as a table
export const BUSINESS_WORDS = [
  'Kente', 'Accra', 'Lagos', 'Nairobi', 'Savanna', 'Baobab', 'Sahara', 'Zanzibar', 'Kilimanjaro', 'Ubuntu',
  'Sankofa', 'Adinkra', 'Mali', 'Ashanti', 'Zulu', 'Maasai', 'Ife', 'Timbuktu', 'Serengeti', 'Okavango',
];

// biome-ignore format: a word list reads better as a table
export const BUSINESS_KINDS = [
  'House', 'Market', 'Trading', 'Crafts', 'Kitchen', 'Beauty', 'Studio', 'Collective', 'Emporium', 'Pantry', 'Textiles',
];

export const MESSAGE_SUBJECTS = [
  'Question about my payout',
  'Product approval',
  'Shipping delay',
  'Customer return request',
  'Update to store details',
  'Stock update for the holidays',
  'Order tracking number',
  'Welcome to Soko',
  'Your product needs better photos',
  'Bank details changed',
];

export const MESSAGE_BODIES = [
  '<p>Hello, could you please check when my next payout is due? Thank you.</p>',
  '<p>Your product has been reviewed. Please add the ingredients to the description so we can approve it.</p>',
  '<p>A courier delay in our area means some parcels will arrive two days late. Customers have been told.</p>',
  '<p>A customer asked to return an item that arrived damaged. What should I do?</p>',
  '<p>We have moved to a new warehouse; please update our pickup address.</p>',
  '<p>Reminder: the holiday sale starts on Friday. Make sure your stock levels are right.</p>',
  '<p>Thanks for the quick reply, that solved it.</p>',
  '<p>Please upload photos of at least 1000 pixels so that they look sharp on the storefront.</p>',
];

export interface BenchCategoryNode {
  title: string;
  children: BenchCategoryNode[];
}

const CATEGORY_TREE: [string, string[]][] = [
  ['Food & Pantry', ['Spices', 'Flours & Grains', 'Snacks', 'Sauces']],
  ['Drinks', ['Tea', 'Coffee', 'Juices', 'Cordials']],
  ['Beauty', ['Skin Care', 'Hair Care', 'Soaps', 'Oils']],
  ['Fashion', ['Dresses', 'Shirts', 'Headwraps', 'Shoes']],
  ['Jewellery', ['Necklaces', 'Earrings', 'Bracelets', 'Rings']],
  ['Home', ['Cushions', 'Rugs', 'Baskets', 'Table Linen']],
  ['Art', ['Masks', 'Carvings', 'Paintings', 'Prints']],
  ['Music', ['Drums', 'Strings', 'Shakers', 'Recordings']],
  ['Kids', ['Toys', 'Clothing', 'Books', 'Dolls']],
  ['Gifts', ['Hampers', 'Cards', 'Candles', 'Vouchers']],
];
const THIRD_LEVEL = ['Classic', 'Premium', 'Handmade'];

/** Ten categories, each with four subcategories of level 1 and three of level 2 under each. */
export function benchCategoryTree(): BenchCategoryNode[] {
  return CATEGORY_TREE.map(([title, subtitles]) => ({
    title,
    children: subtitles.map((subtitle) => ({
      title: subtitle,
      children: THIRD_LEVEL.map((leaf) => ({ title: `${leaf} ${subtitle}`, children: [] })),
    })),
  }));
}

/** mulberry32: small, fast and good enough to make the same marketplace every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** An ABN that passes the checksum: the check digits are chosen so that the weighted sum is a multiple of 89. */
export function validAbn(random: () => number): string {
  for (;;) {
    const digits = [1 + Math.floor(random() * 9), ...Array.from({ length: 10 }, () => Math.floor(random() * 10))];
    const body = digits.slice(2);
    for (let check = 10; check <= 99; check++) {
      const candidate = [Math.floor(check / 10), check % 10, ...body];
      const sum = candidate.reduce(
        (total, digit, index) => total + (index === 0 ? digit - 1 : digit) * (ABN_WEIGHTS[index] ?? 0),
        0,
      );
      if (sum % 89 === 0) return candidate.join('');
    }
  }
}
