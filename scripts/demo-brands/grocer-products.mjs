// Greengage Grocer: categories with subcategories and a neighbourhood grocer's range.
import { esc } from './svg.mjs';
import { food, nothing } from './food.mjs';
import { itemImage } from './shared.mjs';

const F = 'grocer';

// prettier-ignore
export const categories = [
  [21, 'Fruit & Veg', 'apple', [[2101, 'Fruit'], [2102, 'Vegetables'], [2103, 'Salad & Herbs']]],
  [22, 'Bakery', 'bread', [[2201, 'Bread'], [2202, 'Cakes & Pastries']]],
  [23, 'Dairy & Eggs', 'milk', [[2301, 'Milk & Cream'], [2302, 'Cheese'], [2303, 'Eggs'], [2304, 'Butter & Yoghurt']]],
  [24, 'Meat & Fish', 'meat', [[2401, "Butcher's Counter"], [2402, 'Fishmonger']]],
  [25, 'Pantry', 'jar', [[2501, 'Pasta, Rice & Grains'], [2502, 'Tins & Jars'], [2503, 'Oils & Vinegars'], [2504, 'Baking']]],
  [26, 'Drinks', 'juice', [[2601, 'Juices'], [2602, 'Soft Drinks'], [2603, 'Beer & Wine']]],
  [27, 'Household', 'spray', [[2701, 'Cleaning'], [2702, 'Paper & Bags']]],
  [28, 'Flowers & Plants', 'flower', []],
].map(([id, title, kind, subs]) => ({
  CategoryId: id,
  CategoryTitle: title,
  CategoryImage: image(kind),
  Kind: 'Product',
  Status: true,
  Subcategories: subs.map(([SubcategoryId, SubcategoryTitle]) => ({ SubcategoryId, SubcategoryTitle, Status: true })),
}));

function image(kind) {
  // prettier-ignore
  const labels = {
    apple: ['Fresh fruit', '#fee2e2'], citrus: ['Citrus', '#fef3c7'], banana: ['Bananas', '#fef9c3'], berries: ['Berries', '#ede9fe'],
    carrot: ['Vegetables', '#ffedd5'], potato: ['Roots & onions', '#f5ebe0'], leaf: ['Greens & herbs', '#dcfce7'], tomato: ['Tomatoes', '#fee2e2'],
    bread: ['Bakery', '#f5ebe0'], croissant: ['Pastries', '#fef3c7'], milk: ['Milk & cream', '#dbeafe'], cheese: ['Cheese', '#fef9c3'],
    eggs: ['Eggs', '#fef3c7'], yoghurt: ['Butter & yoghurt', '#fce7f3'], meat: ['Butcher', '#fee2e2'], chicken: ['Poultry', '#ffedd5'],
    fishFresh: ['Fishmonger', '#e0f2fe'], pasta: ['Pasta', '#dbeafe'], rice: ['Grains & baking', '#f1f5f9'], tin: ['Tins', '#ffe4e6'],
    jar: ['Jars & spreads', '#ffedd5'], bottle: ['Bottles', '#dcfce7'], juice: ['Juices', '#ffedd5'], can: ['Soft drinks', '#fee2e2'],
    spray: ['Cleaning', '#e0f2fe'], roll: ['Paper', '#f1f5f9'], bag: ['Bags', '#dcfce7'], flower: ['Flowers', '#fce7f3'],
  };
  const [label, tint] = labels[kind];
  return itemImage(F, kind, label, tint);
}

/** Product HTML: a paragraph and a fact list with bold labels. */
function content(text, facts = {}) {
  if (!text) return '';
  const items = Object.entries(facts).map(([k, v]) => `<li><strong>${esc(k)}:</strong> ${esc(v)}</li>`);
  return `<p>${esc(text)}</p>` + (items.length ? `<ul>${items.join('')}</ul>` : '');
}

/** The one grocer product with options ('Specify your Product'): slicing is a choice, the extras optional. */
const loafOptions = {
  groups: [
    {
      Key: 'Choose your slicing',
      MaxQuantity: 1,
      Extras: [
        { Title: 'Unsliced', Price: 0, FoodInfo: nothing() },
        { Title: 'Thick sliced', Price: 0, FoodInfo: nothing() },
        { Title: 'Thin sliced', Price: 0, FoodInfo: nothing() },
      ],
    },
    {
      Key: 'Optional extras',
      MaxQuantity: 1,
      Extras: [
        {
          Title: 'Salted butter 250g',
          Price: 2.4,
          FoodInfo: food(['milk'], 'v gf', 1860, { portion: '250 g block' }),
        },
        {
          Title: 'Wildflower honey 340g',
          Price: 4.5,
          FoodInfo: food([], 'v gf', 1120, { portion: '340 g jar' }),
        },
      ],
    },
  ],
};

let nextId = 20001;
const p = (cat, sub, title, price, units, kind, more = {}) => {
  const { text, facts, ...rest } = more;
  return {
    ProductId: nextId++,
    CategoryId: cat,
    SubcategoryId: sub,
    ProductTitle: title,
    ProductImageUrl: image(kind),
    ProductOldPrice: price,
    ProductUnits: units,
    ProductContent: content(text, facts),
    ...rest,
  };
};
const offer = (ProductNewPrice) => ({ ProductNewPrice, ProductLabel: 'Offer' });
const soldOut = { ProductStocks: 0 };
const notForDelivery = { ForDelivery: false };
const fresh = (origin) => ({ Origin: origin, Storage: 'Keep refrigerated' });

/** The product with the hostile HTML: the API and the web app must both sanitise it. */
export const HOSTILE_PRODUCT_TITLE = 'Heirloom Tomato Medley 400g';

/**
 * What each food product declares (issue 34): kcal for the pack as sold, or per kg for what is sold by weight.
 * Household goods and flowers are not food and declare nothing. Produce carries no halal or kosher claim.
 */
const kg = { portion: '1 kg' };
const produce = 'v vg gf';
// prettier-ignore
const FOOD = {
  'Braeburn Apples (loose)': food([], produce, 520, kg),
  'Organic Cox Apples 6 pack': food([], produce, 390, { portion: '6 apples' }),
  'Fairtrade Bananas (loose)': food([], produce, 840, { portion: '1 kg, about 8 bananas' }),
  'Easy Peeler Clementines 600g': food([], produce, 280, { portion: '600 g bag' }),
  'Unwaxed Lemons 3 pack': food([], produce, 50, { portion: '3 lemons' }),
  'British Strawberries 400g': food([], produce, 130, { portion: '400 g punnet' }),
  'Blueberries 150g': food([], produce, 86, { portion: '150 g punnet' }),
  'Conference Pears (loose)': food([], produce, 570, kg),
  'Chantenay Carrots 500g': food([], produce, 205, { portion: '500 g bag' }),
  'Loose Carrots': food([], produce, 410, kg),
  'Maris Piper Potatoes 2.5kg': food([], produce, 1925, { portion: '2.5 kg bag' }),
  'Organic Baby New Potatoes (loose)': food([], produce, 700, kg),
  'Red Onions 1kg': food([], produce, 400, { portion: '1 kg bag' }),
  'Tenderstem Broccoli 200g': food([], produce, 70, { portion: '200 g pack' }),
  'Chestnut Mushrooms 250g': food([], produce, 55, { portion: '250 g punnet' }),
  [HOSTILE_PRODUCT_TITLE]: food([], produce, 72, { portion: '400 g pack' }),
  'Cherry Vine Tomatoes 250g': food([], produce, 50, { portion: '250 g pack' }),
  'Little Gem Lettuce x2': food([], produce, 25, { portion: '2 lettuces' }),
  'Wild Rocket 100g': food([], produce, 25, { portion: '100 g bag' }),
  'Fresh Basil Pot': food([], produce, 5, { portion: '1 pot' }),
  'Cucumber': food([], produce, 45, { portion: '1 cucumber' }),
  'Sourdough Bloomer 800g': food(['gluten'], 'v vg', 1900, { portion: '800 g loaf' }),
  'Seeded Wholemeal Loaf': food(['gluten', 'sesame'], 'v vg', 2000, { portion: '800 g loaf' }),
  // Baked on the line that makes the sesame bagels.
  'Bagels x5': food(['gluten'], 'v vg', 1100, { may: ['sesame'], portion: '5 bagels' }),
  'Gluten-free White Loaf': food(['eggs'], 'v gf', 960, { portion: '400 g loaf' }),
  'All-butter Croissants x4': food(['gluten', 'eggs', 'milk'], 'v', 920, { portion: '4 croissants' }),
  // The chocolate is made where hazelnuts are used.
  'Pain au Chocolat x4': food(['gluten', 'eggs', 'milk', 'soya'], 'v', 1040, { may: ['tree-nuts'], portion: '4 pastries' }),
  'Lemon Drizzle Cake': food(['gluten', 'eggs', 'milk'], 'v', 1560, { portion: 'Whole cake, 8 slices' }),
  'Cinnamon Buns x2': food(['gluten', 'eggs', 'milk'], 'v', 780, { portion: '2 buns' }),
  'Organic Whole Milk 2 pints': food(['milk'], 'v gf', 730, { portion: '2 pints (1.136 litres)' }),
  'Semi-skimmed Milk 4 pints': food(['milk'], 'v gf', 1045, { portion: '4 pints (2.272 litres)' }),
  // Oats are a cereal containing gluten.
  'Oat Drink 1L': food(['gluten'], 'v vg', 460, { portion: '1 litre' }),
  'Double Cream 300ml': food(['milk'], 'v gf', 1400, { portion: '300 ml pot' }),
  'Cornish Cruncher Cheddar (cut to order)': food(['milk'], 'v gf', 4160, kg),
  'Somerset Brie 200g': food(['milk'], 'v gf', 680, { portion: '200 g wheel' }),
  'Halloumi 250g': food(['milk'], 'v gf', 800, { portion: '250 g block' }),
  // Made with animal rennet: not vegetarian.
  'Parmigiano Reggiano 24 months (by weight)': food(['milk'], 'gf', 3920, kg),
  'Free-range Large Eggs x6': food(['eggs'], 'v gf', 480, { portion: '6 large eggs' }),
  'Organic Eggs x12': food(['eggs'], 'v gf', 840, { portion: '12 mixed-weight eggs' }),
  'Salted Butter 250g': food(['milk'], 'v gf', 1860, { portion: '250 g block' }),
  'Greek Yoghurt 500g': food(['milk'], 'v gf', 665, { portion: '500 g pot' }),
  'Raspberry Kefir 500ml': food(['milk'], 'v gf', 350, { portion: '500 ml bottle' }),
  'Beef Mince 5% Fat 500g': food([], 'gf', 625, { portion: '500 g pack' }),
  'Free-range Chicken Breasts (loose)': food([], 'gf', 1060, kg),
  'Dry-aged Ribeye Steak (by weight)': food([], 'gf', 2500, kg),
  // Rusk and a sulphite preservative, as a British banger has.
  'Pork Sausages x6': food(['gluten', 'sulphites'], '', 1080, { portion: '6 sausages (400 g)' }),
  'Hot Rotisserie Chicken': food([], 'gf', 1760, { portion: 'Whole chicken, about 1.3 kg' }),
  'Scottish Salmon Fillets x2': food(['fish'], 'gf', 530, { portion: '2 fillets (240 g)' }),
  'Smoked Haddock (loose)': food(['fish'], 'gf', 1010, kg),
  'Cornish Mackerel (whole)': food(['fish'], 'gf', 1030, { portion: '1 kg of whole fish' }),
  'Bronze-cut Spaghetti 500g': food(['gluten'], 'v vg', 1780, { portion: '500 g pack' }),
  'Fusilli 500g': food(['gluten'], 'v vg', 1780, { portion: '500 g pack' }),
  'Basmati Rice 1kg': food([], 'v vg gf', 3540, { portion: '1 kg bag' }),
  'Giant Couscous 500g': food(['gluten'], 'v vg', 1770, { portion: '500 g pack' }),
  'Chopped Tomatoes 400g': food([], 'v vg gf', 85, { portion: '400 g tin' }),
  'Chickpeas 400g': food([], 'v vg gf', 280, { portion: '400 g tin (240 g drained)' }),
  'Raspberry Jam 340g': food([], 'v vg gf', 820, { portion: '340 g jar' }),
  'Crunchy Peanut Butter 340g': food(['peanuts'], 'v vg gf', 2040, { portion: '340 g jar' }),
  'Tomato & Basil Pasta Sauce': food(['celery'], 'v vg gf', 250, { portion: '500 g jar' }),
  'Extra Virgin Olive Oil 500ml': food([], 'v vg gf', 4120, { portion: '500 ml bottle' }),
  'Balsamic Vinegar of Modena 250ml': food(['sulphites'], 'v vg gf', 260, { portion: '250 ml bottle' }),
  // A litre of oil (over 8,000 kcal) and a 1.5 kg bag of flour are past the 5,000 kcal a declaration can state.
  'Cold-pressed Rapeseed Oil 1L': food([], 'v vg gf', null),
  'Plain Flour 1.5kg': food(['gluten'], 'v vg', null),
  'Golden Caster Sugar 1kg': food([], 'v vg gf', 3980, { portion: '1 kg bag' }),
  'Cloudy Apple Juice 1L': food([], 'v vg gf', 460, { portion: '1 litre' }),
  'Freshly Squeezed Orange Juice 1L': food([], 'v vg gf', 450, { portion: '1 litre' }),
  'Sparkling Elderflower 750ml': food([], 'v vg gf', 230, { portion: '750 ml bottle' }),
  'Sparkling Spring Water 6 x 500ml': food([], 'v vg gf', 0, { portion: '6 × 500 ml bottles' }),
  'Fiery Ginger Beer 4 x 330ml': food([], 'v vg gf', 530, { portion: '4 × 330 ml cans' }),
  'English Sparkling Wine 75cl': food(['sulphites'], 'v vg gf', 530, { portion: '75 cl bottle' }),
  'Hackney Pale Ale 4 x 330ml': food(['gluten'], 'v vg', 600, { portion: '4 × 330 ml cans' }),
  'Mendoza Malbec 75cl': food(['sulphites'], 'v vg gf', 640, { portion: '75 cl bottle' }),
};
/** Not food: the household aisle and the flowers. */
const NOT_FOOD = new Set([27, 28]);

// prettier-ignore
export const products = withFood([
  // Fruit
  p(21, 2101, 'Braeburn Apples (loose)', 2.4, 'kg', 'apple', { ProductLabel: 'Local', text: 'Crisp, sweet-sharp Braeburns from a family orchard in Kent.', facts: { Origin: 'Kent, UK', Season: 'October to May' } }),
  p(21, 2101, 'Organic Cox Apples 6 pack', 2.2, 'each', 'apple', { ProductLabel: 'Organic', text: 'Aromatic Cox’s Orange Pippins, Soil Association certified.', facts: { Origin: 'Herefordshire, UK' } }),
  p(21, 2101, 'Fairtrade Bananas (loose)', 1.1, 'kg', 'banana', { text: 'Fairtrade bananas, ripened in our own rooms.', facts: { Origin: 'Dominican Republic' } }),
  p(21, 2101, 'Easy Peeler Clementines 600g', 1.75, 'each', 'citrus', { ...offer(1.4), text: 'Juicy, seedless and easy to peel.' }),
  p(21, 2101, 'Unwaxed Lemons 3 pack', 1.2, 'each', 'citrus'),
  p(21, 2101, 'British Strawberries 400g', 3.5, 'each', 'berries', { ProductLabel: 'Seasonal', IsRecommended: true, text: 'Picked yesterday in the Vale of Evesham.', facts: fresh('Worcestershire, UK') }),
  p(21, 2101, 'Blueberries 150g', 2.25, 'each', 'berries'),
  p(21, 2101, 'Conference Pears (loose)', 2.6, 'kg', 'apple', { text: 'Buttery, slow-ripened English pears.', facts: { Origin: 'Kent, UK' } }),
  // Vegetables
  p(21, 2102, 'Chantenay Carrots 500g', 0.95, 'each', 'carrot'),
  p(21, 2102, 'Loose Carrots', 0.8, 'kg', 'carrot', { ProductLabel: 'Local', text: 'Unwashed Norfolk carrots — better flavour, longer life.' }),
  p(21, 2102, 'Maris Piper Potatoes 2.5kg', 2.5, 'each', 'potato', { text: 'The all-rounder: roast, mash or chip.', facts: { Origin: 'Lincolnshire, UK', Storage: 'Cool, dark place' } }),
  p(21, 2102, 'Organic Baby New Potatoes (loose)', 2.95, 'kg', 'potato', { ProductLabel: 'Organic' }),
  p(21, 2102, 'Red Onions 1kg', 1.2, 'each', 'potato'),
  p(21, 2102, 'Tenderstem Broccoli 200g', 2.2, 'each', 'leaf', { text: 'Sweet, tender stems — steam, stir-fry or roast.' }),
  p(21, 2102, 'Chestnut Mushrooms 250g', 1.45, 'each', 'potato', { ...soldOut, text: 'Nutty chestnut mushrooms from Kent.' }),
  p(21, 2102, HOSTILE_PRODUCT_TITLE, 3.25, 'each', 'tomato', {
    ProductLabel: 'New',
    // Deliberately hostile markup: proves the HTML is sanitised before it reaches the page.
    ProductContent:
      '<p>A colourful mix of heritage tomatoes grown under glass on the Isle of Wight.</p>' +
      '<img src=x onerror="alert(1)"><script>alert(\'xss\')</script>' +
      '<ul><li><strong>Origin:</strong> Isle of Wight, UK</li><li><strong>Best with:</strong> burrata and basil</li></ul>',
  }),
  p(21, 2102, 'Cherry Vine Tomatoes 250g', 1.8, 'each', 'tomato', offer(1.5)),
  // Salad & herbs
  p(21, 2103, 'Little Gem Lettuce x2', 1.1, 'each', 'leaf'),
  p(21, 2103, 'Wild Rocket 100g', 1.25, 'each', 'leaf', { text: 'Peppery wild rocket, washed and ready to eat.', facts: fresh('Sussex, UK') }),
  p(21, 2103, 'Fresh Basil Pot', 1.5, 'each', 'leaf'),
  p(21, 2103, 'Cucumber', 0.85, 'each', 'leaf'),
  // Bakery
  p(22, 2201, 'Sourdough Bloomer 800g', 3.8, 'each', 'bread', { ProductLabel: 'Baked today', IsRecommended: true, text: 'Slow-proved for 36 hours, baked every morning in our Hackney bakery.', facts: { Ingredients: 'Wheat flour, water, salt', Allergens: 'Gluten' }, ProductExtraObject: loafOptions }),
  p(22, 2201, 'Seeded Wholemeal Loaf', 2.6, 'each', 'bread', { text: 'Packed with sunflower, pumpkin and linseed.', facts: { Allergens: 'Gluten, sesame' } }),
  p(22, 2201, 'Bagels x5', 1.95, 'each', 'bread'),
  p(22, 2201, 'Gluten-free White Loaf', 3.2, 'each', 'bread', { text: 'Soft white loaf made without gluten.' }),
  p(22, 2202, 'All-butter Croissants x4', 2.6, 'each', 'croissant', { IsRecommended: true, text: 'Flaky, golden and made with French butter.', facts: { Allergens: 'Gluten, milk, eggs' } }),
  p(22, 2202, 'Pain au Chocolat x4', 2.8, 'each', 'croissant'),
  p(22, 2202, 'Lemon Drizzle Cake', 4.5, 'each', 'croissant', { text: 'A proper lemon drizzle with a crunchy sugar top.' }),
  p(22, 2202, 'Cinnamon Buns x2', 3, 'each', 'croissant', { ...soldOut, text: 'Cardamom and cinnamon knots — sold out until tomorrow morning.' }),
  // Dairy & eggs
  p(23, 2301, 'Organic Whole Milk 2 pints', 1.65, 'each', 'milk', { ProductLabel: 'Organic', IsRecommended: true, text: 'Creamy organic milk from a single Somerset herd.', facts: fresh('Somerset, UK') }),
  p(23, 2301, 'Semi-skimmed Milk 4 pints', 1.55, 'each', 'milk'),
  p(23, 2301, 'Oat Drink 1L', 1.85, 'each', 'milk', { ProductLabel: 'Vegan' }),
  p(23, 2301, 'Double Cream 300ml', 1.4, 'each', 'milk'),
  p(23, 2302, 'Cornish Cruncher Cheddar (cut to order)', 18, 'kg', 'cheese', { text: 'Aged for over 18 months for a crunchy, tangy bite. Cut to your chosen weight.', facts: { Origin: 'Cornwall, UK', Milk: 'Pasteurised cow’s milk' } }),
  p(23, 2302, 'Somerset Brie 200g', 3.25, 'each', 'cheese'),
  p(23, 2302, 'Halloumi 250g', 2.75, 'each', 'cheese', { ...offer(2.25), text: 'Squeaky grilling cheese from Cyprus.' }),
  p(23, 2302, 'Parmigiano Reggiano 24 months (by weight)', 28, 'kg', 'cheese', { text: 'Two-year aged Parmigiano Reggiano DOP, cut from the wheel.' }),
  p(23, 2303, 'Free-range Large Eggs x6', 2.35, 'each', 'eggs', { IsRecommended: true }),
  p(23, 2303, 'Organic Eggs x12', 4.5, 'each', 'eggs', { ProductLabel: 'Organic', text: 'From hens with room to roam on an organic farm in Dorset.' }),
  p(23, 2304, 'Salted Butter 250g', 2.4, 'each', 'yoghurt'),
  p(23, 2304, 'Greek Yoghurt 500g', 2.1, 'each', 'yoghurt', { text: 'Thick, strained yoghurt with 10% fat.' }),
  p(23, 2304, 'Raspberry Kefir 500ml', 2.5, 'each', 'yoghurt', { ProductLabel: 'New' }),
  // Meat & fish
  p(24, 2401, 'Beef Mince 5% Fat 500g', 4.75, 'each', 'meat', { text: 'Lean mince from grass-fed British beef.', facts: fresh('Wales, UK') }),
  p(24, 2401, 'Free-range Chicken Breasts (loose)', 11.5, 'kg', 'chicken', { text: 'Free-range chicken breast fillets, trimmed by our butchers.', facts: fresh('Norfolk, UK') }),
  p(24, 2401, 'Dry-aged Ribeye Steak (by weight)', 38, 'kg', 'meat', { ProductLabel: 'Local', text: '35-day dry-aged ribeye, cut to order.', facts: { Origin: 'Yorkshire, UK', Ageing: '35 days' } }),
  p(24, 2401, 'Pork Sausages x6', 3.5, 'each', 'meat'),
  p(24, 2401, 'Hot Rotisserie Chicken', 7.5, 'each', 'chicken', { ...notForDelivery, text: 'Roasted in store from 11am. Collection only — it is best eaten hot.' }),
  p(24, 2402, 'Scottish Salmon Fillets x2', 5.5, 'each', 'fishFresh', { text: 'Skin-on fillets from Loch Duart.' }),
  p(24, 2402, 'Smoked Haddock (loose)', 16, 'kg', 'fishFresh', { text: 'Undyed, traditionally smoked in Arbroath.' }),
  p(24, 2402, 'Cornish Mackerel (whole)', 9, 'kg', 'fishFresh', { ...soldOut, text: 'Day-boat mackerel — back with the next landing.' }),
  // Pantry
  p(25, 2501, 'Bronze-cut Spaghetti 500g', 1.6, 'each', 'pasta', { text: 'Rough-textured pasta that holds its sauce.' }),
  p(25, 2501, 'Fusilli 500g', 1.6, 'each', 'pasta'),
  p(25, 2501, 'Basmati Rice 1kg', 2.8, 'each', 'rice'),
  p(25, 2501, 'Giant Couscous 500g', 2.2, 'each', 'rice'),
  p(25, 2502, 'Chopped Tomatoes 400g', 0.65, 'each', 'tin'),
  p(25, 2502, 'Chickpeas 400g', 0.75, 'each', 'tin'),
  p(25, 2502, 'Raspberry Jam 340g', 2.4, 'each', 'jar', { text: 'Small-batch jam with 60% fruit.' }),
  p(25, 2502, 'Crunchy Peanut Butter 340g', 2.95, 'each', 'jar', { text: '100% roasted peanuts, nothing else.', facts: { Allergens: 'Peanuts' } }),
  p(25, 2502, 'Tomato & Basil Pasta Sauce', 2.2, 'each', 'jar'),
  p(25, 2503, 'Extra Virgin Olive Oil 500ml', 6.5, 'each', 'bottle', { ...offer(5.5), text: 'Cold-pressed Koroneiki olives from a single estate in Crete.' }),
  p(25, 2503, 'Balsamic Vinegar of Modena 250ml', 3.2, 'each', 'bottle'),
  p(25, 2503, 'Cold-pressed Rapeseed Oil 1L', 2.4, 'each', 'bottle', { ProductLabel: 'Local' }),
  p(25, 2504, 'Plain Flour 1.5kg', 1.1, 'each', 'rice'),
  p(25, 2504, 'Golden Caster Sugar 1kg', 1.6, 'each', 'rice'),
  // Drinks
  p(26, 2601, 'Cloudy Apple Juice 1L', 2.3, 'each', 'juice', { ProductLabel: 'Local', text: 'Pressed from Kentish apples, never from concentrate.' }),
  p(26, 2601, 'Freshly Squeezed Orange Juice 1L', 2.8, 'each', 'juice'),
  p(26, 2602, 'Sparkling Elderflower 750ml', 2.75, 'each', 'bottle'),
  p(26, 2602, 'Sparkling Spring Water 6 x 500ml', 2.5, 'each', 'can'),
  p(26, 2602, 'Fiery Ginger Beer 4 x 330ml', 3.6, 'each', 'can', offer(3)),
  p(26, 2603, 'English Sparkling Wine 75cl', 26, 'each', 'bottle', { ...notForDelivery, text: 'Classic-method sparkling wine from Sussex. Collection only — ID required.' }),
  p(26, 2603, 'Hackney Pale Ale 4 x 330ml', 7.5, 'each', 'can', { ...notForDelivery, text: 'Hazy, citrusy pale ale brewed two streets away. Collection only — ID required.' }),
  p(26, 2603, 'Mendoza Malbec 75cl', 9.5, 'each', 'bottle'),
  // Household
  p(27, 2701, 'Eco Washing-up Liquid 500ml', 2.2, 'each', 'spray', { text: 'Plant-based and kind to hands.' }),
  p(27, 2701, 'Multi-surface Spray 750ml', 2.75, 'each', 'spray'),
  p(27, 2701, 'Laundry Liquid Refill 1.5L', 6.95, 'each', 'spray', { ProductLabel: 'Refill' }),
  p(27, 2702, 'Recycled Toilet Tissue 9 rolls', 5.25, 'each', 'roll'),
  p(27, 2702, 'Kitchen Roll 2 rolls', 2.2, 'each', 'roll'),
  p(27, 2702, 'Reusable Jute Bag', 1.5, 'each', 'bag', { IsRecommended: true, text: 'Strong jute bag for life — we will replace it free when it wears out.' }),
  // Flowers
  p(28, null, 'Seasonal Tulip Bunch', 6, 'each', 'flower', { text: 'Ten stems, grown in Lincolnshire.' }),
  p(28, null, 'Potted Lavender', 8.5, 'each', 'flower', { ...notForDelivery, text: 'English lavender in a 2L pot. Collection only.' }),
]);

function withFood(list) {
  const unused = new Set(Object.keys(FOOD));
  const declared = list.map((product) => {
    const info = FOOD[product.ProductTitle];
    unused.delete(product.ProductTitle);
    if (!info && !NOT_FOOD.has(product.CategoryId))
      throw new Error(`${product.ProductTitle}: no food information`);
    return { ...product, FoodInfo: info ?? null };
  });
  if (unused.size) throw new Error(`Food information for no product: ${[...unused].join(', ')}`);
  return declared;
}
